import type { AllowanceDefaults, WageDefaults } from '../../calculations/wage-defaults';
import { finnishHolidayCalendar, type HolidayCalendar } from '../finnish-holidays';
import { UNPAID_BREAKS } from '../paid-hours';
import { DEFAULT_WORK_TIME_WINDOWS, type WorkTimeWindows } from '../time-windows';
import { absenceLines } from './absence-lines';
import { codeBook } from './line-pricing';
import { lineMaker } from './make-line';
import { PAYROLL_LINES, type PayrollCategory } from './payroll-export.schemas';
import type { PayrollCode, PayrollDriverInput, PayrollLine } from './payroll-line';
import { periodLines, type PayPeriodSummary } from './period-lines';
export type { PayPeriodSummary, PeriodFigures } from './period-lines';
import { shiftDays } from './shift-days';
import { shiftLines } from './shift-lines';

export interface PayrollLinesInput {
  /** The range, local dates inclusive, in `timeZone`. */
  from: string;
  to: string;
  timeZone: string;
  /** A running event counts up to now (UTC milliseconds). */
  now: number;
  drivers: readonly PayrollDriverInput[];
  codes: readonly PayrollCode[];
  categories: readonly PayrollCategory[];
  /**
   * The pay periods wholly inside the range, each with its payroll summary's rows: overtime and
   * the guaranteed top-up are counted per period, and exported as the summary gives them.
   */
  payPeriods: readonly PayPeriodSummary[];
  /** The organisation's wage fractions (only the supplements are read). */
  wages: WageDefaults;
  allowanceAmounts: AllowanceDefaults;
  windows?: WorkTimeWindows;
  calendar?: HolidayCalendar;
}

const kindOrder = new Map<string, number>(PAYROLL_LINES.map((kind, index) => [kind, index]));
const collator = new Intl.Collator('fi');
const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Within a driver: date, then the order of PAYROLL_LINES (absences after, by type), then end date. */
function compareDriverLines(a: PayrollLine, b: PayrollLine): number {
  return (
    compareText(a.date, b.date) ||
    (kindOrder.get(a.kind ?? '') ?? PAYROLL_LINES.length) - (kindOrder.get(b.kind ?? '') ?? PAYROLL_LINES.length) ||
    (a.workType ?? 0) - (b.workType ?? 0) ||
    compareText(a.endDate, b.endDate)
  );
}

/**
 * The lines of a payroll export (issue 12) for the range: only approved shifts and absences
 * count (spec section 4). 'shifts' gives per driver and local start date the paid, evening,
 * night, Sunday and bonus hours and the daily allowances, and per pay period of `payPeriods`
 * the overtime and the guaranteed top-up of the period's payroll summary row; 'contracts',
 * 'vacations' and 'leaves' give one line per absence by its kind, on its working days. Per
 * driver and kind the lines add up to the figure the payroll summary shows for the range, each
 * rounded once to 2 decimals. Each line carries the payroll code of what it pays ('' when none)
 * and its unit price.
 *
 * @computation
 */
export function payrollLines(input: PayrollLinesInput): { lines: PayrollLine[] } {
  const windows = input.windows ?? DEFAULT_WORK_TIME_WINDOWS;
  const calendar = input.calendar ?? finnishHolidayCalendar;
  const categories = new Set(input.categories);
  const periods = input.payPeriods
    .filter((period) => period.from >= input.from && period.to <= input.to)
    .map((period) => ({
      from: period.from,
      to: period.to,
      rows: new Map(period.rows.map((row) => [row.driverId, row])),
    }));
  const pricing = { codes: codeBook(input.codes), wages: input.wages, allowanceAmounts: input.allowanceAmounts };
  const context = { from: input.from, to: input.to, timeZone: input.timeZone, now: input.now, windows, calendar };
  // Drivers by name once (the collator is slow next to the rest), then each driver's few lines by date and kind.
  const drivers = [...input.drivers].sort(
    (a, b) => collator.compare(a.driver.name, b.driver.name) || compareText(a.driver.id, b.driver.id),
  );
  const lines: PayrollLine[] = [];
  for (const driverInput of drivers) {
    const make = lineMaker(driverInput.driver, pricing);
    const own: PayrollLine[] = [];
    if (categories.has('shifts')) {
      const days = shiftDays(driverInput.shifts, driverInput.group ?? UNPAID_BREAKS, context);
      own.push(...shiftLines(days.days, days.totals, make), ...periodLines(driverInput.driver.id, periods, days, make));
    }
    own.push(
      ...absenceLines(driverInput.absences, { from: input.from, to: input.to, calendar }, make).filter((line) =>
        categories.has(line.category),
      ),
    );
    for (const line of own.sort(compareDriverLines)) lines.push(line);
  }
  return { lines };
}
