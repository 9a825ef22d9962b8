import { formatCalendarDate, localDateOf, workTypeName, writeCsv, zoneOffsetMinutes, type Language } from '@rahti/domain';
import type { i18n as I18n } from 'i18next';
import type { EventListRow } from './events.repository';

/** The file holds every matching row up to this many; a longer one is refused (narrow the filters). */
export const EVENTS_CSV_MAX_ROWS = 100_000;

const COLUMNS = ['driver', 'employeeNumber', 'workType', 'start', 'end', 'minutes', 'registerNumbers', 'answer', 'approval'] as const;

const pad = (value: number) => String(value).padStart(2, '0');

/** DD.MM.YYYY HH:mm as the organisation's clocks showed it (spec section 9, "Formats"). */
export function localDateTime(instant: Date, timeZone: string): string {
  const time = instant.getTime();
  const wall = new Date(time + zoneOffsetMinutes(time, timeZone) * 60_000);
  return `${formatCalendarDate(localDateOf(time, timeZone))} ${pad(wall.getUTCHours())}:${pad(wall.getUTCMinutes())}`;
}

/**
 * The events list as CSV with headers, work types and approval states in the caller's language
 * and times in the organisation's time zone; work types this version does not know are "Unknown".
 */
export function eventsCsv(rows: readonly EventListRow[], translator: I18n, language: Language, timeZone: string): string {
  const t = (key: string) => translator.t(key, { lng: language });
  return writeCsv(
    COLUMNS.map((column) => t(`events-export:columns.${column}`)),
    rows.map((row) => [
      row.driverName,
      row.employeeNumber,
      t(`work-types:${workTypeName(row.workType)}`),
      localDateTime(row.startAt, timeZone),
      row.endAt === null ? '' : localDateTime(row.endAt, timeZone),
      row.minutes,
      row.registerNumbers.join(', '),
      row.answer,
      t(`events-export:approval.${row.approval}`),
    ]),
  );
}
