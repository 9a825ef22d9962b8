import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseDateText, parseTimeText, shiftCalendarDate } from './date-text';
import { formatCalendarDate } from './format';

describe('dates and times as typed', () => {
  it('reads DD.MM.YYYY, and the usual ways of writing it', () => {
    expect(parseDateText('16.11.2026')).toBe('2026-11-16');
    expect(parseDateText(' 1.2.2026 ')).toBe('2026-02-01');
    expect(parseDateText('16/11/2026')).toBe('2026-11-16');
    expect(parseDateText('16-11-2026')).toBe('2026-11-16');
    expect(parseDateText('16112026')).toBe('2026-11-16');
    expect(parseDateText('16.11.2026.')).toBe('2026-11-16');
    expect(parseDateText('2026-11-16')).toBe('2026-11-16');
  });

  it('refuses what is not a day of the calendar, or not a whole date', () => {
    for (const text of [
      '',
      '16.11.',
      '31.04.2026',
      '29.02.2026',
      '32.1.2026',
      '1.13.2026',
      '11/16/2026',
      '2026-02-30',
      'today',
      '16.11.202',
      '0.1.2026',
      '1.12.20',
      '16.11.26',
    ]) {
      expect(parseDateText(text), text).toBeUndefined();
    }
    expect(parseDateText('29.02.2028')).toBe('2028-02-29');
  });

  it('reads back every date it writes', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2999-12-31T00:00:00Z'), noInvalidDate: true }),
        (date) => {
          const iso = date.toISOString().slice(0, 10);
          expect(parseDateText(formatCalendarDate(iso))).toBe(iso);
        },
      ),
    );
  });

  it('moves a date by days across months, years and the clock changes', () => {
    expect(shiftCalendarDate('2026-03-28', 2)).toBe('2026-03-30');
    expect(shiftCalendarDate('2026-01-01', -1)).toBe('2025-12-31');
    expect(shiftCalendarDate('2028-02-28', 1)).toBe('2028-02-29');
  });

  it('reads HH:mm, a point for the colon and the digits alone', () => {
    expect(parseTimeText('14:30')).toBe('14:30');
    expect(parseTimeText('14.30')).toBe('14:30');
    expect(parseTimeText('9:05')).toBe('09:05');
    expect(parseTimeText('1430')).toBe('14:30');
    expect(parseTimeText('930')).toBe('09:30');
    for (const text of ['24:00', '12:60', '2:3', '', 'noon', '14:30:00'])
      expect(parseTimeText(text), text).toBeUndefined();
  });
});
