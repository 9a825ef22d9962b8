import { BONUS_TYPES, type BonusType } from '../calculations/enumerations';
import { SUMMARY_ALLOWANCE_TYPES } from '../shifts/shift-summary.schemas';
import { finnishHolidayCalendar, type HolidayCalendar } from './finnish-holidays';
import { intervalsMs, paidIntervals, type BreakRule } from './paid-hours';
import { DEFAULT_WORK_TIME_WINDOWS, windowMs, type WorkTimeWindows } from './time-windows';

/**
 * What one shift adds to pay, from its events alone: paid milliseconds, paid milliseconds in
 * the evening, night and Sunday-rate windows, and its events per work type number. The server
 * keeps these per shift so a payroll summary need not read every event again.
 */
export interface ShiftPayParts {
  paidMs: number;
  eveningMs: number;
  nightMs: number;
  sundayMs: number;
  /** Events per work type number (as text keys, as JSON keeps them). */
  eventCounts: Record<string, number>;
}

/** An event in UTC milliseconds; `end` null while it runs (counted up to `now`). */
export interface PartsEvent {
  workType: number;
  start: number;
  end: number | null;
}

export interface PayRules {
  timeZone: string;
  breakRule: BreakRule;
  windows?: WorkTimeWindows;
  calendar?: HolidayCalendar;
}

/**
 * One shift's pay parts under the rules, with the arithmetic of the shift summary (all whole
 * milliseconds, as windowMs gives them).
 *
 * @computation
 */
export function shiftPayParts(events: readonly PartsEvent[], rules: PayRules, now: number): ShiftPayParts {
  const intervals = paidIntervals(
    events.map((event) => ({ workType: event.workType, start: event.start, end: event.end ?? now })),
    rules.breakRule,
  );
  const inWindows = windowMs(
    intervals,
    rules.timeZone,
    rules.windows ?? DEFAULT_WORK_TIME_WINDOWS,
    rules.calendar ?? finnishHolidayCalendar,
  );
  const eventCounts: Record<string, number> = {};
  for (const event of events) eventCounts[event.workType] = (eventCounts[event.workType] ?? 0) + 1;
  return {
    paidMs: intervalsMs(intervals),
    eveningMs: inWindows.evening,
    nightMs: inWindows.night,
    sundayMs: inWindows.sunday,
    eventCounts,
  };
}

/**
 * The rules a shift's parts were computed under, as one text: parts kept under another key
 * (a new time zone, break rule, windows or calendar) are stale.
 */
export function payRulesKey(rules: PayRules): string {
  const windows = rules.windows ?? DEFAULT_WORK_TIME_WINDOWS;
  const calendar = rules.calendar === undefined || rules.calendar === finnishHolidayCalendar ? 'fi' : 'custom';
  return [
    payRulesOrganisationKey(rules.timeZone, windows, calendar),
    rules.breakRule.paidBreakType,
    rules.breakRule.paidBreakLimitMinutes ?? '',
  ].join('|');
}

/** The organisation's part of payRulesKey (the driver group's break rule follows it: '|type|limit'). */
export function payRulesOrganisationKey(
  timeZone: string,
  windows: WorkTimeWindows = DEFAULT_WORK_TIME_WINDOWS,
  calendar = 'fi',
): string {
  return [timeZone, windows.eveningStart, windows.eveningEnd, windows.nightStart, windows.nightEnd, calendar].join('|');
}

/** A driver's approved shifts of a period, summed: what the payroll row is made of besides absences. */
export interface DriverShiftSums {
  shiftCount: number;
  paidMs: number;
  windowMs: { evening: number; night: number; sunday: number };
  bonusMs: Record<BonusType, number>;
  /** Shifts per daily allowance type '1'–'6'. */
  allowances: Record<(typeof SUMMARY_ALLOWANCE_TYPES)[number], number>;
  eventCounts: Map<number, number>;
}

/** Sums with nothing added yet. */
export function emptyShiftSums(): DriverShiftSums {
  return {
    shiftCount: 0,
    paidMs: 0,
    windowMs: { evening: 0, night: 0, sunday: 0 },
    bonusMs: Object.fromEntries(BONUS_TYPES.map((type) => [type, 0])) as Record<BonusType, number>,
    allowances: Object.fromEntries(SUMMARY_ALLOWANCE_TYPES.map((type) => [type, 0])) as DriverShiftSums['allowances'],
    eventCounts: new Map(),
  };
}

/** Adds one approved shift: its parts, its bonuses (a bonus without hours counts the shift's paid time) and its daily allowance. */
export function addShiftToSums(
  sums: DriverShiftSums,
  shift: { bonuses: readonly { type: BonusType; hours: number | null }[]; dailyAllowance: number },
  parts: ShiftPayParts,
): void {
  sums.shiftCount += 1;
  sums.paidMs += parts.paidMs;
  sums.windowMs.evening += parts.eveningMs;
  sums.windowMs.night += parts.nightMs;
  sums.windowMs.sunday += parts.sundayMs;
  for (const bonus of shift.bonuses)
    sums.bonusMs[bonus.type] += bonus.hours === null ? parts.paidMs : bonus.hours * 3_600_000;
  const allowance = String(shift.dailyAllowance) as keyof DriverShiftSums['allowances'];
  if (allowance in sums.allowances) sums.allowances[allowance] += 1;
  for (const [workType, count] of Object.entries(parts.eventCounts))
    sums.eventCounts.set(Number(workType), (sums.eventCounts.get(Number(workType)) ?? 0) + count);
}
