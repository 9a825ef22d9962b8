import { BONUS_TYPES, type BonusType } from '../calculations/enumerations';
import { finnishHolidayCalendar, type HolidayCalendar } from '../payroll/finnish-holidays';
import { periodHours, periodReductionHours, type PeriodHours } from '../payroll/overtime';
import { intervalsMs, paidIntervals, UNPAID_BREAKS } from '../payroll/paid-hours';
import { belongsToPeriod } from '../payroll/periods';
import { DEFAULT_WORK_TIME_WINDOWS, windowMs as windowMsOf } from '../payroll/time-windows';
import { absenceDaysIn } from '../payroll/working-days';
import type { PaidBreakType } from '../driver-groups/driver-group-rules';
import type { WorkTimeWindows } from '../payroll/time-windows';
import type { Employment } from '../payroll/working-days';
import type { Absence } from './absence.schemas';
import type { Shift } from './shift.schemas';
import {
  SUMMARY_ALLOWANCE_TYPES,
  SUMMARY_INSTANCE_KEYS,
  SUMMARY_INSTANCE_TYPES,
  type SummaryInstanceType,
} from './shift-summary.schemas';

const zeros = <K extends string>(keys: readonly K[]) =>
  Object.fromEntries(keys.map((key) => [key, 0])) as Record<K, number>;

export interface SummaryGroup {
  standardWorkingHours: number;
  guaranteedHours: number;
  paidBreakType: PaidBreakType;
  paidBreakLimitMinutes: number | null;
}

export interface ShiftSummaryInput {
  driver: { id: string; name: string; employeeNumber: string; driverGroupId: string | null };
  /** Null for a driver without a group: breaks unpaid, no standard hours, so no overtime. */
  group: SummaryGroup | null;
  /** The period, local dates inclusive, in `timeZone`. */
  from: string;
  to: string;
  timeZone: string;
  /** The driver's shifts; those starting outside the period are left out here. */
  shifts: readonly Pick<Shift, 'start' | 'approval' | 'events' | 'bonuses' | 'dailyAllowance'>[];
  absences: readonly Pick<Absence, 'workType' | 'startDate' | 'endDate' | 'hours' | 'approval'>[];
  /** A running event counts up to now. */
  now: number;
  /** The driver's employment: working days of the period outside it lower the standard and guaranteed hours. None: employed throughout. */
  employment?: Employment | null;
  windows?: WorkTimeWindows;
  calendar?: HolidayCalendar;
}

/** A driver's period, unrounded: the shift summary and the payroll summary round it their own way. */
export interface SummaryTotals {
  shiftCount: number;
  paidMs: number;
  windowMs: { evening: number; night: number; sunday: number };
  bonusMs: Record<BonusType, number>;
  /** Shifts per daily allowance type '1'–'6'. */
  allowances: Record<(typeof SUMMARY_ALLOWANCE_TYPES)[number], number>;
  instances: Record<SummaryInstanceType, number>;
  /** Events per work type number. */
  eventCounts: Map<number, number>;
  /** Per absence type: the working days of whole-day absences, the hours of hour-based ones, and the calendar days of both. */
  absences: Map<number, AbsenceTotal>;
  /** Null for a driver without a group. */
  period: PeriodHours | null;
  notApproved: { shifts: number; absences: number };
}

/** One absence type's days in a period, unrounded. */
export interface AbsenceTotal {
  /** Working days (Monday–Friday, not public holidays) of whole-day absences: the days that lower the standard hours. */
  days: number;
  /** Hour-based absences: their hours on each working day they cover. */
  hours: number;
  /** Every calendar day the absences cover, whole-day and hour-based alike. */
  calendarDays: number;
}

/**
 * Per absence type, what the absences cover of the period `from`–`to`, counted on the
 * organisation's working days as the standard hours are lowered (interpretation.md, "Payroll
 * rules"): a Monday–Sunday sick week is 5 days, not 7; the calendar days are given beside them.
 *
 * @computation
 */
