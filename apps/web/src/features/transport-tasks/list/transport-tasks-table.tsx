import { Anchor, Checkbox, Table, Text, VisuallyHidden } from '@mantine/core';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isAssignable, type TransportTaskSummary } from '@rahti/domain';
import { Icon } from '../../../components/ui/icons';
import { TableScroll } from '../../../components/ui/table-scroll';
import { transportTaskPath } from '../transport-paths';
import { TransportStateBadge } from '../transport-state-badge';
import type { TransportFormat } from '../use-transport-format';

interface TransportTasksTableProps {
  rows: readonly TransportTaskSummary[];
  format: TransportFormat;
  selected: ReadonlySet<string>;
  onSelect: (ids: readonly string[], selected: boolean) => void;
}

const END: CSSProperties = { textAlign: 'end', whiteSpace: 'nowrap' };
const COLUMNS = ['state', 'reference', 'route', 'customer', 'driver', 'vehicle'] as const;

/** A page of transport tasks; those a driver can still be given can be picked for the bulk assign. */
export function TransportTasksTable({ rows, format, selected, onSelect }: TransportTasksTableProps) {
  const { t } = useTranslation();
  const assignable = rows.filter((row) => isAssignable(row.state)).map((row) => row.id);
  const selectedShown = assignable.filter((id) => selected.has(id)).length;
  const routeOf = (row: TransportTaskSummary) => `${row.from || '–'} → ${row.to || '–'}`;

  return (
    <TableScroll label={t('web-transport:list.caption')} minWidth={1100}>
      <Table striped highlightOnHover withTableBorder captionSide="top">
        <Table.Caption>{t('web-transport:list.caption')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col" w={40}>
              <Checkbox
                aria-label={t('web-transport:list.selectAllOnPage')}
                checked={selectedShown > 0 && selectedShown === assignable.length}
                indeterminate={selectedShown > 0 && selectedShown < assignable.length}
                disabled={assignable.length === 0}
                onChange={(event) => onSelect(assignable, event.currentTarget.checked)}
              />
            </Table.Th>
            <Table.Th scope="col">{t('web-transport:columns.date')}</Table.Th>
            {COLUMNS.map((key) => (
              <Table.Th key={key} scope="col">
                {t(`web-transport:columns.${key}`)}
              </Table.Th>
            ))}
            <Table.Th scope="col" style={END}>
              {t('web-transport:columns.weight')}
            </Table.Th>
            <Table.Th scope="col" style={END}>
              {t('web-transport:columns.waybill')}
            </Table.Th>
            <Table.Th scope="col">{t('web-transport:columns.adr')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => {
            const name = t('web-transport:list.taskName', { date: format.day(row.date), route: routeOf(row) });
            return (
              <Table.Tr key={row.id}>
                <Table.Td>
                  {isAssignable(row.state) && (
                    <Checkbox
                      aria-label={t('web-transport:list.select', { name })}
                      checked={selected.has(row.id)}
                      onChange={(event) => onSelect([row.id], event.currentTarget.checked)}
                    />
                  )}
                </Table.Td>
                <Table.Th scope="row" fw={400} style={{ whiteSpace: 'nowrap' }}>
                  <Anchor
                    component={Link}
                    to={transportTaskPath(row.id)}
                    aria-label={t('web-transport:list.open', { name })}
                  >
                    {format.day(row.date)}
                  </Anchor>
                </Table.Th>
                <Table.Td>
                  <TransportStateBadge state={row.state} />
                </Table.Td>
                <Table.Td>{row.reference || '–'}</Table.Td>
                <Table.Td>{routeOf(row)}</Table.Td>
                <Table.Td>{row.customerName ?? '–'}</Table.Td>
                <Table.Td>{row.driverName ?? '–'}</Table.Td>
                <Table.Td>{row.vehicleRegisterNumber ?? '–'}</Table.Td>
                <Table.Td style={END}>{format.weight(row.weightKg)}</Table.Td>
                <Table.Td style={END}>{row.waybillNumber ?? '–'}</Table.Td>
                <Table.Td>
                  {row.dangerous ? (
                    <Text span fw={700} c="orange.9" style={{ whiteSpace: 'nowrap' }}>
                      <Icon name="warning" size={16} style={{ verticalAlign: 'text-bottom' }} /> ADR
                    </Text>
                  ) : (
                    <VisuallyHidden>{t('web-transport:list.noAdr')}</VisuallyHidden>
                  )}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}
