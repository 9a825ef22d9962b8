/**
 * Cells of fuel-card exports (issue 25) as Finnish, Swedish and English card companies write
 * them: numbers with a decimal comma and spaces between thousands, dates day first or ISO, a
 * time in its own column or beside the date, and XLSX dates as Excel serial day numbers.
 */

const DAY_MS = 86_400_000;
/** Excel's day 0 is 1899-12-30 (its day 60, 29.2.1900, never was; every real date lies past it). */
const EXCEL_EPOCH_DAY = Date.UTC(1899, 11, 30) / DAY_MS;
/** Serial days of 1.1.1990 and 1.1.2100: a card export's dates lie from the one until the other. */
const EXCEL_SERIAL_RANGE = [32_874, 73_051] as const;

/** What a card export may write after an amount or a price: a currency or a unit. */
const NUMBER_SUFFIX = /\s*(€|eur|sek|kr\.?|:-|l|ltr|litr[ae]?|litres?|liters?|kg|kwh)$/i;
const NUMBER_PREFIX = /^(€|eur|sek|kr)\s*/i;
const SPACES = /[\s\u00a0\u202f]/g;
const PLAIN = /^[+-]?(\d+([.,]\d*)?|[.,]\d+)$/;
/** "1.234,56" and "1.234.567": points between thousands (a lone "1.234" is a decimal point). */
const POINT_THOUSANDS = /^[+-]?\d{1,3}(\.\d{3})+,\d+$|^[+-]?\d{1,3}(\.\d{3}){2,}$/;
/** "1,234.56" and "1,234,567": commas between thousands (a lone "1,234" is a decimal comma). */
const COMMA_THOUSANDS = /^[+-]?\d{1,3}(,\d{3})+\.\d+$|^[+-]?\d{1,3}(,\d{3}){2,}$/;

/**
 * A number of a card export: "312,47", "1 234,56", "1234.56", "1.234,56", "1,234.56", a
 * currency or unit before or after it ("45,10 €", "312,47 l"). A lone separator is the decimal
 * one: "1,234" is 1.234 (as Finnish and Swedish write it) and so is "1.234". Undefined for
 * anything else.
 */
export function parseCardNumber(text: string): number | undefined {
  const compact = text.trim().replace(NUMBER_PREFIX, '').replace(NUMBER_SUFFIX, '').replace(SPACES, '');
  let decimal: string;
  if (POINT_THOUSANDS.test(compact)) decimal = compact.replace(/\./g, '').replace(',', '.');
  else if (COMMA_THOUSANDS.test(compact)) decimal = compact.replace(/,/g, '');
  else if (PLAIN.test(compact)) decimal = compact.replace(',', '.');
  else return undefined;
  const value = Number(decimal);
  return Number.isFinite(value) ? value : undefined;
}

/**
 * When a card row's refuel happened: a wall time of the organisation's zone (`date`, 'YYYY-MM-DD',
 * and `secondOfDay`), or an instant when the cell names its offset ("2026-11-29T12:05:00Z").
 */
export type CardTime =
  | { kind: 'wall'; date: string; secondOfDay: number }
  | { kind: 'instant'; instantMs: number }
  | { kind: 'dateOnly'; date: string };

const pad = (value: number) => String(value).padStart(2, '0');

function calendarDate(year: number, month: number, day: number): string | undefined {
  if (year < 1900 || year > 2999 || month < 1 || month > 12 || day < 1) return undefined;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1) return undefined;
  return `${year}-${pad(month)}-${pad(day)}`;
}

/** "14:05", "14.05", "14:05:33", "14:05:33.250", "1405": seconds of the day, or undefined. */
function clockSeconds(text: string): number | undefined {
  const match = /^(\d{1,2})[:.](\d{2})(?:[:.](\d{2})(?:[.,]\d+)?)?$/.exec(text) ?? /^(\d{1,2})(\d{2})$/.exec(text);
  if (!match) return undefined;
  const [hours, minutes, seconds] = [Number(match[1]), Number(match[2]), Number(match[3] ?? 0)];
  return hours <= 23 && minutes <= 59 && seconds <= 59 ? hours * 3600 + minutes * 60 + seconds : undefined;
}

