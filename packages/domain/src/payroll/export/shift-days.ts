import type { BonusType } from '../../calculations/enumerations';
import type { HolidayCalendar } from '../finnish-holidays';
import { intervalsMs, paidIntervals, type BreakRule } from '../paid-hours';
import { windowMs, type WorkTimeWindows } from '../time-windows';
import { cachedLocalDate } from '../zone-cache';
import type { PayrollLineKind } from './payroll-export.schemas';
import type { PayrollDriverInput } from './payroll-line';

type PayrollShift = PayrollDriverInput['shifts'][number];

/** The shift kinds measured in time (milliseconds until they are rounded); allowances are counted. */
export const HOUR_KINDS = [
  'regular',
  'evening',
  'night',
  'sunday',
  'bonusAdr',
  'bonusCrane',
  'bonusDirtyJob',
  'bonusHct',
] as const satisfies readonly PayrollLineKind[];
export type HourKind = (typeof HOUR_KINDS)[number];
export const ALLOWANCE_KINDS = [
  'allowance1',
  'allowance2',
  'allowance3',
  'allowance4',
  'allowance5',
  'allowance6',
] as const satisfies readonly PayrollLineKind[];
export type AllowanceKind = (typeof ALLOWANCE_KINDS)[number];

const BONUS_KINDS: Record<BonusType, HourKind> = {
  adr: 'bonusAdr',
  crane: 'bonusCrane',
  dirtyJob: 'bonusDirtyJob',
  hct: 'bonusHct',
};

/** One local date's approved shifts of a driver: milliseconds per hour kind, shifts per allowance. */
export interface ShiftDay {
  date: string;
  amounts: Map<HourKind | AllowanceKind, number>;
  /** The first vehicle code of the day's earliest shift ('' without one). */
  vehicleCode: string;
  firstStart: number;
}

export interface DriverShiftDays {
  days: ShiftDay[];
  totals: Map<HourKind | AllowanceKind, number>;
  /** Each approved shift of the range, in the order given: its start date and paid milliseconds. */
  paidShifts: { date: string; paidMs: number }[];
}

export interface ShiftDayContext {
  from: string;
  to: string;
  timeZone: string;
  now: number;
  windows: WorkTimeWindows;
  calendar: HolidayCalendar;
}

const add = <K>(amounts: Map<K, number>, key: K, value: number) => {
  if (value !== 0) amounts.set(key, (amounts.get(key) ?? 0) + value);
};

/** One shift's paid and window milliseconds: the parts it carries, else measured from its events (a running event counts up to `now`). */
function measuredParts(
  shift: PayrollShift,
  rule: BreakRule,
  context: ShiftDayContext,
): NonNullable<PayrollShift['parts']> {
  if (shift.parts) return shift.parts;
  const events = shift.events.map((event) => ({
    workType: event.workType,
    start: Date.parse(event.start),
    end: event.end === null ? context.now : Date.parse(event.end),
  }));
  const intervals = paidIntervals(events, rule);
  const inWindows = windowMs(intervals, context.timeZone, context.windows, context.calendar);
  return {
    paidMs: intervalsMs(intervals),
    eveningMs: inWindows.evening,
    nightMs: inWindows.night,
    sundayMs: inWindows.sunday,
  };
}

/**
 * A driver's approved shifts of the range by the local date each starts on (a shift belongs
 * whole to its start date), and the range's totals. The totals add the shifts up in the order
 * given, with the same arithmetic as the shift summary, so that rounding them once gives the
 * summary's figures to the hundredth.
 */
export function shiftDays(shifts: readonly PayrollShift[], rule: BreakRule, context: ShiftDayContext): DriverShiftDays {
  const days = new Map<string, ShiftDay>();
  const totals = new Map<HourKind | AllowanceKind, number>();
  const paidShifts: DriverShiftDays['paidShifts'] = [];
  for (const shift of shifts) {
    if (shift.approval !== 'approved') continue;
    const start = Date.parse(shift.start);
    const date = cachedLocalDate(start, context.timeZone);
    if (date < context.from || date > context.to) continue;
    let day = days.get(date);
    if (!day)
      days.set(date, (day = { date, amounts: new Map(), vehicleCode: shift.vehicleCodes[0] ?? '', firstStart: start }));
    else if (start < day.firstStart)
      Object.assign(day, { vehicleCode: shift.vehicleCodes[0] ?? '', firstStart: start });

    const { paidMs, eveningMs, nightMs, sundayMs } = measuredParts(shift, rule, context);
    paidShifts.push({ date, paidMs });
    const measured: [HourKind | AllowanceKind, number][] = [
      ['regular', paidMs],
      ['evening', eveningMs],
      ['night', nightMs],
      ['sunday', sundayMs],
      ...shift.bonuses.map((bonus): [HourKind, number] => [
        BONUS_KINDS[bonus.type],
        bonus.hours === null ? paidMs : bonus.hours * 3_600_000,
      ]),
    ];
    if (Number.isInteger(shift.dailyAllowance) && shift.dailyAllowance >= 1 && shift.dailyAllowance <= 6)
      measured.push([`allowance${shift.dailyAllowance}` as AllowanceKind, 1]);
    for (const [kind, value] of measured) {
      add(day.amounts, kind, value);
      add(totals, kind, value);
    }
  }
  return { days: [...days.values()].sort((a, b) => (a.date < b.date ? -1 : 1)), totals, paidShifts };
}
