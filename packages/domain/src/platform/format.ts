import type { Currency } from './currency';
import { CURRENCY_SYMBOLS } from './currency';
import type { Language } from './languages';

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** DD.MM.YYYY in local time (spec section 9, "Formats"), the same in every language. */
export function formatDate(date: Date): string {
  return `${pad(date.getDate())}.${pad(date.getMonth() + 1)}.${date.getFullYear()}`;
}

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A calendar date 'YYYY-MM-DD' (a licence's expiry) as DD.MM.YYYY. Read as text, not as a
 * Date: `new Date('2026-01-05')` is midnight UTC, which is still 4 January west of Greenwich.
 */
export function formatCalendarDate(isoDate: string): string {
  const match = CALENDAR_DATE.exec(isoDate);
  if (!match) throw new RangeError(`Not a calendar date (YYYY-MM-DD): ${isoDate}`);
  const [, year, month, day] = match;
  return `${day}.${month}.${year}`;
}

/** HH:mm, 24-hour clock, in local time. */
export function formatTime(date: Date): string {
  return `${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

export function formatDateTime(date: Date): string {
  return `${formatDate(date)} ${formatTime(date)}`;
}

/** The locale of each UI language, for Intl's numbers, dates and month names. */
export const LANGUAGE_LOCALES: Record<Language, string> = { en: 'en-GB', fi: 'fi-FI', sv: 'sv-SE' };

/** Decimals of a number as shown: at most `maximumFractionDigits` (2 unless said), at least `minimumFractionDigits`. */
export interface NumberDigits {
  minimumFractionDigits?: number;
  maximumFractionDigits?: number;
}

const numberFormats = new Map<string, Intl.NumberFormat>();

/**
 * A number as every screen writes it (km, litres, hours, counts): digits grouped by threes with a
 * space in every language ("250 000", as SI and the Nordic languages write it, so "250,000" is
 * never read as 250 with three decimals), the language's decimal separator ("1 350.5" in English,
 * "1 350,5" in Finnish and Swedish) and its minus sign. Rounding happens here, for display only.
 */
export function formatNumber(value: number, language: Language, digits: NumberDigits = {}): string {
  const minimum = digits.minimumFractionDigits ?? 0;
  const maximum = Math.max(minimum, digits.maximumFractionDigits ?? 2);
  const key = `${language}/${minimum}/${maximum}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(LANGUAGE_LOCALES[language], {
      minimumFractionDigits: minimum,
      maximumFractionDigits: maximum,
    });
    numberFormats.set(key, format);
  }
  return format
    .formatToParts(value)
    .map((part) => (part.type === 'group' ? ' ' : part.value))
    .join('');
}

/**
 * Money with exactly two decimals and the currency's symbol. Finnish and Swedish write
 * "1 234,50 €"; English "€1,234.50" (krona is written after the number in every language).
 * Rounding happens here, for display only.
 */
export function formatMoney(amount: number, currency: Currency, language: Language): string {
  const number = new Intl.NumberFormat(LANGUAGE_LOCALES[language], {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  })
    .format(amount)
    .replace(/\u202f|\u00a0/g, ' ');
  const symbol = CURRENCY_SYMBOLS[currency];
  if (language === 'en' && currency !== 'SEK') {
    return amount < 0 ? `-${symbol}${number.slice(1)}` : `${symbol}${number}`;
  }
  return `${number} ${symbol}`;
}
