import { parseDecimal, type Recurrence, type RecurrenceInput, type WeekdayCode } from '@rahti/domain';

export type ScheduleChoice = 'none' | 'weekly' | 'monthly';
export type MonthlyBy = 'day' | 'weekday';
export type EndBy = 'never' | 'date' | 'count';

/** The recurrence editor's inputs as typed; numbers as text, '' for none. */
export interface RecurrenceFormValues {
  frequency: ScheduleChoice;
  interval: string;
  weekdays: WeekdayCode[];
  monthlyBy: MonthlyBy;
  /** '1'–'31', or '-1' for the last day. */
  monthDay: string;
  /** '1'–'4', or '-1' for the last. */
  setPosition: string;
  weekday: WeekdayCode | '';
  startDate: string;
  endBy: EndBy;
  untilDate: string;
  count: string;
  startTime: string;
  duration: { hours: string; minutes: string };
  skipPublicHolidays: boolean;
}

/** The editor's values for a saved recurrence, or a new route's: weekdays at 07:00 for 8 hours from `today`. */
export function recurrenceFormValues(recurrence: Recurrence | null | undefined, today: string): RecurrenceFormValues {
  const minutes = recurrence?.durationMinutes ?? 8 * 60;
  return {
    frequency: recurrence ? recurrence.frequency : 'weekly',
    interval: String(recurrence?.interval ?? 1),
    weekdays: recurrence?.weekdays ?? (recurrence ? [] : ['MO', 'TU', 'WE', 'TH', 'FR']),
    monthlyBy: recurrence?.setPosition !== undefined || recurrence?.weekday !== undefined ? 'weekday' : 'day',
    monthDay: String(recurrence?.monthDay ?? 1),
    setPosition: String(recurrence?.setPosition ?? 1),
    weekday: recurrence?.weekday ?? 'MO',
    startDate: recurrence?.startDate ?? today,
    endBy: recurrence?.untilDate ? 'date' : recurrence?.count !== undefined ? 'count' : 'never',
    untilDate: recurrence?.untilDate ?? '',
    count: recurrence?.count === undefined ? '' : String(recurrence.count),
    startTime: recurrence?.startTime ?? '07:00',
    duration: { hours: String(Math.floor(minutes / 60)), minutes: String(minutes % 60) },
    skipPublicHolidays: recurrence?.skipPublicHolidays ?? false,
  };
}

/** A typed whole number; text that is not one goes on as NaN, for the schema to name. */
const wholeNumber = (text: string): number => parseDecimal(text.trim()) ?? Number.NaN;

/** The duration in minutes; empty parts count as 0, text that is not a number as NaN. */
export function durationMinutesOf(duration: RecurrenceFormValues['duration']): number {
  const part = (text: string) => (text.trim() === '' ? 0 : wholeNumber(text));
  return part(duration.hours) * 60 + part(duration.minutes);
}

/**
 * The recurrence the inputs describe, in the shape of the contract (recurrenceSchema checks
 * it): only the fields of the chosen frequency, monthly rule and end. Null without a schedule.
 */
export function recurrenceInputOf(
  values: RecurrenceFormValues,
  exceptions: RecurrenceInput['exceptions'],
): RecurrenceInput | null {
  if (values.frequency === 'none') return null;
  const monthly = values.frequency === 'monthly';
  const byDay = values.monthlyBy === 'day';
  return {
    frequency: values.frequency,
    interval: wholeNumber(values.interval),
    ...(monthly ? {} : { weekdays: values.weekdays }),
    ...(monthly && byDay ? { monthDay: wholeNumber(values.monthDay) } : {}),
    ...(monthly && !byDay
      ? { setPosition: wholeNumber(values.setPosition), ...(values.weekday ? { weekday: values.weekday } : {}) }
      : {}),
    startDate: values.startDate,
    ...(values.endBy === 'date' ? { untilDate: values.untilDate } : {}),
    ...(values.endBy === 'count' ? { count: wholeNumber(values.count) } : {}),
    startTime: values.startTime,
    durationMinutes: durationMinutesOf(values.duration),
    skipPublicHolidays: values.skipPublicHolidays,
    exceptions,
  };
}
