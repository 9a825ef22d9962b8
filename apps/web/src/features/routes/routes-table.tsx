import { Anchor, Badge, Group, Table, Text } from '@mantine/core';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatCalendarDate, type RouteSummary } from '@rahti/domain';
import { SortableHeader, type SortState } from '../../components/ui/sortable-header';
import { TableScroll } from '../../components/ui/table-scroll';
import type { TaskFormat } from '../tasks/use-task-format';
import { describeRecurrence } from './describe-recurrence';
import { editRoutePath } from './route-paths';
import type { RouteSortKey } from './sort-routes';
import { monthTotals } from './month-totals';

const END: CSSProperties = { textAlign: 'end', whiteSpace: 'nowrap' };

interface RoutesTableProps {
  rows: readonly RouteSummary[];
  sort: SortState<RouteSortKey>;
  onSort: (sort: SortState<RouteSortKey>) => void;
  format: TaskFormat;
}

/** Every route with one run's economics and the month's runs and turnover, and the month's totals. */
export function RoutesTable({ rows, sort, onSort, format }: RoutesTableProps) {
  const { t } = useTranslation();
  const column = (key: RouteSortKey, numeric = false) => (
    <SortableHeader column={key} label={t(`web-routes:columns.${key}`)} sort={sort} onSort={onSort} numeric={numeric} />
  );
  const money = (amount: number | null) => (amount === null ? '–' : format.money(amount));
  const totals = monthTotals(rows);
  const caption = t('web-routes:list.caption');

  return (
    <TableScroll label={caption} minWidth={1100}>
      <Table striped highlightOnHover withTableBorder captionSide="top">
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            {column('name')}
            {column('code')}
            {column('customer')}
            <Table.Th scope="col">{t('web-routes:columns.schedule')}</Table.Th>
            {column('distance', true)}
            {column('income', true)}
            {column('cost', true)}
            {column('margin', true)}
            {column('runs', true)}
            {column('turnover', true)}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((route) => (
            <Table.Tr key={route.id}>
              <Table.Th scope="row" fw={400}>
                <Group gap="xs" wrap="nowrap">
                  <Anchor component={Link} to={editRoutePath(route.id)}>
                    {route.name}
                  </Anchor>
                  {route.endedOn && (
                    <Badge variant="outline" color="gray" style={{ flex: 'none' }}>
                      {t('web-routes:list.endedOn', { date: formatCalendarDate(route.endedOn) })}
                    </Badge>
                  )}
                </Group>
              </Table.Th>
              <Table.Td>{route.code || '–'}</Table.Td>
              <Table.Td>{route.customerName ?? '–'}</Table.Td>
              <Table.Td>{describeRecurrence(route.recurrence, t)}</Table.Td>
              <Table.Td style={END}>
                {t('web-routes:list.km', { km: format.number(route.distanceKm, 1) })}
                {route.distanceSource === 'estimate' && (
                  <Text span size="xs" c="dimmed" display="block">
                    {t('web-routes:list.estimate')}
                  </Text>
                )}
              </Table.Td>
              <Table.Td style={END}>{money(route.economics.incomePerRun)}</Table.Td>
              <Table.Td style={END}>{money(route.economics.estimatedCost)}</Table.Td>
              <Table.Td style={END}>{format.percent(route.economics.marginPercent)}</Table.Td>
              <Table.Td style={END}>{route.economics.runsInMonth}</Table.Td>
              <Table.Td style={END}>{money(route.economics.turnoverInMonth)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr>
            <Table.Th scope="row" colSpan={7}>
              {t('web-routes:list.totals')}
            </Table.Th>
            <Table.Td style={END} fw={700}>
              {format.percent(totals.marginPercent)}
            </Table.Td>
            <Table.Td style={END} fw={700}>
              {totals.runs}
            </Table.Td>
            <Table.Td style={END} fw={700}>
              {format.money(totals.turnover)}
            </Table.Td>
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </TableScroll>
  );
}
