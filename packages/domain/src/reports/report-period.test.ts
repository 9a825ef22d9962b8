import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../payroll/calendar-dates';
import { isScheduleDue, isoWeekdayOf, previousPeriod } from './report-period';

describe('previousPeriod', () => {
  it('is the previous ISO week, Monday to Sunday, keyed by its ISO week', () => {
    expect(previousPeriod('weekly', '2026-06-01')).toEqual({ from: '2026-05-25', to: '2026-05-31', key: '2026-W22' });
    // The week of 29 Dec 2025–4 Jan 2026 is week 1 of 2026 (its Thursday is in 2026).
    expect(previousPeriod('weekly', '2026-01-07')).toEqual({ from: '2025-12-29', to: '2026-01-04', key: '2026-W01' });
    expect(previousPeriod('weekly', '2021-01-04')).toEqual({ from: '2020-12-28', to: '2021-01-03', key: '2020-W53' });
  });

  it('is the previous calendar month, across a year and a leap February', () => {
    expect(previousPeriod('monthly', '2026-06-01')).toEqual({ from: '2026-05-01', to: '2026-05-31', key: '2026-05' });
    expect(previousPeriod('monthly', '2026-01-15')).toEqual({ from: '2025-12-01', to: '2025-12-31', key: '2025-12' });
    expect(previousPeriod('monthly', '2028-03-28')).toEqual({ from: '2028-02-01', to: '2028-02-29', key: '2028-02' });
  });

  it('a weekly period is always seven whole days ending before today, starting on a Monday', () => {
    const day = fc.integer({ min: 0, max: 365 * 40 }).map((offset) => addDays('2000-01-01', offset));
    fc.assert(
      fc.property(day, (today) => {
        const period = previousPeriod('weekly', today);
        expect(isoWeekdayOf(period.from)).toBe(1);
        expect(addDays(period.from, 6)).toBe(period.to);
        expect(period.to < today).toBe(true);
        expect(addDays(period.to, 7) >= today).toBe(true);
      }),
    );
  });
});

describe('isScheduleDue', () => {
  const monthly = { frequency: 'monthly' as const, day: 1, lastSentPeriod: null };

  it('on its day, for a period not sent yet', () => {
    expect(isScheduleDue(monthly, '2026-06-01')).toBe(true);
    expect(isScheduleDue(monthly, '2026-06-02')).toBe(false);
    expect(isScheduleDue({ ...monthly, lastSentPeriod: '2026-05' }, '2026-06-01')).toBe(false);
    expect(isScheduleDue({ frequency: 'weekly', day: 1, lastSentPeriod: '2026-W21' }, '2026-06-01')).toBe(true);
    expect(isScheduleDue({ frequency: 'weekly', day: 2, lastSentPeriod: null }, '2026-06-01')).toBe(false);
  });
});
