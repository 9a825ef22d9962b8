import { analyseTimeline } from './analyse';
import { DRIVING_TIME_RULES, type DrivingTimeRule } from './driving-time.schemas';
import { MINUTE, appendSegment, normaliseActivities, type Activity } from './timeline';

/** A driver's timeline and its infringements, prepared once to answer many planning questions. */
export interface PlanningState {
  segments: readonly Activity[];
  /** Per rule, the summed excess or shortfall (ms) the timeline already has. */
  baseline: Record<DrivingTimeRule, number>;
}

export type MayDrive = { ok: true } | { ok: false; rule: DrivingTimeRule; minutes: number };

function excessByRule(segments: readonly Activity[]): Record<DrivingTimeRule, number> {
  const sums = Object.fromEntries(DRIVING_TIME_RULES.map((rule) => [rule, 0])) as Record<DrivingTimeRule, number>;
  for (const infringement of analyseTimeline(segments).infringements) sums[infringement.rule] += infringement.amount;
  return sums;
}

/**
 * Prepares a driver's activities (as `evaluateDrivingTime` takes them: done and planned) for
 * `mayDrive`: normalised once, rest added up to `horizon` (UTC ms, the end of the plan) so that
 * every question is judged on the same span.
 */
export function prepareDriver(activities: readonly Activity[], horizon: number): PlanningState {
  const segments = normaliseActivities(activities);
  const lastEnd = segments.at(-1)?.end;
  if (lastEnd !== undefined && lastEnd < horizon) appendSegment(segments, { kind: 'rest', start: lastEnd, end: horizon });
  return { segments, baseline: excessByRule(segments) };
}

/** Appends `segment`, the time between the last segment and it (a gap) as rest. */
function extend(result: Activity[], segment: Activity): void {
  const lastEnd = result.at(-1)?.end;
  if (lastEnd !== undefined && lastEnd < segment.start) appendSegment(result, { kind: 'rest', start: lastEnd, end: segment.start });
  appendSegment(result, segment);
}

/** The segments with driving laid over [from, to): what was there yields to it. */
function withDriving(segments: readonly Activity[], from: number, to: number): Activity[] {
  const result: Activity[] = [];
  let i = 0;
  for (; i < segments.length && segments[i]!.start < from; i++) extend(result, { ...segments[i]!, end: Math.min(segments[i]!.end, from) });
  extend(result, { kind: 'drive', start: from, end: to });
  for (i = Math.max(0, i - 1); i < segments.length; i++) if (segments[i]!.end > to) extend(result, { ...segments[i]!, start: Math.max(segments[i]!.start, to) });
  return result;
}

/**
 * May the driver drive from `from` to `to` (UTC ms) without a new infringement? The driving is
 * laid over the prepared timeline and every rule judged again; the answer names the first rule
 * (in contract order: daily, weekly, fortnight driving, break, daily rest, weekly rest) whose
 * excess or shortfall grows, and by how many minutes (rounded up). Infringements the timeline
 * already has do not count against the question.
 */
export function mayDrive(state: PlanningState, from: number, to: number): MayDrive {
  if (!(to > from)) return { ok: true };
  const after = excessByRule(withDriving(state.segments, from, to));
  for (const rule of DRIVING_TIME_RULES) {
    const growth = after[rule] - state.baseline[rule];
    if (growth > 0) return { ok: false, rule, minutes: Math.max(1, Math.ceil(growth / MINUTE)) };
  }
  return { ok: true };
}
