import type { PayrollSummaryRow } from '../payroll-summary.schemas';
import type { LineFields } from './make-line';
import type { PayrollLineKind } from './payroll-export.schemas';
import type { PayrollLine } from './payroll-line';
import type { DriverShiftDays } from './shift-days';

/** What an export takes from a driver's payroll summary row: the figures counted per pay period. */
export type PeriodFigures = Pick<
  PayrollSummaryRow,
  'driverId' | 'overtime50Hours' | 'overtime100Hours' | 'guaranteedTopUpHours'
>;

/**
 * A pay period wholly inside the export's range, with its payroll summary's rows (the same
 * computation as GET /api/payroll/summary): a driver without a row is paid nothing for the period.
 */
export interface PayPeriodSummary {
  from: string;
  to: string;
  rows: readonly PeriodFigures[];
}

const PERIOD_KINDS = [
  ['overtime50', 'overtime50Hours'],
  ['overtime100', 'overtime100Hours'],
  ['guaranteedTopUp', 'guaranteedTopUpHours'],
] as const satisfies readonly (readonly [PayrollLineKind, keyof PeriodFigures])[];

/**
 * Overtime 50 %, overtime 100 % and the guaranteed top-up of one driver for each pay period
 * (interpretation.md, "Payroll rules": counted per pay period, never per day), exactly as the
 * period's payroll summary row gives them: the summary and the export are one computation, so a
 * driver the summary does not list (nothing approved) gets no top-up. One line per non-zero
 * figure, dated the period's last day.
 */
export function periodLines(
  driverId: string,
  periods: readonly { from: string; to: string; rows: ReadonlyMap<string, PeriodFigures> }[],
  shiftDays: DriverShiftDays,
  make: (fields: LineFields) => PayrollLine,
): PayrollLine[] {
  const lines: PayrollLine[] = [];
  for (const period of periods) {
    const row = period.rows.get(driverId);
    if (!row) continue;
    const vehicleCode = shiftDays.days.find((day) => day.date === period.to)?.vehicleCode ?? '';
    for (const [kind, field] of PERIOD_KINDS) {
      const quantity = row[field];
      if (quantity !== 0)
        lines.push(
          make({
            category: 'shifts',
            kind,
            workType: null,
            date: period.to,
            endDate: period.to,
            quantity,
            unit: 'hours',
            vehicleCode,
          }),
        );
    }
  }
  return lines;
}
