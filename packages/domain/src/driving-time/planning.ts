import { analyseTimeline } from './analyse';
import { FORTNIGHT_LIMIT, WEEKLY_LIMIT } from './driving-limits';
import { drivingIndex, type DrivingIndex } from './driving-index';
import { DRIVING_TIME_RULES, type DrivingTimeRule } from './driving-time.schemas';
import { WEEKLY_REDUCED, restBlocks, type RestBlock } from './shifts';
import { MINUTE, WEEK, appendSegment, normaliseActivities, weekStartOf, type Activity } from './timeline';
import { withActivities, withDriving } from './with-driving';

/** A driver's timeline, prepared once to answer many planning questions cheaply. */
export interface PlanningState {
  segments: readonly Activity[];
  driving: DrivingIndex;
  weeklyRests: readonly RestBlock[];
  horizon: number;
  /** Per local window (see `windowOf`; a plan has a few), the summed excess of each local rule before any question. */
  baselines: { start: number; end: number; excess: Record<DrivingTimeRule, number> }[];
}

export type MayDrive = { ok: true } | { ok: false; rule: DrivingTimeRule; minutes: number };

/**
 * Prepares a driver's activities (done and planned, as `evaluateDrivingTime` takes them) for
 * `mayDrive`: normalised once, rest added up to `horizon` (UTC ms, the end of the plan).
 *
 * @computation
 */
export function prepareDriver(activities: readonly Activity[], horizon: number): PlanningState {
  const segments = normaliseActivities(activities);
  const lastEnd = segments.at(-1)?.end;
  if (lastEnd !== undefined && lastEnd < horizon)
    appendSegment(segments, { kind: 'rest', start: lastEnd, end: horizon });
  const weeklyRests = restBlocks(segments).filter((block) => block.end - block.start >= WEEKLY_REDUCED);
  return {
    segments,
    driving: drivingIndex(segments),
    weeklyRests,
    horizon: segments.at(-1)?.end ?? horizon,
    baselines: [],
  };
}

/**
 * The span the shift, break and rest rules of a driving [from, to) depend on: from the start of
 * the last weekly rest begun by the Monday of `from`'s week and over by `from` (the reduced-rest
 * count and the 144 h restart there, and every shift of that week's extensions follows; a rest
 * the driving cuts into is no restart) to the end of the first weekly rest after `to` that
 * reaches past `to`'s week.
 */
function windowOf(state: PlanningState, from: number, to: number): [number, number] {
  const monday = weekStartOf(from);
  const nextMonday = weekStartOf(to) + WEEK;
  let start = state.segments[0]?.start ?? from;
  let end = state.horizon;
  for (const rest of state.weeklyRests) if (rest.start <= monday && rest.end <= from) start = rest.start;
  // A millisecond past the rest, so that the window sees it end (a rest running to the end of the data is judged as still open).
  for (const rest of state.weeklyRests)
    if (rest.start >= to && rest.end >= nextMonday) {
      end = rest.end + 1;
      break;
    }
  return [Math.min(start, from), Math.max(end, to)];
}

/** The segments within [from, to), clipped; found by binary search (the segments are ordered). */
function slice(segments: readonly Activity[], from: number, to: number): Activity[] {
  let low = 0;
  for (let high = segments.length; low < high;) {
    const mid = (low + high) >> 1;
    if (segments[mid]!.end <= from) low = mid + 1;
    else high = mid;
  }
  const result: Activity[] = [];
  for (let i = low; i < segments.length && segments[i]!.start < to; i++) {
    const s = segments[i]!;
    result.push({ kind: s.kind, start: Math.max(s.start, from), end: Math.min(s.end, to) });
  }
  return result;
}

function localExcess(segments: readonly Activity[]): Record<DrivingTimeRule, number> {
  const sums: Record<DrivingTimeRule, number> = {
    'daily-driving': 0,
    'weekly-driving': 0,
    'fortnight-driving': 0,
    break: 0,
    'daily-rest': 0,
    'weekly-rest': 0,
  };
  for (const infringement of analyseTimeline(segments, true).infringements)
    sums[infringement.rule] += infringement.amount;
  return sums;
}

const over = (value: number, limit: number) => Math.max(0, value - limit);

