import { dateText, DAY_MS, dayNumber, dayOf, daysInMonth } from '../routes/calendar-days';

/**
 * Fleet items (issue 25, spec sections 3–5): maintenance, inspections and tyre changes due by a
 * date or by the odometer. Pure rules: which occurrence comes next, what state an occurrence is
 * in on a day, and when a distance item will fall due at the km the vehicle drives a day.
 */
export const FLEET_ITEM_TYPES = ['maintenance', 'inspection', 'tyreChange'] as const;
export type FleetItemType = (typeof FLEET_ITEM_TYPES)[number];
export const FLEET_DUE_TYPES = ['time', 'distance'] as const;
export type FleetDueType = (typeof FLEET_DUE_TYPES)[number];
export const FLEET_REPEAT_UNITS = ['day', 'week', 'month'] as const;
export type FleetRepeatUnit = (typeof FLEET_REPEAT_UNITS)[number];
export const FLEET_ITEM_STATES = ['pending', 'dueSoon', 'overdue', 'done'] as const;
export type FleetItemState = (typeof FLEET_ITEM_STATES)[number];

/** How early an item counts as due soon, unless the organisation sets its own. */
export const DUE_SOON_DEFAULTS = { days: 14, km: 1500 } as const;
/** How early a document (a licence, an ADR or professional competence card) counts as expiring. */
export const DOCUMENT_LEAD_DAYS_DEFAULT = 60;
export const DOCUMENT_STATES = ['expiring', 'expired'] as const;
export type DocumentState = (typeof DOCUMENT_STATES)[number];

/**
 * A document's state on local date `today`: expired from the day after its last valid day,
 * expiring from `leadDays` before it; otherwise none (it is not yet on the due list).
 */
export function documentState(expiresOn: string, today: string, leadDays: number): DocumentState | undefined {
  const daysLeft = dayNumber(expiresOn) - dayNumber(today);
  if (daysLeft < 0) return 'expired';
  return daysLeft <= leadDays ? 'expiring' : undefined;
}
export interface DueSoonLead {
  days: number;
  km: number;
}

/** The readings a forecast looks back over. */
export const FORECAST_WINDOW_DAYS = 30;

export interface RepeatEvery {
  unit: FleetRepeatUnit;
  count: number;
}

/** What a series of occurrences is: by date (repeating or once) or by km thresholds. */
export type FleetItemPlan =
  | {
      dueType: 'time';
      /** The date of occurrence `baseSequence` (0, the first, unless the plan was changed later). */
      dueDate: string;
      repeatEvery?: RepeatEvery | null;
      repeatUntil?: string | null;
      baseSequence?: number;
    }
  | { dueType: 'distance'; firstKm: number; lastKm: number; intervalKm: number };

/** Where one occurrence falls due: a local date or an odometer reading. */
export type FleetDue = { dueDate: string; dueKm?: undefined } | { dueKm: number; dueDate?: undefined };

/** Odometer km to 0.1, so that 1 000.1 + 3 × 0.1 stays 1 000.4. */
export const roundKm = (km: number): number => Math.round(km * 10) / 10 + 0;

/**
 * The date `count` months after `date`; a day past the target month's end falls on its last day
 * (31 January + 1 month = 28 or 29 February). Always counted from the first due date, so a
 * monthly item due on the 31st comes back to the 31st after February.
 */
export function addMonths(date: string, count: number): string {
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7));
  const day = Number(date.slice(8, 10));
  const months = year * 12 + (month - 1) + count;
  const targetYear = Math.floor(months / 12);
  const targetMonth = (months % 12) + 1;
  return dateText(dayOf(targetYear, targetMonth, Math.min(day, daysInMonth(targetYear, targetMonth))));
}

