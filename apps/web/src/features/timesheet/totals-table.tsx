import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { durationHours, formatNumber, minutesToMs, workTypeKey } from '@rahti/domain';
import { useLanguage } from '../../lib/use-language';
import type { Totals } from './period-totals';

/** Exact minutes as hours with two decimals in the UI language ("8.50", "8,50"): the shown whole minutes in hours, as everywhere. */
export function useHoursText() {
  const { language } = useLanguage();
  return (minutes: number) => formatNumber(durationHours(minutesToMs(minutes)), language, { minimumFractionDigits: 2 });
}

/** Hours by work type and in all, as a table named by `caption`. */
export function TotalsTable({ totals, caption }: { totals: Totals; caption: string }) {
  const { t } = useTranslation();
  const hours = useHoursText();
  return (
    <Table withTableBorder w="auto" fz="sm">
      <Table.Caption>{caption}</Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('web-timesheet:events.workType')}</Table.Th>
          <Table.Th ta="right">{t('web-timesheet:totals.hours')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {[...totals.byWorkType].map(([workType, minutes]) => (
          <Table.Tr key={workType}>
            <Table.Th scope="row" fw="normal">
              {t(workTypeKey(workType))}
            </Table.Th>
            <Table.Td ta="right">{hours(minutes)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
      <Table.Tfoot>
        <Table.Tr>
          <Table.Th scope="row">{t('web-timesheet:totals.total')}</Table.Th>
          <Table.Th ta="right">{hours(totals.totalMinutes)}</Table.Th>
        </Table.Tr>
      </Table.Tfoot>
    </Table>
  );
}
