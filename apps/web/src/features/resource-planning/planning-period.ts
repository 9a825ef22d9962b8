import { addDays, addMonths, firstOfMonth, lastOfMonth, startOfWeek } from '../../lib/calendar-dates';

/** How much of the calendar shows at once: a week, two weeks or a month; a week starts on Monday. */
export const SPANS = ['week', 'twoWeeks', 'month'] as const;
export type Span = (typeof SPANS)[number];

export const isSpan = (value: string | null): value is Span => SPANS.includes(value as Span);

export interface Period {
  /** First and last local date shown, both included. */
  from: string;
  to: string;
}

/** The period of `span` that holds `anchor` ('YYYY-MM-DD'). */
export function periodOf(anchor: string, span: Span): Period {
  if (span === 'month') {
    const month = anchor.slice(0, 7);
    return { from: firstOfMonth(month), to: lastOfMonth(month) };
  }
  const from = startOfWeek(anchor);
  return { from, to: addDays(from, span === 'week' ? 6 : 13) };
}

/** The anchor of the period before (-1) or after (1) the one holding `anchor`. */
export function stepAnchor(anchor: string, span: Span, direction: -1 | 1): string {
  if (span === 'month') return firstOfMonth(addMonths(anchor.slice(0, 7), direction));
  return addDays(startOfWeek(anchor), direction * (span === 'week' ? 7 : 14));
}

/** The season view's period: the three months from the anchor's, widened to whole weeks. */
export function seasonOf(anchor: string): Period & { months: string[] } {
  const first = anchor.slice(0, 7);
  const months = [first, addMonths(first, 1), addMonths(first, 2)];
  const last = lastOfMonth(months[2]!);
  return { from: startOfWeek(firstOfMonth(first)), to: addDays(startOfWeek(last), 6), months };
}

/** The API answers at most 62 days at a time: `period` cut into pieces that fit. */
export function chunksOf(period: Period, maxDays = 62): Period[] {
  const chunks: Period[] = [];
  for (let from = period.from; from <= period.to; from = addDays(from, maxDays)) {
    const to = addDays(from, maxDays - 1);
    chunks.push({ from, to: to < period.to ? to : period.to });
  }
  return chunks;
}

/**
 * The ISO 8601 week number of a date: the week (Monday to Sunday) holding the year's first
 * Thursday is week 1.
 */
export function isoWeekNumber(date: string): number {
  const thursday = addDays(startOfWeek(date), 3);
  const yearStart = `${thursday.slice(0, 4)}-01-01`;
  const dayOfYear = (Date.parse(thursday) - Date.parse(yearStart)) / 86_400_000;
  return Math.floor(dayOfYear / 7) + 1;
}
