import { addDays, firstOfMonth, lastOfMonth } from './calendar-dates';

/**
 * The period presets every shift page offers (timesheet, events, summary), as local dates
 * 'YYYY-MM-DD' in the organisation's calendar. Pay periods arrive in a later issue; until then
 * a clerk picks two weeks, a month or chosen dates, and every page means the same days by them.
 */
export const PERIOD_PRESETS = ['thisTwoWeeks', 'lastTwoWeeks', 'thisMonth', 'lastMonth'] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number];
export type PeriodChoice = PeriodPreset | 'custom';

export interface Period {
  from: string;
  to: string;
}

export const isPeriodChoice = (value: string | null): value is PeriodChoice =>
  value === 'custom' || (PERIOD_PRESETS as readonly (string | null)[]).includes(value);

/**
 * Two-week blocks are counted in 14-day steps from this Monday, so "this two weeks" is the same
 * block for everyone and always two whole ISO weeks, as a two-week pay period is.
 */
const TWO_WEEK_EPOCH = '2024-01-01';
const daysSinceEpoch = (date: string) =>
  Math.round((Date.parse(`${date}T00:00:00Z`) - Date.parse(`${TWO_WEEK_EPOCH}T00:00:00Z`)) / 86_400_000);

export function twoWeeksContaining(date: string): Period {
  const from = addDays(TWO_WEEK_EPOCH, Math.floor(daysSinceEpoch(date) / 14) * 14);
  return { from, to: addDays(from, 13) };
}

export function monthContaining(date: string): Period {
  const month = date.slice(0, 7);
  return { from: firstOfMonth(month), to: lastOfMonth(month) };
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
