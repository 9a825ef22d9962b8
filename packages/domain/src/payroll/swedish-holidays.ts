import { addDays, dayOfWeek } from './calendar-dates';
import { easterSunday, type Holiday, type HolidayCalendar } from './finnish-holidays';

/**
 * Sweden's public holidays (allmänna helgdagar): lag (1989:253) om allmänna helgdagar 1–2 §§
 * as amended by 2004:1320, which from 2005 added the National Day and took out Whit Monday (so
 * years before 2005 are not right here). Sundays are helgdagar too, but are not listed, as in
 * Finland's calendar. The eves (midsommarafton, julafton, nyårsafton) are not on the list,
 * though many collective agreements treat them as holidays.
 */
export const SWEDISH_HOLIDAYS = [
  'newYearsDay', // nyårsdagen
  'epiphany', // trettondedag jul
  'goodFriday', // långfredagen
  'easterSunday', // påskdagen
  'easterMonday', // annandag påsk
  'mayDay', // första maj
  'ascensionDay', // Kristi himmelsfärdsdag
  'pentecost', // pingstdagen
  'nationalDay', // Sveriges nationaldag
  'midsummerDay', // midsommardagen
  'allSaintsDay', // alla helgons dag
  'christmasDay', // juldagen
  'boxingDay', // annandag jul
] as const;
export type SwedishHoliday = (typeof SWEDISH_HOLIDAYS)[number];

const cache = new Map<number, readonly Holiday[]>();

export const swedishHolidayCalendar: HolidayCalendar = {
  holidays(year) {
    const known = cache.get(year);
    if (known) return known;
    const easter = easterSunday(year);
    const fixed = (monthDay: string) => `${year}-${monthDay}`;
    // Midsommardagen is the Saturday from 20 to 26 June, alla helgons dag the one from 31 October to 6 November.
    const saturdayFrom = (date: string) => addDays(date, (6 - dayOfWeek(date) + 7) % 7);
    const dates: Record<SwedishHoliday, string> = {
      newYearsDay: fixed('01-01'),
      epiphany: fixed('01-06'),
      goodFriday: addDays(easter, -2),
      easterSunday: easter,
      easterMonday: addDays(easter, 1),
      mayDay: fixed('05-01'),
      ascensionDay: addDays(easter, 39),
      pentecost: addDays(easter, 49),
      nationalDay: fixed('06-06'),
      midsummerDay: saturdayFrom(fixed('06-20')),
      allSaintsDay: saturdayFrom(fixed('10-31')),
      christmasDay: fixed('12-25'),
      boxingDay: fixed('12-26'),
    };
    const list = SWEDISH_HOLIDAYS.map((name) => ({ date: dates[name], name })).sort((x, y) =>
      x.date.localeCompare(y.date),
    );
    cache.set(year, list);
    return list;
  },
};
