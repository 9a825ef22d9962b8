import type { ReportColumn, ReportDefinition, ReportRow } from '@rahti/domain';
import type { AppContext } from '../platform/app-context';
import type { AuthContext } from '../http/access';

/** What a report kind computes: its columns, its rows, and the columns a total makes no sense for. */
export interface ReportBody {
  columns: ReportColumn[];
  rows: ReportRow[];
  /** Rates and percentages: their total is not a sum. */
  notSummed?: string[];
}

/**
 * One report kind: reads through the existing services (each reads in its own tenant
 * transaction and computes after it commits), then shapes their answers into rows.
 */
export type ReportSource = (context: AppContext, auth: AuthContext, report: ReportDefinition) => Promise<ReportBody>;

/** A column of the `reports` catalogue's `columns.<key>` label. */
export const column = (key: string, type: ReportColumn['type']): ReportColumn => ({
  key,
  labelKey: `columns.${key}`,
  type,
});

/** Rows in the order a reader looks them up: by their first column's text. */
export function sortedBy<T>(rows: T[], text: (row: T) => string, language: string): T[] {
  return rows.sort((a, b) => text(a).localeCompare(text(b), language));
}

/** The calendar months 'YYYY-MM' that local dates from–to touch. */
export function monthsBetween(from: string, to: string): string[] {
  const months: string[] = [];
  let [year, month] = from.slice(0, 7).split('-').map(Number) as [number, number];
  const last = to.slice(0, 7);
  for (;;) {
    const key = `${year}-${String(month).padStart(2, '0')}`;
    if (key > last) return months;
    months.push(key);
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
  }
}
