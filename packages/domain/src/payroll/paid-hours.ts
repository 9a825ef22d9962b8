import type { PaidBreakType } from '../driver-groups/driver-group-rules';

/** Break (5) counts by the driver group's rule; Paid break (6) is paid like work. */
export const BREAK_WORK_TYPE = 5;

/** A stretch of paid time, in UTC milliseconds [start, end). */
export interface PaidInterval {
  start: number;
  end: number;
}

/** A finished event (a running one is cut at "now" by the caller). */
export interface TimedEvent {
  workType: number;
  start: number;
  end: number;
}

export interface BreakRule {
  paidBreakType: PaidBreakType;
  /** Minutes per shift; used with `paidUpToLimit`. */
  paidBreakLimitMinutes: number | null;
}

/** What a driver without a group gets: breaks unpaid (the group form's default). */
export const UNPAID_BREAKS: BreakRule = { paidBreakType: 'unpaid', paidBreakLimitMinutes: null };

/**
 * The paid parts of one shift's events, in time order. Every work type is paid except Break,
 * which is paid in full, not at all, or — up to a limit — for its earliest minutes in the shift
 * until the limit is used up. Time that no event covers is unpaid.
 */
export function paidIntervals(events: readonly TimedEvent[], rule: BreakRule): PaidInterval[] {
  let breakAllowanceMs =
    rule.paidBreakType === 'paid'
      ? Infinity
      : rule.paidBreakType === 'unpaid'
        ? 0
        : Math.max(0, rule.paidBreakLimitMinutes ?? 0) * 60_000;
  const intervals: PaidInterval[] = [];
  for (const event of [...events].sort((a, b) => a.start - b.start)) {
    if (event.end <= event.start) continue;
    if (event.workType !== BREAK_WORK_TYPE) {
      intervals.push({ start: event.start, end: event.end });
      continue;
    }
    const paidMs = Math.min(event.end - event.start, breakAllowanceMs);
    if (paidMs <= 0) continue;
    breakAllowanceMs -= paidMs;
    intervals.push({ start: event.start, end: event.start + paidMs });
  }
  return intervals;
}

export const intervalsMs = (intervals: readonly PaidInterval[]): number =>
  intervals.reduce((sum, interval) => sum + (interval.end - interval.start), 0);

/** Paid minutes of one shift (fractions when events carry seconds). */
export function paidMinutes(events: readonly TimedEvent[], rule: BreakRule): number {
  return intervalsMs(paidIntervals(events, rule)) / 60_000;
}
