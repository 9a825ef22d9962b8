import { nextDate } from '@rahti/domain';
import { addDays, weekdayIndex } from '../../lib/calendar-dates';
import type { Period } from '../../lib/period-presets';

export {
  PERIOD_PRESETS,
  monthContaining,
  presetPeriod,
  twoWeeksContaining,
  type Period,
  type PeriodPreset,
} from '../../lib/period-presets';

export const isInPeriod = (period: Period, date: string) => period.from <= date && date <= period.to;

/** Every date of the period, in order. */
export function datesOf(period: Period): string[] {
  const dates: string[] = [];
  for (let date = period.from; date <= period.to; date = nextDate(date)) dates.push(date);
  return dates;
}

/** The period's Monday-to-Sunday weeks, the first and last cut to the period. */
export function weeksOf(period: Period): Period[] {
  const weeks: Period[] = [];
  let from = period.from;
  while (from <= period.to) {
    const sunday = addDays(from, 6 - weekdayIndex(from));
    const to = sunday < period.to ? sunday : period.to;
    weeks.push({ from, to });
    from = addDays(to, 1);
  }
  return weeks;
}
