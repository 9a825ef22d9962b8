import { analyseTimeline, type Analysis } from './analyse';
import { DRIVING_PERIOD } from './breaks';
import {
  DAILY_EXTENDED,
  DAILY_LIMIT,
  EXTENSIONS_PER_WEEK,
  FORTNIGHT_LIMIT,
  WEEKLY_LIMIT,
  extensionsUsedIn,
} from './driving-limits';
import type { DrivingTimeResult } from './driving-time.schemas';
import { MINUTE, WEEK, appendSegment, normaliseActivities, weekStartOf, type Activity } from './timeline';

const iso = (instant: number) => new Date(instant).toISOString();
// Each figure is rounded once, from milliseconds: totals to the nearest minute, what is still
// allowed down (never promise a minute that is not there), an infringement up (never show 0).
const nearest = (ms: number) => Math.round(ms / MINUTE);
const allowed = (ms: number) => Math.max(0, Math.floor(ms / MINUTE));
const fault = (ms: number) => Math.max(1, Math.ceil(ms / MINUTE));

/**
 * The EU driving and rest rules (Reg. (EC) 561/2006 as amended by 2020/1054) over a driver's
 * activities (UTC ms, any order; overlaps go to drive > work > available > break > rest; gaps
 * are rest), with a daily rest assumed before the first. Infringements are judged on every
 * activity, also those after `at`; the time from the last activity to `at` is rest. `remaining`
 * is what the activities up to `at` still allow: driving left in the shift, in the week (56 h and
 * 90 h less last week), in the fortnight (90 h less last week and this), and until a break.
 *
 * @computation
 */
export function evaluateDrivingTime(activities: readonly Activity[], at: number): DrivingTimeResult {
  const segments = normaliseActivities(activities);
  const lastEnd = segments.at(-1)?.end ?? at;
  const upToAt = segments
    .filter((segment) => segment.start < at)
    .map((segment) => ({ ...segment, end: Math.min(segment.end, at) }));
  if (lastEnd < at && segments.length > 0) appendSegment(segments, { kind: 'rest', start: lastEnd, end: at });
  if (upToAt.length > 0 && upToAt.at(-1)!.end < at)
    appendSegment(upToAt, { kind: 'rest', start: upToAt.at(-1)!.end, end: at });
  const analysis = analyseTimeline(segments);
  const now = lastEnd <= at ? analysis : analyseTimeline(upToAt);
  return {
    weeks: analysis.weeks.map((week) => ({ start: iso(week.start), drivingMinutes: nearest(week.driving) })),
    remaining: remainingAt(now, at),
    infringements: analysis.infringements.map((raw) => ({
      rule: raw.rule,
      severity: raw.severity,
      start: iso(raw.start),
      minutes: fault(raw.amount),
    })),
  };
}

function remainingAt(analysis: Analysis, at: number): DrivingTimeResult['remaining'] {
  const week = weekStartOf(at);
  const thisWeek = analysis.driving.drivingBetween(week, week + WEEK);
  const lastWeek = analysis.driving.drivingBetween(week - WEEK, week);
  const shift = analysis.shifts.at(-1);
  const inShift = shift?.running ? analysis.driving.drivingBetween(shift.start, at) : 0;
  const extended = shift?.running && analysis.extensions.includes(shift.start);
  const extensionLeft =
    extended ||
    (inShift <= DAILY_LIMIT &&
      extensionsUsedIn(analysis.extensions, weekStartOf(shift?.running ? shift.start : at)) < EXTENSIONS_PER_WEEK);
  const fortnight = FORTNIGHT_LIMIT - lastWeek - thisWeek;
  return {
    dailyMinutes: allowed((extensionLeft ? DAILY_EXTENDED : DAILY_LIMIT) - inShift),
    weeklyMinutes: allowed(Math.min(WEEKLY_LIMIT - thisWeek, fortnight)),
    fortnightMinutes: allowed(fortnight),
    untilBreakMinutes: allowed(DRIVING_PERIOD - analysis.drivenSinceBreak),
  };
}
