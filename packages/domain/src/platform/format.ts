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

const NUMBER_LOCALES: Record<Language, string> = { en: 'en-GB', fi: 'fi-FI', sv: 'sv-SE' };

/**
 * Money with exactly two decimals and the currency's symbol. Finnish and Swedish write
 * "1 234,50 €"; English "€1,234.50" (krona is written after the number in every language).
 * Rounding happens here, for display only.
 */
export function formatMoney(amount: number, currency: Currency, language: Language): string {
  const number = new Intl.NumberFormat(NUMBER_LOCALES[language], {
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