/** How much more the 56 h weeks and 90 h fortnights are exceeded with `drives` (ordered, apart) driven (ms). */
function weeklyGrowth(state: PlanningState, drives: readonly Activity[]): { weekly: number; fortnight: number } {
  let weekly = 0;
  let fortnight = 0;
  // The week before the first one touched counts for the fortnight; the week after does too.
  let previousBefore = -1;
  let previousAfter = -1;
  const first = weekStartOf(drives[0]!.start) - WEEK;
  for (let week = first, last = weekStartOf(drives.at(-1)!.end) + WEEK; week <= last; week += WEEK) {
    const before = state.driving.drivingBetween(week, week + WEEK);
    let after = before;
    for (const drive of drives) {
      const clipFrom = Math.max(drive.start, week);
      const clipTo = Math.min(drive.end, week + WEEK);
      if (clipTo > clipFrom) after += clipTo - clipFrom - state.driving.drivingBetween(clipFrom, clipTo);
    }
    weekly += over(after, WEEKLY_LIMIT) - over(before, WEEKLY_LIMIT);
    if (previousBefore >= 0)
      fortnight += over(previousAfter + after, FORTNIGHT_LIMIT) - over(previousBefore + before, FORTNIGHT_LIMIT);
    previousBefore = before;
    previousAfter = after;
  }
  return { weekly, fortnight };
}

/**
 * May the driver drive from `from` to `to` (UTC ms) without a new infringement? The driving is
 * laid over the prepared timeline: the 56 h and 90 h limits are judged on the week totals, the
 * shift, break and rest rules again on the span they depend on. The answer names the weekly or
 * fortnight limit if either grows, else the first other rule (in contract order) that grows, and by how many minutes (rounded up);
 * infringements the timeline already has do not count against the question.
 *
 * @computation
 */
export function mayDrive(state: PlanningState, from: number, to: number): MayDrive {
  if (!(to > from)) return { ok: true };
  return judge(state, [{ kind: 'drive', start: from, end: to }], from, to, null);
}

/**
 * `mayDrive` for a planned stretch of activities (a plan's driving with its breaks and work, as
 * `planDriving` gives them; ordered, not overlapping): judged as one question, laid over the
 * prepared timeline where each instant keeps the more demanding activity (a planned break does not
 * undo recorded driving), the 56 h and 90 h limits on the week totals with all its driving added.
 *
 * @computation
 */
export function mayDriveActivities(state: PlanningState, activities: readonly Activity[]): MayDrive {
  const planned = activities.filter((activity) => activity.end > activity.start);
  if (planned.length === 0) return { ok: true };
  const from = Math.min(...planned.map((activity) => activity.start));
  const to = Math.max(...planned.map((activity) => activity.end));
  const drives = planned.filter((activity) => activity.kind === 'drive');
  return judge(state, drives, from, to, planned);
}

/** The answer for `drives` within [from, to); `planned` the activities to lay over (null: the drives alone, replacing). */
function judge(
  state: PlanningState,
  drives: readonly Activity[],
  from: number,
  to: number,
  planned: readonly Activity[] | null,
): MayDrive {
  if (drives.length > 0) {
    const weekly = weeklyGrowth(state, drives);
    // The week totals answer without the costlier shift analysis.
    if (weekly.weekly > 0) return refused('weekly-driving', weekly.weekly);
    if (weekly.fortnight > 0) return refused('fortnight-driving', weekly.fortnight);
  }
  const [start, end] = windowOf(state, from, to);
  let baseline = state.baselines.find((window) => window.start === start && window.end === end)?.excess;
  if (!baseline)
    state.baselines.push({ start, end, excess: (baseline = localExcess(slice(state.segments, start, end))) });
  const laid = planned
    ? withActivities(state.segments, planned, start, end)
    : withDriving(state.segments, from, to, start, end);
  const after = localExcess(laid);
  for (const rule of DRIVING_TIME_RULES) {
    const growth = after[rule] - baseline[rule];
    if (growth > 0) return refused(rule, growth);
  }
  return { ok: true };
}

const refused = (rule: DrivingTimeRule, growth: number): MayDrive => ({
  ok: false,
  rule,
  minutes: Math.max(1, Math.ceil(growth / MINUTE)),
});
