import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dayOfWeek } from './calendar-dates';
import { easterSunday, finnishHolidayCalendar, isHoliday, isSundayRateDay } from './finnish-holidays';

const holidayOf = (year: number, name: string) =>
  finnishHolidayCalendar.holidays(year).find((holiday) => holiday.name === name)?.date;

describe('Finnish public holidays', () => {
  it('match the reference table for 2025–2027 (Easter by the computus, Midsummer and All Saints on their Saturdays)', () => {
    expect([2025, 2026, 2027].map(easterSunday)).toEqual(['2025-04-20', '2026-04-05', '2027-03-28']);
    const columns = ['goodFriday', 'easterMonday', 'ascensionDay', 'pentecost', 'midsummerDay', 'allSaintsDay'];
    expect(columns.map((name) => holidayOf(2025, name))).toEqual([
      '2025-04-18',
      '2025-04-21',
      '2025-05-29',
      '2025-06-08',
      '2025-06-21',
      '2025-11-01',
    ]);
    expect(columns.map((name) => holidayOf(2026, name))).toEqual([
      '2026-04-03',
      '2026-04-06',
      '2026-05-14',
      '2026-05-24',
      '2026-06-20',
      '2026-10-31',
    ]);
    expect(columns.map((name) => holidayOf(2027, name))).toEqual([
      '2027-03-26',
      '2027-03-29',
      '2027-05-06',
      '2027-05-16',
      '2027-06-26',
      '2027-11-06',
    ]);
    expect(finnishHolidayCalendar.holidays(2026).map((holiday) => holiday.date)).toEqual([
      '2026-01-01',
      '2026-01-06',
      '2026-04-03',
      '2026-04-05',
      '2026-04-06',
      '2026-05-01',
      '2026-05-14',
      '2026-05-24',
      '2026-06-20',
      '2026-10-31',
      '2026-12-06',
      '2026-12-25',
      '2026-12-26',
    ]);
  });

  it('pay Sundays and holidays at the Sunday rate, the eves as ordinary days', () => {
    expect(isSundayRateDay('2026-05-01')).toBe(true); // May Day, a Friday
    expect(isSundayRateDay('2027-12-06')).toBe(true); // Independence Day, a Monday
    expect(isSundayRateDay('2026-03-08')).toBe(true); // an ordinary Sunday
    expect(isSundayRateDay('2026-06-19')).toBe(false); // Midsummer Eve
    expect(isSundayRateDay('2026-12-24')).toBe(false); // Christmas Eve
    expect(isSundayRateDay('2026-04-04')).toBe(false); // Holy Saturday
    expect(isSundayRateDay('2026-03-09')).toBe(false);
  });

  it('any year: Easter is a Sunday from 22 March to 25 April; Midsummer and All Saints are Saturdays in their weeks', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1900, max: 2300 }), (year) => {
        const easter = easterSunday(year);
        expect(dayOfWeek(easter)).toBe(0);
        expect(easter >= `${year}-03-22` && easter <= `${year}-04-25`).toBe(true);
        const midsummer = holidayOf(year, 'midsummerDay')!;
        expect(dayOfWeek(midsummer)).toBe(6);
        expect(midsummer >= `${year}-06-20` && midsummer <= `${year}-06-26`).toBe(true);
        const allSaints = holidayOf(year, 'allSaintsDay')!;
        expect(dayOfWeek(allSaints)).toBe(6);
        expect(allSaints >= `${year}-10-31` && allSaints <= `${year}-11-06`).toBe(true);
        expect(finnishHolidayCalendar.holidays(year)).toHaveLength(13);
        expect(isHoliday(`${year}-12-24`)).toBe(false);
      }),
    );
  });
});
