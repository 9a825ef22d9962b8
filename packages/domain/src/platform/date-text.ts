/**
 * Dates and times as people type them into the apps' own fields (issue 21: the browser's
 * `<input type=date>` showed "11/16/2026" in a Finnish office on an English browser). Every
 * language writes DD.MM.YYYY and HH:mm (spec section 9); a field keeps 'YYYY-MM-DD' and 'HH:mm'.
 */

const pad = (value: number) => String(value).padStart(2, '0');

/** 'YYYY-MM-DD' if those numbers are a day of the calendar (years 1000–9999), else undefined. */
function calendarDate(year: number, month: number, day: number): string | undefined {
  if (year < 1000 || year > 9999 || month < 1 || month > 12 || day < 1) return undefined;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1) return undefined; // 31.04. or 29.02. of a common year
  return `${year}-${pad(month)}-${pad(day)}`;
}

/**
 * A date typed as DD.MM.YYYY, as 'YYYY-MM-DD'; undefined for anything that is not a day of the
 * calendar. Also taken: one-digit day and month ("1.2.2026"), a slash, hyphen or space for the
 * point, the digits alone ("16112026"), a trailing point ("16.11.2026.") and an ISO date pasted
 * in ("2026-11-16"). Not a two-digit year: "1.12.20" is half of "1.12.2026" being typed, and a
 * field giving 2020 on the way would make a list ask for the wrong period.
 */
export function parseDateText(text: string): string | undefined {
  const compact = text.trim().replace(/\.$/, '');
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(compact);
  if (iso) return calendarDate(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const digits = /^(\d{2})(\d{2})(\d{4})$/.exec(compact);
  const written = digits ?? /^(\d{1,2})[./\s-](\d{1,2})[./\s-](\d{4})$/.exec(compact);
  if (!written) return undefined;
  return calendarDate(Number(written[3]), Number(written[2]), Number(written[1]));
}

/** 'YYYY-MM-DD' moved by whole days (computed in UTC, where no clock change moves a date). */
export function shiftCalendarDate(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day) + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * A time typed as HH:mm, as 'HH:mm'; undefined for anything that is not a time of the 24-hour
 * clock. Also taken: a point for the colon ("14.30", as Finnish writes it), one-digit hours
 * ("9:05") and the digits alone ("1430", "930").
 */
export function parseTimeText(text: string): string | undefined {
  const compact = text.trim();
  const match = /^(\d{1,2})[:.](\d{2})$/.exec(compact) ?? /^(\d{1,2})(\d{2})$/.exec(compact);
  if (!match) return undefined;
  const [hours, minutes] = [Number(match[1]), Number(match[2])];
  return hours <= 23 && minutes <= 59 ? `${pad(hours)}:${pad(minutes)}` : undefined;
}
