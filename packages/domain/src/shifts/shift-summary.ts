import { BONUS_TYPES } from '../calculations/enumerations';
import type { PaidBreakType } from '../driver-groups/driver-group-rules';
import { datesBetween, earlierDate, laterDate } from '../payroll/calendar-dates';
import { finnishHolidayCalendar, type HolidayCalendar } from '../payroll/finnish-holidays';
import { periodHours, periodReductionHours } from '../payroll/overtime';
import { intervalsMs, paidIntervals, UNPAID_BREAKS } from '../payroll/paid-hours';
import { belongsToPeriod, roundedHours } from '../payroll/periods';
import { DEFAULT_WORK_TIME_WINDOWS, windowMinutes, type WorkTimeWindows } from '../payroll/time-windows';
import type { Absence } from './absence.schemas';
import type { Shift } from './shift.schemas';
import { SUMMARY_ALLOWANCE_TYPES, SUMMARY_INSTANCE_KEYS, SUMMARY_INSTANCE_TYPES, type ShiftSummaryRow } from './shift-summary.schemas';

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
  windows?: WorkTimeWindows;
  calendar?: HolidayCalendar;
}

const zeros = <K extends string>(keys: readonly K[]) => Object.fromEntries(keys.map((key) => [key, 0])) as Record<K, number>;

/**
 * One driver's row of the shift summary (spec section 3's export columns). Only approved shifts
 * and absences count (spec section 4); the others are counted apart so the page can point to
 * them. Sums are kept in milliseconds and each hour figure is rounded once at the end.
 */
export function shiftSummaryRow(input: ShiftSummaryInput): ShiftSummaryRow {
  const { from, to, timeZone } = input;
  const windows = input.windows ?? DEFAULT_WORK_TIME_WINDOWS;
  const calendar = input.calendar ?? finnishHolidayCalendar;
  const breakRule = input.group ?? UNPAID_BREAKS;

  const shifts = input.shifts.filter((shift) => belongsToPeriod(Date.parse(shift.start), from, to, timeZone));
  const absences = input.absences.filter((absence) => absence.startDate <= to && absence.endDate >= from);
  const approvedShifts = shifts.filter((shift) => shift.approval === 'approved');
  const approvedAbsences = absences.filter((absence) => absence.approval === 'approved');

  let paidMs = 0;
  const windowTotals = { evening: 0, night: 0, sunday: 0 };
  const bonusMs = zeros(BONUS_TYPES);
  const allowances = zeros(SUMMARY_ALLOWANCE_TYPES);
  const instances = zeros(SUMMARY_INSTANCE_KEYS);
  for (const shift of approvedShifts) {
    const events = shift.events.map((event) => ({ workType: event.workType, start: Date.parse(event.start), end: event.end === null ? input.now : Date.parse(event.end) }));
    const intervals = paidIntervals(events, breakRule);
    const shiftPaidMs = intervalsMs(intervals);
    paidMs += shiftPaidMs;
    const inWindows = windowMinutes(intervals, timeZone, windows, calendar);
    windowTotals.evening += inWindows.evening * 60_000;
    windowTotals.night += inWindows.night * 60_000;
    windowTotals.sunday += inWindows.sunday * 60_000;
    for (const bonus of shift.bonuses) bonusMs[bonus.type] += bonus.hours === null ? shiftPaidMs : bonus.hours * 3_600_000;
    const allowance = String(shift.dailyAllowance) as (typeof SUMMARY_ALLOWANCE_TYPES)[number];
    if (allowance in allowances) allowances[allowance] += 1;
    for (const key of SUMMARY_INSTANCE_KEYS) {
      const types: readonly number[] = SUMMARY_INSTANCE_TYPES[key];
      instances[key] += shift.events.filter((event) => types.includes(event.workType)).length;
    }
  }

  const byType = new Map<number, { days: number; hours: number }>();
  for (const absence of approvedAbsences) {
    const days = datesBetween(laterDate(absence.startDate, from), earlierDate(absence.endDate, to)).length;
    const entry = byType.get(absence.workType) ?? { days: 0, hours: 0 };
    if (absence.hours === null) entry.days += days;
    else entry.hours += absence.hours * days;
    byType.set(absence.workType, entry);
  }

  const paidHours = paidMs / 3_600_000;
  const period = input.group
    ? periodHours({
        paidHours,
        standardHours: input.group.standardWorkingHours,
        guaranteedHours: input.group.guaranteedHours,
        reductionHours: periodReductionHours(from, to, approvedAbsences, calendar),
      })
    : null;
  const hoursOf = (value: number) => roundedHours(value * 3_600_000);

  return {
    driverId: input.driver.id,
    name: input.driver.name,
    employeeNumber: input.driver.employeeNumber,
    driverGroupId: input.driver.driverGroupId,
    shiftCount: approvedShifts.length,
    hours: roundedHours(paidMs),
    eveningHours: roundedHours(windowTotals.evening),
    nightHours: roundedHours(windowTotals.night),
    sundayHours: roundedHours(windowTotals.sunday),
    overtime50Hours: period ? hoursOf(period.overtime50Hours) : 0,
    overtime100Hours: period ? hoursOf(period.overtime100Hours) : 0,
    guaranteedTopUpHours: period ? hoursOf(period.guaranteedTopUpHours) : 0,
    standardHours: period ? hoursOf(period.standardHours) : null,
    absences: [...byType.entries()].sort(([a], [b]) => a - b).map(([workType, entry]) => ({ workType, days: entry.days, hours: hoursOf(entry.hours) })),
    allowances,
    bonusHours: Object.fromEntries(BONUS_TYPES.map((type) => [type, roundedHours(bonusMs[type])])) as ShiftSummaryRow['bonusHours'],
    instances,
    notApproved: { shifts: shifts.length - approvedShifts.length, absences: absences.length - approvedAbsences.length },
  };
}
