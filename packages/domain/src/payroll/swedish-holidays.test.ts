import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dayOfWeek } from './calendar-dates';
import { finnishHolidayCalendar, isHoliday } from './finnish-holidays';
import { holidayCalendarFor } from './holiday-calendars';
import { swedishHolidayCalendar } from './swedish-holidays';

const datesOf = (year: number) => swedishHolidayCalendar.holidays(year).map((holiday) => holiday.date);

describe('Swedish public holidays (allmänna helgdagar)', () => {
  it('2026: Easter on 5 April; midsommardagen and alla helgons dag on their Saturdays; the National Day on 6 June', () => {
    expect(datesOf(2026)).toEqual([
      '2026-01-01', // nyårsdagen
      '2026-01-06', // trettondedag jul
      '2026-04-03', // långfredagen: Easter − 2
      '2026-04-05', // påskdagen
      '2026-04-06', // annandag påsk
      '2026-05-01', // första maj
      '2026-05-14', // Kristi himmelsfärdsdag: Easter + 39
      '2026-05-24', // pingstdagen: Easter + 49
      '2026-06-06', // Sveriges nationaldag
      '2026-06-20', // midsommardagen: 20 June 2026 is a Saturday
      '2026-10-31', // alla helgons dag: 31 October 2026 is a Saturday
      '2026-12-25', // juldagen
      '2026-12-26', // annandag jul
    ]);
  });

  it('2027: Easter on 28 March; the Saturdays 26 June and 6 November', () => {
    const byName = Object.fromEntries(swedishHolidayCalendar.holidays(2027).map((h) => [h.name, h.date]));
    expect(byName).toMatchObject({
      goodFriday: '2027-03-26',
      easterMonday: '2027-03-29',
      ascensionDay: '2027-05-06',
      pentecost: '2027-05-16',
      nationalDay: '2027-06-06',
      midsummerDay: '2027-06-26',
      allSaintsDay: '2027-11-06',
    });
  });

  it('differ from Finland by the National Day: 6 June in Sweden, 6 December in Finland; the eves are ordinary days', () => {
    expect(isHoliday('2026-06-06', swedishHolidayCalendar)).toBe(true);
    expect(isHoliday('2026-06-06', finnishHolidayCalendar)).toBe(false);
    expect(isHoliday('2026-12-06', swedishHolidayCalendar)).toBe(false);
    expect(isHoliday('2026-12-06', finnishHolidayCalendar)).toBe(true);
    expect(isHoliday('2026-06-19', swedishHolidayCalendar)).toBe(false); // midsommarafton
    expect(isHoliday('2026-12-24', swedishHolidayCalendar)).toBe(false); // julafton
  });

  it('any year: thirteen dates in order, midsommardagen and alla helgons dag Saturdays in their weeks', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1900, max: 2300 }), (year) => {
        const holidays = swedishHolidayCalendar.holidays(year);
        expect(holidays).toHaveLength(13);
        const dates = holidays.map((holiday) => holiday.date);
        expect([...dates].sort()).toEqual(dates);
        const midsummer = holidays.find((holiday) => holiday.name === 'midsummerDay')!.date;
        expect(dayOfWeek(midsummer)).toBe(6);
        expect(midsummer >= `${year}-06-20` && midsummer <= `${year}-06-26`).toBe(true);
        const allSaints = holidays.find((holiday) => holiday.name === 'allSaintsDay')!.date;
        expect(dayOfWeek(allSaints)).toBe(6);
        expect(allSaints >= `${year}-10-31` && allSaints <= `${year}-11-06`).toBe(true);
      }),
    );
  });
});

describe('holidayCalendarFor', () => {
  it("keeps Sweden's holidays for kronor and Finland's for euro and dollars", () => {
    expect(holidayCalendarFor('SEK')).toBe(swedishHolidayCalendar);
    expect(holidayCalendarFor('EUR')).toBe(finnishHolidayCalendar);
    expect(holidayCalendarFor('USD')).toBe(finnishHolidayCalendar);
  });
});
