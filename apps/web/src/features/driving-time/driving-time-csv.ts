import type { TFunction } from 'i18next';
import { SEVERITIES, writeCsv } from '@rahti/domain';
import type { DriverRow } from './driver-rows';
import { minutesAsHours } from './driving-figures';

/**
 * The list as shown, as a CSV file (the shared writer: semicolons, byte-order mark, formula guard):
 * hours to two decimals, then a count per severity. Finnish and Swedish files get a decimal comma.
 */
export function drivingTimeCsv(rows: readonly DriverRow[], t: TFunction, decimalComma: boolean): string {
  const header = [
    t('web-driving-time:columns.name'),
    t('web-driving-time:columns.employeeNumber'),
    t('web-driving-time:csvColumns.week'),
    t('web-driving-time:csvColumns.fortnight'),
    t('web-driving-time:csvColumns.left'),
    t('web-driving-time:csvColumns.untilBreak'),
    ...SEVERITIES.map((severity) => t(`web-driving-time:severities.${severity}`)),
  ];
  const lines = rows.map((row) => [
    row.name,
    row.employeeNumber,
    ...[row.week, row.fortnight, row.left, row.untilBreak].map(minutesAsHours),
    ...SEVERITIES.map((severity) => row.counts[severity]),
  ]);
  return writeCsv(header, lines, { decimalComma });
}

/** driving-time-<today>.csv, the organisation's date as YYYY-MM-DD so files sort by day. */
export const drivingTimeCsvFileName = (today: string) => `driving-time-${today}.csv`;
