import { durationMinutes, workTypeName, writeCsv, zoneOffsetMinutes, type Language } from '@rahti/domain';
import type { i18n as I18n } from 'i18next';
import type { EventListRow } from './events.repository';

/** The file holds every matching row up to this many; a longer one is refused (narrow the filters). */
export const EVENTS_CSV_MAX_ROWS = 100_000;

const COLUMNS = [
  'driver',
  'employeeNumber',
  'workType',
  'start',
  'end',
  'minutes',
  'registerNumbers',
  'answer',
  'approval',
] as const;

const pad = (value: number) => String(value).padStart(2, '0');

/** Zones change their offset only at quarter hours (UTC), so one lookup serves a quarter. */
const QUARTER_HOUR_MS = 900_000;

/**
 * DD.MM.YYYY HH:mm as the organisation's clocks showed it (spec section 9, "Formats"). The
 * offsets are remembered per quarter hour: a month's file has 60 000 events, and asking the
 * platform's time zone data for each of them took seconds.
 */
export function localDateTimeFormatter(timeZone: string): (instant: Date) => string {
  const offsets = new Map<number, number>();
  return (instant) => {
    const time = instant.getTime();
    const quarter = Math.floor(time / QUARTER_HOUR_MS);
    let offset = offsets.get(quarter);
    if (offset === undefined) offsets.set(quarter, (offset = zoneOffsetMinutes(quarter * QUARTER_HOUR_MS, timeZone)));
    const wall = new Date(time + offset * 60_000);
    return `${pad(wall.getUTCDate())}.${pad(wall.getUTCMonth() + 1)}.${wall.getUTCFullYear()} ${pad(wall.getUTCHours())}:${pad(wall.getUTCMinutes())}`;
  };
}

/**
 * The events list as CSV with headers, work types and approval states in the caller's language
 * and times in the organisation's time zone; work types this version does not know are "Unknown".
 *
 * @computation
 */
export function eventsCsv(
  rows: readonly EventListRow[],
  translator: I18n,
  language: Language,
  timeZone: string,
): string {
  const texts = new Map<string, string>();
  const t = (key: string) => texts.get(key) ?? texts.set(key, translator.t(key, { lng: language })).get(key)!;
  const localDateTime = localDateTimeFormatter(timeZone);
  return writeCsv(
    COLUMNS.map((column) => t(`events-export:columns.${column}`)),
    rows.map((row) => [
      row.driverName,
      row.employeeNumber,
      t(`work-types:${workTypeName(row.workType)}`),
      localDateTime(row.startAt),
      row.endAt === null ? '' : localDateTime(row.endAt),
      durationMinutes(row.seconds * 1000),
      row.registerNumbers.join(', '),
      row.answer,
      t(`events-export:approval.${row.approval}`),
    ]),
  );
}
