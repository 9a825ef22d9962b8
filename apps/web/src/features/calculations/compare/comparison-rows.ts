import { YEARLY_ITEM_KEYS, type CalculationFigures } from '../print/calculation-figures';

export type RowFormat = 'money' | 'percent';

export interface ComparisonRow {
  key: string;
  labelKey: string;
  format: RowFormat;
  values: number[];
  /** Costs: the lowest value is marked, as the cheaper choice. */
  marksLowest?: boolean;
  /** Starts a group of rows under its own heading. */
  groupKey?: string;
}

/** The figures side by side, one row per measure; yearly cost items only when some calculation has them. */
export function comparisonRows(figures: readonly CalculationFigures[]): ComparisonRow[] {
  const row = (
    key: string,
    labelKey: string,
    value: (f: CalculationFigures) => number,
    extra: Partial<ComparisonRow> = {},
  ): ComparisonRow => ({
    key,
    labelKey,
    format: 'money',
    values: figures.map(value),
    ...extra,
  });
  const itemAmount = (f: CalculationFigures, key: string) =>
    f.yearlyItems.find((item) => item.key === key)?.amount ?? 0;
  const items = YEARLY_ITEM_KEYS.filter((key) => figures.some((f) => itemAmount(f, key) !== 0));
  return [
    row('costPerHour', 'web-calculations:compare.costPerHour', (f) => f.rates.costPerHour, { marksLowest: true }),
    row('costPerKm', 'web-calculations:compare.costPerKm', (f) => f.rates.costPerKm, { marksLowest: true }),
    ...items.map((key, index) =>
      row(
        key,
        `web-calculations:costItems.${key}`,
        (f) => itemAmount(f, key),
        index === 0 ? { groupKey: 'web-calculations:compare.yearlyCosts' } : {},
      ),
    ),
    row('yearlyTotal', 'web-calculations:compare.yearlyTotal', (f) => f.costs.yearly.totalPerYear, {
      marksLowest: true,
    }),
    row('targetMargin', 'web-calculations:compare.targetMargin', (f) => f.targetMarginPercent, { format: 'percent' }),
    row('pricePerHour', 'web-calculations:compare.pricePerHour', (f) => f.pricePerHour),
    row('pricePerKm', 'web-calculations:compare.pricePerKm', (f) => f.pricePerKm),
    row('yearlyRevenue', 'web-calculations:compare.yearlyRevenue', (f) => f.yearAtTarget.revenue),
    row('yearlyProfit', 'web-calculations:compare.yearlyProfit', (f) => f.yearAtTarget.profit),
  ];
}

/** Index of the single lowest value, or -1 when the lowest is shared (no winner to mark). */
export function lowestIndex(values: readonly number[]): number {
  const min = Math.min(...values);
  const at = values.flatMap((value, index) => (value === min ? [index] : []));
  return at.length === 1 ? (at[0] ?? -1) : -1;
}
