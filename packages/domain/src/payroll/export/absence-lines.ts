import { earlierDate, laterDate } from '../calendar-dates';
import type { HolidayCalendar } from '../finnish-holidays';
import { roundedHours } from '../periods';
import { absenceDaysIn } from '../working-days';
import type { LineFields } from './make-line';
import type { PayrollCategory } from './payroll-export.schemas';
import type { PayrollDriverInput, PayrollLine } from './payroll-line';

/** The export category of an absence by its kind: contract work, vacations, and every other absence as leave. */
export function absenceCategory(kind: string): PayrollCategory {
  return kind === 'contract' ? 'contracts' : kind === 'vacation' ? 'vacations' : 'leaves';
}

/**
 * One line per approved absence, clipped to the range: from its first to its last day in the
 * range, counted on the working days inside them as the payroll summary counts it — whole-day
 * absences in days, hour-based ones in hours (their hours × those days, rounded once to 2
 * decimals). An absence with no working day in the range (a weekend) has no line.
 */
export function absenceLines(
  absences: PayrollDriverInput['absences'],
  range: { from: string; to: string; calendar: HolidayCalendar },
  make: (fields: LineFields) => PayrollLine,
): PayrollLine[] {
  const { from, to, calendar } = range;
  const lines: PayrollLine[] = [];
  for (const absence of absences) {
    if (absence.approval !== 'approved' || absence.startDate > to || absence.endDate < from) continue;
    const date = laterDate(absence.startDate, from);
    const endDate = earlierDate(absence.endDate, to);
    const { workingDays } = absenceDaysIn(absence, from, to, calendar);
    const hourBased = absence.hours !== null;
    const quantity = absence.hours === null ? workingDays : roundedHours(absence.hours * workingDays * 3_600_000);
    if (quantity === 0) continue;
    lines.push(
      make({
        category: absenceCategory(absence.kind),
        kind: null,
        workType: absence.workType,
        date,
        endDate,
        quantity,
        unit: hourBased ? 'hours' : 'days',
        vehicleCode: '',
      }),
    );
  }
  return lines;
}
