import type { Currency } from '../platform/currency';
import { finnishHolidayCalendar, type HolidayCalendar } from './finnish-holidays';
import { swedishHolidayCalendar } from './swedish-holidays';

/**
 * The public holidays an organisation keeps, from the country its currency stands for: Sweden's
 * for kronor, Finland's otherwise (euro, and dollars, whose organisations default to Helsinki as
 * `defaultTimeZoneFor` does).
 */
export function holidayCalendarFor(currency: Currency): HolidayCalendar {
  return currency === 'SEK' ? swedishHolidayCalendar : finnishHolidayCalendar;
}
