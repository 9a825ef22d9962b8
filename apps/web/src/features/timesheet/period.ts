import { nextDate } from '@rahti/domain';

/**
 * Periods of the timesheet as local dates 'YYYY-MM-DD' in the organisation's calendar. Pay
 * periods arrive in a later issue; until then the clerk picks two weeks, a month or a range.
 */
export const PERIOD_PRESETS = ['thisTwoWeeks', 'lastTwoWeeks', 'thisMonth', 'lastMonth'] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number];

export interface Period {
  from: string;
  to: string;
}

/**
 * Two-week blocks are counted in 14-day steps from this Monday, so "this two weeks" is the same
 * block for everyone and always starts on a Monday (as two ISO weeks).
 */
const TWO_WEEK_EPOCH = '2024-01-01';
const DAY_MS = 86_400_000;

const utc = (date: string) => Date.parse(`${date}T00:00:00Z`);
const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export function addDays(date: string, days: number): string {
  return isoDate(utc(date) + days * DAY_MS);
}

/** 0 for Monday … 6 for Sunday. */
export function weekdayIndex(date: string): number {
  return (new Date(utc(date)).getUTCDay() + 6) % 7;
}

export function twoWeeksContaining(date: string): Period {
  const offset = Math.floor((utc(date) - utc(TWO_WEEK_EPOCH)) / DAY_MS);
  const from = addDays(TWO_WEEK_EPOCH, Math.floor(offset / 14) * 14);
  return { from, to: addDays(from, 13) };
}

export function monthContaining(date: string): Period {
  const from = `${date.slice(0, 7)}-01`;
  const [year, month] = from.split('-').map(Number) as [number, number];
  return { from, to: isoDate(Date.UTC(year, month, 0)) };
}

/** The preset's dates around `today`, the organisation's date now. */
export function presetPeriod(preset: PeriodPreset, today: string): Period {
  switch (preset) {
    case 'thisTwoWeeks':
      return twoWeeksContaining(today);
    case 'lastTwoWeeks':
      return twoWeeksContaining(addDays(twoWeeksContaining(today).from, -1));
    case 'thisMonth':
      return monthContaining(today);
    case 'lastMonth':
      return monthContaining(addDays(monthContaining(today).from, -1));
  }
}

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
