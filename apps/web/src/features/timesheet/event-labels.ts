import type { TFunction } from 'i18next';
import { localDateOf, workTypeKey } from '@rahti/domain';
import { formatMinutes, zoneTime } from './zone-time';

export interface TimedEvent {
  workType: number;
  start: string;
  end: string | null;
}

/** "7 h 30 min" (or "45 s" under a minute) in the UI language. */
export const durationText = (t: TFunction, minutes: number) =>
  formatMinutes(minutes, {
    hours: t('web-timesheet:units.hours'),
    minutes: t('web-timesheet:units.minutes'),
    seconds: t('web-timesheet:units.seconds'),
  });

/** 'HH:mm', with the date 'DD.MM.' when it is not `onDate` (a shift across midnight). */
export function clockText(instant: number, zone: string, onDate: string): string {
  const date = localDateOf(instant, zone);
  return date === onDate
    ? zoneTime(instant, zone)
    : `${zoneTime(instant, zone)} (${date.slice(8, 10)}.${date.slice(5, 7)}.)`;
}

export const eventMinutes = (event: TimedEvent, now: number) =>
  Math.max(0, ((event.end ? Date.parse(event.end) : now) - Date.parse(event.start)) / 60_000);

/** "Drive 22:00–02:00 (18.03.), 4 h": an event said in words (the timeline's text alternative). */
export function eventText(t: TFunction, event: TimedEvent, zone: string, onDate: string, now: number): string {
  const start = clockText(Date.parse(event.start), zone, onDate);
  const end = event.end ? clockText(Date.parse(event.end), zone, onDate) : t('web-timesheet:status.running');
  return `${t(workTypeKey(event.workType))} ${start}–${end}, ${durationText(t, eventMinutes(event, now))}`;
}

/** "22:00–06:30 (18.03.)", or "22:00–ongoing". */
export function shiftTimeText(
  shift: { start: string; end: string | null },
  zone: string,
  date: string,
  ongoing: string,
): string {
  return `${clockText(Date.parse(shift.start), zone, date)}–${shift.end ? clockText(Date.parse(shift.end), zone, date) : ongoing}`;
}
