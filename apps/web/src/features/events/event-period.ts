import { addDays, addMonths, firstOfMonth, lastOfMonth, startOfWeek } from '../../lib/calendar-dates';

export const PERIOD_PRESETS = ['thisTwoWeeks', 'lastTwoWeeks', 'thisMonth', 'lastMonth'] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number];
export type PeriodChoice = PeriodPreset | 'custom';

export const isPeriodChoice = (value: string | null): value is PeriodChoice =>
  value === 'custom' || (PERIOD_PRESETS as readonly (string | null)[]).includes(value);

/**
 * The local dates a preset covers, counted from `today` (the organisation's date). Without a
 * pay-period calendar, "this two weeks" is the current Monday-to-Sunday week and the one before,
 * so it always holds the days just worked; "last two weeks" is the fortnight before that.
 */
export function presetPeriod(preset: PeriodPreset, today: string): { from: string; to: string } {
  const monday = startOfWeek(today);
  const month = today.slice(0, 7);
  switch (preset) {
    case 'thisTwoWeeks':
      return { from: addDays(monday, -7), to: addDays(monday, 6) };
    case 'lastTwoWeeks':
      return { from: addDays(monday, -21), to: addDays(monday, -8) };
    case 'thisMonth':
      return { from: firstOfMonth(month), to: lastOfMonth(month) };
    case 'lastMonth': {
      const previous = addMonths(month, -1);
      return { from: firstOfMonth(previous), to: lastOfMonth(previous) };
    }
  }
}
