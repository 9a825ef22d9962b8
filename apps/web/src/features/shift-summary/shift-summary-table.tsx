import { Anchor, Badge, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatNumber, type ShiftSummaryRow } from '@rahti/domain';
import { SortableHeader, type SortState } from '../../components/ui/sortable-header';
import { TableScroll } from '../../components/ui/table-scroll';
import { useLanguage } from '../../lib/use-language';
import { summaryTexts } from './summary-cells';

const HOUR_COLUMNS = [
  'hours',
  'eveningHours',
  'nightHours',
  'sundayHours',
  'overtime50Hours',
  'overtime100Hours',
  'guaranteedTopUpHours',
] as const;
type SortKey = 'name' | 'employeeNumber' | 'shiftCount' | (typeof HOUR_COLUMNS)[number] | 'notApproved';
/** The export namespace's header for each hour column, so the table and the file name them alike. */
const HOUR_LABELS: Record<(typeof HOUR_COLUMNS)[number], string> = {
  hours: 'hours',
  eveningHours: 'evening',
  nightHours: 'night',
  sundayHours: 'sunday',
  overtime50Hours: 'overtime50',
  overtime100Hours: 'overtime100',
  guaranteedTopUpHours: 'guaranteedTopUp',
};

const notApprovedCount = (row: ShiftSummaryRow) => row.notApproved.shifts + row.notApproved.absences;
const sortValue = (row: ShiftSummaryRow, key: SortKey): string | number =>
  key === 'notApproved' ? notApprovedCount(row) : row[key];

interface ShiftSummaryTableProps {
  rows: readonly ShiftSummaryRow[];
  range: { from: string; to: string };
}

/** One row per driver; sorted here, on the rows loaded; items not yet approved flagged with a link to the timesheet. */
export function ShiftSummaryTable({ rows, range }: ShiftSummaryTableProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const [sort, setSort] = useState<SortState<SortKey>>({ key: 'name', direction: 'asc' });
  const hours = (value: number) => formatNumber(value, language, { minimumFractionDigits: 2 });
  const collator = new Intl.Collator(language);
  const sorted = [...rows].sort((a, b) => {
    const x = sortValue(a, sort.key);
    const y = sortValue(b, sort.key);
    const order = typeof x === 'number' && typeof y === 'number' ? x - y : collator.compare(String(x), String(y));
    return sort.direction === 'asc' ? order : -order;
  });
  const header = (key: SortKey, label: string, numeric = true) => (
    <SortableHeader column={key} label={label} sort={sort} onSort={setSort} numeric={numeric} />
  );
  const caption = t('web-shift-summary:table.caption', {
    from: range.from.split('-').reverse().join('.'),
    to: range.to.split('-').reverse().join('.'),
  });

  return (
    <TableScroll label={caption} minWidth={1400}>
      <Table striped highlightOnHover withTableBorder captionSide="top">
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            {header('name', t('shift-summary-export:driver'), false)}
            {header('employeeNumber', t('shift-summary-export:employeeNumber'), false)}
            {header('shiftCount', t('web-shift-summary:table.shifts'))}
            {HOUR_COLUMNS.map((key) => (
              <SortableHeader
                key={key}
                column={key}
                label={t(`shift-summary-export:${HOUR_LABELS[key]}`)}
                sort={sort}
                onSort={setSort}
                numeric
              />
            ))}
            <Table.Th scope="col">{t('web-shift-summary:table.absences')}</Table.Th>
            <Table.Th scope="col">{t('web-shift-summary:table.allowances')}</Table.Th>
            <Table.Th scope="col">{t('web-shift-summary:table.bonuses')}</Table.Th>
            <Table.Th scope="col">{t('web-shift-summary:table.instances')}</Table.Th>
            {header('notApproved', t('web-shift-summary:table.notApproved'), false)}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {sorted.map((row) => {
            const texts = summaryTexts(row, t, hours);
            const pending = notApprovedCount(row);
            return (
              <Table.Tr key={row.driverId}>
                <Table.Th scope="row">{row.name}</Table.Th>
                <Table.Td>{row.employeeNumber}</Table.Td>
                <Table.Td ta="end">{row.shiftCount}</Table.Td>
                {HOUR_COLUMNS.map((key) => (
                  <Table.Td key={key} ta="end">
                    {hours(row[key])}
                  </Table.Td>
                ))}
                <Table.Td>{texts.absences}</Table.Td>
                <Table.Td>{texts.allowances}</Table.Td>
                <Table.Td>{texts.bonuses}</Table.Td>
                <Table.Td>
                  <Text size="xs">{texts.instances}</Text>
                </Table.Td>
                <Table.Td>
                  {pending > 0 ? (
                    <Anchor
                      component={Link}
                      to={`/timesheet?${new URLSearchParams({ driverId: row.driverId, from: range.from, to: range.to }).toString()}`}
                    >
                      <Badge color="orange.3" c="dark.9" variant="filled" style={{ cursor: 'pointer' }}>
                        {t('web-shift-summary:table.notApprovedCount', {
                          count: pending,
                          shifts: row.notApproved.shifts,
                          absences: row.notApproved.absences,
                        })}
                      </Badge>
                    </Anchor>
                  ) : (
                    <Text size="sm" c="dimmed">
                      {t('web-shift-summary:table.allApproved')}
                    </Text>
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
