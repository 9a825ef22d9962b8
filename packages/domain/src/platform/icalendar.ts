/**
 * iCalendar (RFC 5545) text of all-day events, for calendar feeds a phone or Outlook subscribes
 * to. Only what a feed of due dates needs: no times, no recurrence rules (each occurrence is an
 * event of its own, so a moved or done one changes only itself).
 */

/** One all-day event. */
export interface CalendarEvent {
  /** Stable across fetches, so a calendar updates the event instead of adding another. */
  uid: string;
  /** The local date, 'YYYY-MM-DD'. */
  date: string;
  summary: string;
  description?: string;
  /** An address to open (a URI, not escaped as text). */
  url?: string;
}

export interface CalendarFeed {
  /** The product identifier: "-//Company//Product//EN". */
  prodId: string;
  /** The calendar's name as a subscribing client shows it (X-WR-CALNAME). */
  name: string;
  /** When the feed was made (epoch milliseconds): every event's DTSTAMP. */
  stamp: number;
  events: readonly CalendarEvent[];
}

/** RFC 5545 3.1: a content line is at most 75 octets; longer ones are folded. */
export const CALENDAR_LINE_OCTETS = 75;
const CRLF = '\r\n';

/** RFC 5545 3.3.11: a TEXT value with backslash, semicolon and comma escaped and line breaks as `\n`. */
export function escapeCalendarText(text: string): string {
  return text.replace(/[\\;,]/g, (character) => `\\${character}`).replace(/\r\n|\r|\n/g, '\\n');
}

const octetsOf = (character: string): number => {
  const code = character.codePointAt(0) ?? 0;
  return code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
};

/**
 * RFC 5545 3.1: a line longer than 75 octets broken into lines of at most 75 octets, each
 * continuation starting with one space (which counts). Breaks fall between characters, never
 * inside a character's UTF-8 bytes.
 */
export function foldCalendarLine(line: string): string {
  const lines: string[] = [];
  let current = '';
  let octets = 0;
  for (const character of line) {
    const size = octetsOf(character);
    if (octets + size > CALENDAR_LINE_OCTETS) {
      lines.push(current);
      current = ' ';
      octets = 1;
    }
    current += character;
    octets += size;
  }
  lines.push(current);
  return lines.join(CRLF);
}

/** RFC 5545 3.1: folded lines joined again (a line break followed by a space or a tab is removed). */
export function unfoldCalendarText(text: string): string {
  return text.replace(/\r\n[ \t]/g, '');
}

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/** An instant as a UTC DATE-TIME: 20260302T060000Z. */
function utcStamp(instant: number): string {
  const date = new Date(instant);
  return (
    `${pad(date.getUTCFullYear(), 4)}${pad(date.getUTCMonth() + 1)}${pad(date.getUTCDate())}` +
    `T${pad(date.getUTCHours())}${pad(date.getUTCMinutes())}${pad(date.getUTCSeconds())}Z`
  );
}

const dateValue = (date: string) => date.replaceAll('-', '');

/** The day after a 'YYYY-MM-DD' date: an all-day event's exclusive end. */
function nextDay(date: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + 1)).toISOString().slice(0, 10);
}

function eventLines(event: CalendarEvent, stamp: string): string[] {
  return [
    'BEGIN:VEVENT',
    `UID:${escapeCalendarText(event.uid)}`,
    `DTSTAMP:${stamp}`,
    `DTSTART;VALUE=DATE:${dateValue(event.date)}`,
    `DTEND;VALUE=DATE:${dateValue(nextDay(event.date))}`,
    `SUMMARY:${escapeCalendarText(event.summary)}`,
    ...(event.description ? [`DESCRIPTION:${escapeCalendarText(event.description)}`] : []),
    ...(event.url ? [`URL:${event.url.replace(/[\r\n]/g, '')}`] : []),
    // A due date is a reminder, not a meeting: it does not mark the day busy.
    'TRANSP:TRANSPARENT',
    'END:VEVENT',
  ];
}

/**
 * The feed as RFC 5545 text: a VCALENDAR (VERSION 2.0, its PRODID, published) with one all-day
 * VEVENT per event (DTSTART;VALUE=DATE and the next day as DTEND), every line folded at 75 octets
 * and ended by CRLF.
 *
 * @computation
 */
export function calendarText(feed: CalendarFeed): string {
  const stamp = utcStamp(feed.stamp);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${feed.prodId}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeCalendarText(feed.name)}`,
    ...feed.events.flatMap((event) => eventLines(event, stamp)),
    'END:VCALENDAR',
  ];
  return lines.map((line) => foldCalendarLine(line) + CRLF).join('');
}
