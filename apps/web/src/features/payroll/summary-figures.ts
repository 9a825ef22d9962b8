import { formatMoney, type Currency, type Language, type PayrollSummaryRow } from '@rahti/domain';
import type { ColumnKind, SummaryColumn } from './summary-columns';

/**
 * To 2 decimals, half up. The server rounds each row once (issue 12); a sum of rounded rows
 * can carry binary noise (0.1 + 0.2), which this takes off before it is shown or written.
 */
export const roundToCents = (value: number): number =>
  Math.round((value + Number.EPSILON * Math.sign(value)) * 100) / 100;

/** Each numeric column's sum over the rows (hours and money to 2 decimals); text columns have none. */
export function columnTotals(
  columns: readonly SummaryColumn[],
  rows: readonly PayrollSummaryRow[],
): Map<string, number> {
  const totals = new Map<string, number>();
  for (const column of columns) {
    if (column.kind === 'text') continue;
    const sum = rows.reduce((total, row) => total + Number(column.value(row)), 0);
    totals.set(column.id, column.kind === 'count' ? sum : roundToCents(sum));
  }
  return totals;
}

/** Figures in the UI language: hours with 2 decimals, days with up to 2 (0.5, 5), counts whole, money in the organisation's currency. */
export function figureFormatter(
  language: Language,
  currency: Currency,
): (kind: ColumnKind, value: string | number) => string {
  const hours = new Intl.NumberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const days = new Intl.NumberFormat(language, { maximumFractionDigits: 2 });
  const count = new Intl.NumberFormat(language, { maximumFractionDigits: 0 });
  return (kind, value) => {
    if (typeof value === 'string') return value;
    if (kind === 'money') return formatMoney(value, currency, language);
    if (kind === 'days') return days.format(value);
    return kind === 'count' ? count.format(value) : hours.format(value);
  };
}

/** The rows in the order of one column: numbers by size, text in the language's alphabetical order. */
export function sortRows(
  rows: readonly PayrollSummaryRow[],
  column: SummaryColumn | undefined,
  direction: 'asc' | 'desc',
  language: Language,
): PayrollSummaryRow[] {
  if (!column) return [...rows];
  const collator = new Intl.Collator(language);
  const sign = direction === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const x = column.value(a);
    const y = column.value(b);
    const order = typeof x === 'number' && typeof y === 'number' ? x - y : collator.compare(String(x), String(y));
    return sign * order;
  });
}