/** The due date or km of occurrence `sequence` (0 is the first) of a plan, whether or not it is within its bounds. */
export function occurrenceDue(plan: FleetItemPlan, sequence: number): FleetDue {
  if (plan.dueType === 'distance') return { dueKm: roundKm(plan.firstKm + sequence * plan.intervalKm) };
  const repeat = plan.repeatEvery;
  const steps = sequence - (plan.baseSequence ?? 0);
  if (!repeat || steps === 0) return { dueDate: plan.dueDate };
  if (repeat.unit === 'month') return { dueDate: addMonths(plan.dueDate, steps * repeat.count) };
  const days = repeat.unit === 'week' ? 7 * repeat.count : repeat.count;
  return { dueDate: dateText(dayNumber(plan.dueDate) + steps * days) };
}

/**
 * The occurrence after `sequence`, or null when the series ends: a one-off date item, a date past
 * `repeatUntil`, or a km past `lastKm` (both bounds included).
 */
export function nextOccurrence(plan: FleetItemPlan, sequence: number): FleetDue | null {
  if (plan.dueType === 'time' && !plan.repeatEvery) return null;
  const next = occurrenceDue(plan, sequence + 1);
  if (next.dueKm !== undefined) return plan.dueType === 'distance' && next.dueKm <= plan.lastKm + 1e-9 ? next : null;
  if (plan.dueType === 'time' && plan.repeatUntil && next.dueDate > plan.repeatUntil) return null;
  return next;
}

/**
 * An open occurrence's state on local date `today`: a date is due soon from `lead.days` before it
 * through the date itself and overdue from the next day; a km is due soon within `lead.km` of it
 * through the km itself and overdue beyond it. Without a known odometer a km item is pending.
 */
export function openState(
  due: FleetDue,
  today: string,
  currentKm: number | undefined,
  lead: DueSoonLead,
): FleetItemState {
  if (due.dueDate !== undefined) {
    const daysLeft = dayNumber(due.dueDate) - dayNumber(today);
    if (daysLeft < 0) return 'overdue';
    return daysLeft <= lead.days ? 'dueSoon' : 'pending';
  }
  if (currentKm === undefined) return 'pending';
  if (currentKm > due.dueKm) return 'overdue';
  return currentKm >= due.dueKm - lead.km ? 'dueSoon' : 'pending';
}

export interface OdometerReading {
  /** Epoch milliseconds. */
  at: number;
  km: number;
}

/** The latest reading at or before `at` (the higher km of two at the same instant), if any. */
export function latestReading(readings: readonly OdometerReading[], at: number): OdometerReading | undefined {
  let latest: OdometerReading | undefined;
  for (const reading of readings) {
    if (reading.at > at) continue;
    if (!latest || reading.at > latest.at || (reading.at === latest.at && reading.km > latest.km)) latest = reading;
  }
  return latest;
}

/**
 * Km a day over the 30 days before `at`: (latest − earliest reading of the window) ÷ the days
 * between them. None with fewer than two readings a day apart, nor when the odometer went back
 * (a replaced unit or a typing slip) or stood still.
 */
export function kmPerDay(readings: readonly OdometerReading[], at: number): number | undefined {
  const from = at - FORECAST_WINDOW_DAYS * DAY_MS;
  let earliest: OdometerReading | undefined;
  let latest: OdometerReading | undefined;
  for (const reading of readings) {
    if (reading.at > at || reading.at < from) continue;
    if (!earliest || reading.at < earliest.at || (reading.at === earliest.at && reading.km < earliest.km))
      earliest = reading;
    if (!latest || reading.at > latest.at || (reading.at === latest.at && reading.km > latest.km)) latest = reading;
  }
  if (!earliest || !latest) return undefined;
  const days = (latest.at - earliest.at) / DAY_MS;
  if (days < 1) return undefined;
  const perDay = (latest.km - earliest.km) / days;
  return perDay > 0 ? perDay : undefined;
}

/**
 * The local date a km item falls due: today + ⌈km left ÷ km a day⌉ days. Past the km, the same
 * arithmetic dates when it fell due.
 */
export function forecastDate(today: string, dueKm: number, currentKm: number, perDay: number): string {
  return dateText(dayNumber(today) + Math.ceil((dueKm - currentKm) / perDay));
}
