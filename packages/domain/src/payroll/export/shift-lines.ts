import { apportionHundredths } from './apportion';
import type { LineFields } from './make-line';
import type { PayrollLine } from './payroll-line';
import { ALLOWANCE_KINDS, HOUR_KINDS, type AllowanceKind, type HourKind, type ShiftDay } from './shift-days';

/** Milliseconds in a hundredth of an hour. */
const HUNDREDTH_MS = 36_000;

/**
 * The 'shifts' category's day lines of one driver: per local date, one line per kind with a
 * non-zero quantity. Hours are rounded once over the range (2 decimals, half up, as the summary
 * does) and that figure is split over the days by largest remainder, so the day lines of a kind
 * add up to the summary's figure exactly. Allowances are whole shifts, one piece each.
 */
export function shiftLines(
  days: readonly ShiftDay[],
  totals: ReadonlyMap<HourKind | AllowanceKind, number>,
  make: (fields: LineFields) => PayrollLine,
): PayrollLine[] {
  const lines: PayrollLine[] = [];
  const line = (day: ShiftDay, kind: HourKind | AllowanceKind, quantity: number, unit: PayrollLine['unit']) =>
    lines.push(
      make({
        category: 'shifts',
        kind,
        workType: null,
        date: day.date,
        endDate: day.date,
        quantity,
        unit,
        vehicleCode: day.vehicleCode,
      }),
    );

  for (const kind of HOUR_KINDS) {
    const total = totals.get(kind) ?? 0;
    if (total === 0) continue;
    const hundredths = apportionHundredths(
      days.map((day) => (day.amounts.get(kind) ?? 0) / HUNDREDTH_MS),
      Math.round(total / HUNDREDTH_MS),
    );
    days.forEach((day, index) => {
      const value = hundredths[index] ?? 0;
      if (value !== 0) line(day, kind, value / 100, 'hours');
    });
  }
  for (const kind of ALLOWANCE_KINDS) {
    for (const day of days) {
      const count = day.amounts.get(kind) ?? 0;
      if (count !== 0) line(day, kind, count, 'pieces');
    }
  }
  return lines;
}
