import { z } from 'zod';
import { sumMoney } from '../money/money';

/**
 * A computed report (issue 27): one model that the page previews and the CSV, XLSX and PDF
 * renderers write, so the four cannot disagree. Cells are numbers in the column's unit (money
 * in euros already rounded to cents, minutes as integers, km to 0.1), text, a local date, or
 * nothing.
 */
export const REPORT_COLUMN_TYPES = ['text', 'number', 'money', 'minutes', 'km', 'date'] as const;
export type ReportColumnType = (typeof REPORT_COLUMN_TYPES)[number];

export const reportColumnSchema = z.object({
  key: z.string(),
  /** An i18n key in the `reports` namespace. */
  labelKey: z.string(),
  type: z.enum(REPORT_COLUMN_TYPES),
});
export type ReportColumn = z.output<typeof reportColumnSchema>;

export const reportCellSchema = z.union([z.string(), z.number(), z.null()]);
export type ReportCell = z.output<typeof reportCellSchema>;
export type ReportRow = Record<string, ReportCell>;

export const reportTableSchema = z.object({
  kind: z.string(),
  grouping: z.string(),
  from: z.string(),
  to: z.string(),
  columns: z.array(reportColumnSchema),
  rows: z.array(z.record(z.string(), reportCellSchema)),
  totals: z.record(z.string(), reportCellSchema),
});
export type ReportTable = z.output<typeof reportTableSchema>;

/** Columns whose cells add up to a total; text, dates and rates (a per-km cost) do not. */
const SUMMED: ReadonlySet<ReportColumnType> = new Set(['number', 'money', 'minutes', 'km']);

/**
 * The totals row: each summable column's sum of the rows as shown (rounded rows summed, so the
 * total is what a reader adds up); money summed as decimals, km to 0.1, numbers to 0.01.
 * `notSummed` keys (rates, percentages) stay empty.
 *
 * @computation
 */
export function totalsOf(
  columns: readonly ReportColumn[],
  rows: readonly ReportRow[],
  notSummed: readonly string[] = [],
): ReportRow {
  const totals: ReportRow = {};
  for (const column of columns) {
    if (!SUMMED.has(column.type) || notSummed.includes(column.key)) {
      totals[column.key] = null;
      continue;
    }
    const values = rows.map((row) => row[column.key]).filter((value): value is number => typeof value === 'number');
    if (column.type === 'money') totals[column.key] = sumMoney(values);
    else if (column.type === 'minutes') totals[column.key] = values.reduce((sum, value) => sum + value, 0);
    else {
      const places = column.type === 'km' ? 10 : 100;
      totals[column.key] = Math.round(values.reduce((sum, value) => sum + Math.round(value * places), 0)) / places;
    }
  }
  return totals;
}

/** Hours as whole minutes (the summaries round hours to 0.01; 7.75 h is 465 min). */
export function minutesOfHours(hours: number): number {
  return Math.round(hours * 60);
}
