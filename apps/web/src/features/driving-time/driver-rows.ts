import type { DrivingTimeDrivers, Language, Severity } from '@rahti/domain';
import { drivingLeft, drivingSoFar, severityCounts, severityWeight } from './driving-figures';

/** One driver as the table and the CSV show them; figures in whole minutes. */
export interface DriverRow {
  driverId: string;
  name: string;
  employeeNumber: string;
  week: number;
  fortnight: number;
  left: number;
  untilBreak: number;
  counts: Record<Severity, number>;
  /** Orders by the worst infringements first (driving-figures severityWeight). */
  infringementWeight: number;
}

export const SORT_KEYS = [
  'name',
  'employeeNumber',
  'week',
  'fortnight',
  'left',
  'untilBreak',
  'infringements',
] as const;
export type SortKey = (typeof SORT_KEYS)[number];

/** The server's answer as rows, "this week" counted from `now`. */
export function driverRows(drivers: DrivingTimeDrivers, now: number): DriverRow[] {
  return drivers.map((driver) => {
    const soFar = drivingSoFar(driver, now);
    return {
      driverId: driver.driverId,
      name: driver.name,
      employeeNumber: driver.employeeNumber,
      week: soFar.week,
      fortnight: soFar.fortnight,
      left: drivingLeft(driver.remaining),
      untilBreak: driver.remaining.untilBreakMinutes,
      counts: severityCounts(driver.infringements),
      infringementWeight: severityWeight(driver.infringements),
    };
  });
}

const sortValue = (row: DriverRow, key: SortKey): string | number =>
  key === 'infringements' ? row.infringementWeight : row[key];

/** The rows in one column's order: numbers by size, text in the language's alphabetical order, ties by name. */
export function sortDriverRows(
  rows: readonly DriverRow[],
  key: SortKey,
  direction: 'asc' | 'desc',
  language: Language,
): DriverRow[] {
  const collator = new Intl.Collator(language);
  const sign = direction === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const x = sortValue(a, key);
    const y = sortValue(b, key);
    const order = typeof x === 'number' && typeof y === 'number' ? x - y : collator.compare(String(x), String(y));
    return sign * order || collator.compare(a.name, b.name);
  });
}
