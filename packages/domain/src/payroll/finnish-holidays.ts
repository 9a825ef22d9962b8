import { addDays, dayOfWeek } from './calendar-dates';

/**
 * Public holidays that are paid at the Sunday rate (reference/domain-rules.md 7.1): the church
 * holidays of the Church Act, May Day and Independence Day (Working Hours Act). The eves
 * (Midsummer Eve, Christmas Eve, Holy Saturday) are ordinary days. A calendar is an interface so
 * that another country's list (Sweden's) can be added beside this one.
 */
export const FINNISH_HOLIDAYS = [
  'newYearsDay',
  'epiphany',
  'goodFriday',
  'easterSunday',
  'easterMonday',
  'mayDay',
  'ascensionDay',
  'pentecost',
  'midsummerDay',
  'allSaintsDay',
  'independenceDay',
  'christmasDay',
  'boxingDay',
] as const;
export type FinnishHoliday = (typeof FINNISH_HOLIDAYS)[number];

export interface Holiday {
  /** 'YYYY-MM-DD' in the organisation's calendar. */
  date: string;
  name: string;
}

export interface HolidayCalendar {
  /** The holidays of `year`, in date order. */
  holidays(year: number): readonly Holiday[];
}

const pad = (value: number) => String(value).padStart(2, '0');
const dateOf = (year: number, month: number, day: number) => `${year}-${pad(month)}-${pad(day)}`;

/** Easter Sunday by the anonymous Gregorian computus (Meeus/Jones/Butcher), as 'YYYY-MM-DD'. */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return dateOf(year, month, day);
}

/** The first Saturday on or after `date`. */
function saturdayFrom(date: string): string {
  return addDays(date, (6 - dayOfWeek(date) + 7) % 7);
}

const cache = new Map<number, readonly Holiday[]>();

export const finnishHolidayCalendar: HolidayCalendar = {
  holidays(year) {
    const known = cache.get(year);
    if (known) return known;
    const easter = easterSunday(year);
    const dates: Record<FinnishHoliday, string> = {
      newYearsDay: dateOf(year, 1, 1),
      epiphany: dateOf(year, 1, 6),
      goodFriday: addDays(easter, -2),
      easterSunday: easter,
      easterMonday: addDays(easter, 1),
      mayDay: dateOf(year, 5, 1),
      ascensionDay: addDays(easter, 39),
      pentecost: addDays(easter, 49),
      // Midsummer Day is the Saturday between 20 and 26 June, All Saints' Day between 31 October and 6 November.
      midsummerDay: saturdayFrom(dateOf(year, 6, 20)),
      allSaintsDay: saturdayFrom(dateOf(year, 10, 31)),
      independenceDay: dateOf(year, 12, 6),
      christmasDay: dateOf(year, 12, 25),
      boxingDay: dateOf(year, 12, 26),
    };
    const list = FINNISH_HOLIDAYS.map((name) => ({ date: dates[name], name })).sort((x, y) =>
      x.date.localeCompare(y.date),
    );
    cache.set(year, list);
    return list;
  },
};

export function isHoliday(date: string, calendar: HolidayCalendar = finnishHolidayCalendar): boolean {
  return calendar.holidays(Number(date.slice(0, 4))).some((holiday) => holiday.date === date);
}

/** Sundays and public holidays are paid at the Sunday rate for the whole local day. */
export function isSundayRateDay(date: string, calendar: HolidayCalendar = finnishHolidayCalendar): boolean {
  return dayOfWeek(date) === 0 || isHoliday(date, calendar);
}