/** Excel's fraction of a day as whole seconds (a serial's 14:05 is 0.58680555…). */
const fractionSeconds = (fraction: number) => Math.min(86_399, Math.round(fraction * 86_400));

/** An Excel serial day number ("46355.58680556") as a wall time, or undefined outside card dates. */
function excelSerial(text: string): CardTime | undefined {
  if (!/^\d{5}(\.\d+)?$/.test(text)) return undefined;
  const serial = Number(text);
  if (serial < EXCEL_SERIAL_RANGE[0] || serial >= EXCEL_SERIAL_RANGE[1]) return undefined;
  const day = Math.floor(serial);
  const date = new Date((EXCEL_EPOCH_DAY + day) * DAY_MS).toISOString().slice(0, 10);
  const fraction = serial - day;
  return fraction === 0 ? { kind: 'dateOnly', date } : { kind: 'wall', date, secondOfDay: fractionSeconds(fraction) };
}

const ISO = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T\s]+(.+?))?\s*(Z|[+-]\d{2}:?\d{2})?$/i;
const DAY_FIRST = /^(\d{1,2})[./-](\d{1,2})[./-](\d{4}|\d{2})\.?(?:[\sT]+(?:klo\s*|kl\.?\s*)?(.+))?$/i;

/**
 * A date cell: ISO ("2026-11-29", "2026-11-29T14:05", "2026-11-29 14:05:00+02:00"), day first
 * ("29.11.2026", "29.11.26", "29/11/2026 14.05", "29.11.2026 klo 14:05"), "20261129" or an Excel serial,
 * with or without its time. Undefined when it is none of these or no day of the calendar.
 */
export function parseCardDate(text: string): CardTime | undefined {
  const compact = text.trim();
  const serial = excelSerial(compact);
  if (serial) return serial;
  const digits = /^(\d{4})(\d{2})(\d{2})$/.exec(compact);
  if (digits) {
    const date = calendarDate(Number(digits[1]), Number(digits[2]), Number(digits[3]));
    return date ? { kind: 'dateOnly', date } : undefined;
  }
  const iso = ISO.exec(compact);
  const dayFirst = iso ? undefined : DAY_FIRST.exec(compact);
  if (!iso && !dayFirst) return undefined;
  const date = iso
    ? calendarDate(Number(iso[1]), Number(iso[2]), Number(iso[3]))
    : calendarDate(
        dayFirst![3]!.length === 2 ? 2000 + Number(dayFirst![3]) : Number(dayFirst![3]),
        Number(dayFirst![2]),
        Number(dayFirst![1]),
      );
  if (!date) return undefined;
  const clock = iso ? iso[4] : dayFirst![4];
  if (clock === undefined) return iso?.[5] ? undefined : { kind: 'dateOnly', date };
  const secondOfDay = clockSeconds(clock.trim());
  if (secondOfDay === undefined) return undefined;
  const offset = iso?.[5];
  if (!offset) return { kind: 'wall', date, secondOfDay };
  const offsetMinutes =
    offset.toUpperCase() === 'Z'
      ? 0
      : (offset.startsWith('-') ? -1 : 1) * (Number(offset.slice(1, 3)) * 60 + Number(offset.slice(-2)));
  return { kind: 'instant', instantMs: Date.parse(date) + secondOfDay * 1000 - offsetMinutes * 60_000 };
}

/**
 * A time cell: "14:05", "14.05", "14:05:33", "1405", or Excel's fraction of a day ("0.5868…",
 * how an XLSX time cell reads). Seconds of the day, or undefined.
 */
export function parseCardClock(text: string): number | undefined {
  const compact = text.trim().replace(/^(klo|kl\.?)\s*/i, '');
  if (/^0?\.\d+$|^0$/.test(compact)) return fractionSeconds(Number(compact));
  return clockSeconds(compact);
}