export function absenceTotals(
  absences: readonly Pick<ShiftSummaryInput['absences'][number], 'workType' | 'startDate' | 'endDate' | 'hours'>[],
  from: string,
  to: string,
  calendar: HolidayCalendar = finnishHolidayCalendar,
): SummaryTotals['absences'] {
  const byType = new Map<number, AbsenceTotal>();
  for (const absence of absences) {
    const { workingDays, calendarDays } = absenceDaysIn(absence, from, to, calendar);
    const entry = byType.get(absence.workType) ?? { days: 0, hours: 0, calendarDays: 0 };
    if (absence.hours === null) entry.days += workingDays;
    else entry.hours += absence.hours * workingDays;
    entry.calendarDays += calendarDays;
    byType.set(absence.workType, entry);
  }
  return byType;
}

/**
 * The sums behind one driver's summary row. Only approved shifts and absences count (spec
 * section 4); the others are counted apart so the page can point to them.
 *
 * @computation
 */
export function summaryTotals(input: ShiftSummaryInput): SummaryTotals {
  const { from, to, timeZone } = input;
  const windows = input.windows ?? DEFAULT_WORK_TIME_WINDOWS;
  const calendar = input.calendar ?? finnishHolidayCalendar;
  const breakRule = input.group ?? UNPAID_BREAKS;

  const shifts = input.shifts.filter((shift) => belongsToPeriod(Date.parse(shift.start), from, to, timeZone));
  const absences = input.absences.filter((absence) => absence.startDate <= to && absence.endDate >= from);
  const approvedShifts = shifts.filter((shift) => shift.approval === 'approved');
  const approvedAbsences = absences.filter((absence) => absence.approval === 'approved');

  let paidMs = 0;
  const windowMs = { evening: 0, night: 0, sunday: 0 };
  const bonusMs = zeros(BONUS_TYPES);
  const allowances = zeros(SUMMARY_ALLOWANCE_TYPES);
  const instances = zeros(SUMMARY_INSTANCE_KEYS);
  const eventCounts = new Map<number, number>();
  for (const shift of approvedShifts) {
    const events = shift.events.map((event) => ({
      workType: event.workType,
      start: Date.parse(event.start),
      end: event.end === null ? input.now : Date.parse(event.end),
    }));
    const intervals = paidIntervals(events, breakRule);
    const shiftPaidMs = intervalsMs(intervals);
    paidMs += shiftPaidMs;
    const inWindows = windowMsOf(intervals, timeZone, windows, calendar);
    windowMs.evening += inWindows.evening;
    windowMs.night += inWindows.night;
    windowMs.sunday += inWindows.sunday;
    for (const bonus of shift.bonuses)
      bonusMs[bonus.type] += bonus.hours === null ? shiftPaidMs : bonus.hours * 3_600_000;
    const allowance = String(shift.dailyAllowance) as (typeof SUMMARY_ALLOWANCE_TYPES)[number];
    if (allowance in allowances) allowances[allowance] += 1;
    for (const event of shift.events) eventCounts.set(event.workType, (eventCounts.get(event.workType) ?? 0) + 1);
    for (const key of SUMMARY_INSTANCE_KEYS) {
      const types: readonly number[] = SUMMARY_INSTANCE_TYPES[key];
      instances[key] += shift.events.filter((event) => types.includes(event.workType)).length;
    }
  }

  const byType = absenceTotals(approvedAbsences, from, to, calendar);

  const period = input.group
    ? periodHours({
        paidHours: paidMs / 3_600_000,
        standardHours: input.group.standardWorkingHours,
        guaranteedHours: input.group.guaranteedHours,
        reductionHours: periodReductionHours(from, to, approvedAbsences, calendar, input.employment),
      })
    : null;

  return {
    shiftCount: approvedShifts.length,
    paidMs,
    windowMs,
    bonusMs,
    allowances,
    instances,
    eventCounts,
    absences: byType,
    period,
    notApproved: { shifts: shifts.length - approvedShifts.length, absences: absences.length - approvedAbsences.length },
  };
}
