import { describe, expect, it } from 'vitest';
import { formatCalendarDate, formatDate, formatDateTime, formatMoney, formatNumber, formatTime } from './format';

describe('formats (spec section 9)', () => {
  const date = new Date(2026, 0, 5, 7, 3);

  it('writes dates DD.MM.YYYY and times HH:mm', () => {
    expect(formatDate(date)).toBe('05.01.2026');
    expect(formatTime(date)).toBe('07:03');
    expect(formatDateTime(new Date(2026, 11, 31, 23, 59))).toBe('31.12.2026 23:59');
  });

  it('writes a calendar date DD.MM.YYYY on the day written, with no time zone in between', () => {
    expect(formatCalendarDate('2026-01-05')).toBe('05.01.2026');
    expect(formatCalendarDate('2024-02-29')).toBe('29.02.2024');
    expect(formatCalendarDate('2030-12-31')).toBe('31.12.2030');
    expect(() => formatCalendarDate('5.1.2026')).toThrow(RangeError);
  });

  it.each([
    [1234.5, 'EUR', 'fi', '1 234,50 €'],
    [1234.5, 'EUR', 'en', '€1,234.50'],
    [1234.5, 'SEK', 'sv', '1 234,50 kr'],
    [1234.5, 'SEK', 'en', '1,234.50 kr'],
    [0.005, 'USD', 'en', '$0.01'],
    [-12, 'USD', 'en', '-$12.00'],
    [1000000, 'EUR', 'sv', '1 000 000,00 €'],
  ] as const)('money %d %s in %s is "%s"', (amount, currency, language, expected) => {
    expect(formatMoney(amount, currency, language)).toBe(expected);
  });

  it.each([
    [250000, 'en', '250 000'],
    [250000, 'fi', '250 000'],
    [250000, 'sv', '250 000'],
    [1350.5, 'en', '1 350.5'],
    [1350.5, 'fi', '1 350,5'],
    [1234567.891, 'sv', '1 234 567,89'],
  ] as const)('number %d in %s is "%s": digits grouped with a space in every language', (value, language, expected) => {
    expect(formatNumber(value, language)).toBe(expected);
  });

  it('keeps the decimals asked for', () => {
    expect(formatNumber(0.8, 'en', { minimumFractionDigits: 2 })).toBe('0.80');
    expect(formatNumber(12.345, 'fi', { maximumFractionDigits: 1 })).toBe('12,3');
    expect(formatNumber(48.7, 'sv', { maximumFractionDigits: 0 })).toBe('49');
  });
});
