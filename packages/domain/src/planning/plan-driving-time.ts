import { DRIVING_PERIOD } from '../driving-time/breaks';
import {
  DAILY_EXTENDED,
  DAILY_LIMIT,
  EXTENSIONS_PER_WEEK,
  FORTNIGHT_LIMIT,
  WEEKLY_LIMIT,
} from '../driving-time/driving-limits';
import { drivingIndex, type DrivingIndex } from '../driving-time/driving-index';
import type { DrivingTimeRule } from '../driving-time/driving-time.schemas';
import { mayDriveActivities, prepareDriver, type MayDrive, type PlanningState } from '../driving-time/planning';
import { WEEKLY_REDUCED, restBlocks } from '../driving-time/shifts';
import { HOUR, MINUTE, WEEK, normaliseActivities, weekStartOf, type Activity } from '../driving-time/timeline';
import { PLANNED_BREAK } from './plan-driving';

/** A rest that ends a driving shift (a reduced daily rest), and the longest shift it allows within 24 h. */
const DAILY_REST = 9 * HOUR;
const LONGEST_DUTY = 24 * HOUR - DAILY_REST;
/** A weekly rest must begin within six 24-hour periods of the end of the last one (Art 8(6)). */
const WEEKLY_DEADLINE = 144 * HOUR;

/** One of a driver's plans as driving time sees it: its planned activities (`planDriving`), and whether it is judged. */
export interface DriverPlanActivities {
  activities: readonly Activity[];
  judged: boolean;
}

/**
 * The driving-time verdict of each judged plan of one driver (null for the others), by the
 * method of decision 0028, which never gives a plan a conflict for another plan's removal:
 * 1. the plan alone on the recorded activities (`mayDriveActivities`: every rule, exactly as
 *    `mayDrive` answers it), when any lies within a week of it;
 * 2. else the plan among all the driver's plans and the recorded activities, on rules that only
 *    ease as activities give way to rest: the 56 h week and the 90 h fortnight (their totals),
 *    daily driving (the driving between two rests of 9 h or more, against 10 h while the week's
 *    earlier shifts leave an extension, else 9 h), the break (driving between breaks of 45 min or
 *    more, against 4 h 30), the daily rest (at most 15 h between rests of 9 h, so that 9 h fit in
 *    24 h) and the weekly rest (at most 144 h between rests of 24 h). A rule the plan takes part
 *    in is broken by the plan's share: its own driving or time, at most the excess.
 *
 * @computation
 */
export function judgeDriverPlans(
  recorded: readonly Activity[],
  plans: readonly DriverPlanActivities[],
): (MayDrive | null)[] {
  let horizon = -Infinity;
  for (const plan of plans) for (const activity of plan.activities) horizon = Math.max(horizon, activity.end);
  const near = nearRecorded(recorded);
  let alone: PlanningState | undefined;
  let together: Together | undefined;
  return plans.map((plan) => {
    if (!plan.judged || plan.activities.length === 0) return plan.judged ? { ok: true } : null;
    const start = plan.activities[0]!.start;
    const end = plan.activities.at(-1)!.end;
    if (near(start - WEEK, end + WEEK)) {
      alone ??= prepareDriver(recorded, horizon);
      const answer = mayDriveActivities(alone, plan.activities);
      if (!answer.ok) return answer;
    }
    together ??= prepareTogether(recorded, plans);
    return judgeTogether(together, plan.activities);
  });
}

/**
 * Whether a recorded activity (other than rest) lies within [from, to). A plan with none within a
 * week of it is judged by step 2 alone: a week without activity is a regular weekly rest, so the
 * recorded past can change none of its shift, break and rest rules, and step 2 judges the week
 * totals with every plan added.
 */
function nearRecorded(recorded: readonly Activity[]): (from: number, to: number) => boolean {
  const busy = recorded.filter((activity) => activity.kind !== 'rest' && activity.end > activity.start);
  busy.sort((a, b) => a.start - b.start);
  const latestEnd: number[] = [];
  for (const activity of busy) latestEnd.push(Math.max(latestEnd.at(-1) ?? -Infinity, activity.end));
  return (from, to) => {
    // The first activity ending after `from` is among those from the first whose latest end passes it.
    let low = 0;
    for (let high = busy.length; low < high;) {
      const mid = (low + high) >> 1;
      if (latestEnd[mid]! <= from) low = mid + 1;
      else high = mid;
    }
    return low < busy.length && busy[low]!.start < to;
  };
}

/** The driver's recorded and planned activities as one timeline, cut into shifts and driving periods. */
interface Together {
  driving: DrivingIndex;
  /** Between rests of 9 h or more: start, end, and the extensions used by earlier shifts of the shift's week. */
  shifts: Spans & { earlierExtensions: number[] };
  /** Between breaks of 45 min or more. */
  periods: Spans;
  /** Between rests of 24 h or more. */
  weeks: Spans;
}

interface Spans {
  starts: number[];
  ends: number[];
}

function prepareTogether(recorded: readonly Activity[], plans: readonly DriverPlanActivities[]): Together {
  const segments = normaliseActivities([...recorded, ...plans.flatMap((plan) => plan.activities)]);
  const driving = drivingIndex(segments);
  const blocks = restBlocks(segments);
  const dataStart = segments[0]?.start ?? 0;
  const dataEnd = segments.at(-1)?.end ?? 0;
  // Time before and after the data counts as rest (the evaluation assumes a daily rest before
  // it), so a break or rest at either end joins it, however short.
  const spansBetween = (minimum: number): Spans => {
    const spans: Spans = { starts: [dataStart], ends: [] };
    for (const block of blocks) {
      if (block.start === dataStart) spans.starts[0] = block.end;
      else if (block.end === dataEnd) {
        spans.ends.push(block.start);
        return spans;
      } else if (block.end - block.start >= minimum) {
        spans.ends.push(block.start);
        spans.starts.push(block.end);
      }
    }
    spans.ends.push(dataEnd);
    return spans;
  };
  const shifts = spansBetween(DAILY_REST);
  const earlierExtensions: number[] = [];
  let week = -Infinity;
  let used = 0;
  shifts.starts.forEach((start, i) => {
    if (weekStartOf(start) !== week) [week, used] = [weekStartOf(start), 0];
    earlierExtensions.push(used);
    used += extensionsOf(driving.drivingBetween(start, shifts.ends[i]!));
  });
  return {
    driving,
    shifts: { ...shifts, earlierExtensions },
    periods: spansBetween(PLANNED_BREAK),
    weeks: spansBetween(WEEKLY_REDUCED),
  };
}

/**
 * The extensions a shift of `driven` uses: one over 9 h, and one more for each further 9 h (a
 * shift that long would be two shifts with a rest between), so that splitting a shift by more
 * rest never uses more extensions than it did whole.
 */
const extensionsOf = (driven: number): number => (driven > DAILY_LIMIT ? Math.ceil(driven / DAILY_LIMIT) - 1 : 0);

/** The span of `spans` holding `instant` (the last that starts by it). */
function spanAt(spans: Spans, instant: number): number {
  let low = 0;
  for (let high = spans.starts.length; low < high;) {
    const mid = (low + high) >> 1;
    if (spans.starts[mid]! <= instant) low = mid + 1;
    else high = mid;
  }
  return Math.max(0, low - 1);
}

const drivenIn = (drives: readonly Activity[], from: number, to: number): number =>
  drives.reduce((sum, drive) => sum + Math.max(0, Math.min(drive.end, to) - Math.max(drive.start, from)), 0);
const share = (own: number, total: number, limit: number): number => (total > limit ? Math.min(own, total - limit) : 0);

function judgeTogether(together: Together, activities: readonly Activity[]): MayDrive {
  const { driving, shifts, periods, weeks } = together;
  const start = activities[0]!.start;
  const end = activities.at(-1)!.end;
  const drives = activities.filter((activity) => activity.kind === 'drive');
  const shift = spanAt(shifts, start);
  if (drives.length > 0) {
    let weekly = 0;
    let fortnight = 0;
    const firstWeek = weekStartOf(drives[0]!.start);
    const lastWeek = weekStartOf(drives.at(-1)!.end - 1);
    // Each fixed week driven in, and each fortnight holding one (the week before the first counts).
    for (let week = firstWeek - WEEK; week <= lastWeek; week += WEEK) {
      if (week >= firstWeek)
        weekly += share(drivenIn(drives, week, week + WEEK), driving.drivingBetween(week, week + WEEK), WEEKLY_LIMIT);
      fortnight += share(
        drivenIn(drives, week, week + 2 * WEEK),
        driving.drivingBetween(week, week + 2 * WEEK),
        FORTNIGHT_LIMIT,
      );
    }
    if (weekly > 0) return refused('weekly-driving', weekly);
    if (fortnight > 0) return refused('fortnight-driving', fortnight);
    const limit = shifts.earlierExtensions[shift]! < EXTENSIONS_PER_WEEK ? DAILY_EXTENDED : DAILY_LIMIT;
    const shiftDriving = driving.drivingBetween(shifts.starts[shift]!, shifts.ends[shift]!);
    const overDaily = share(drivenIn(drives, start, end), shiftDriving, limit);
    if (overDaily > 0) return refused('daily-driving', overDaily);
    // Each driving period the plan drives in, with the plan's driving in it.
    let overBreak = 0;
    for (let i = 0; i < drives.length;) {
      const period = spanAt(periods, drives[i]!.start);
      const to = periods.ends[period]!;
      let own = 0;
      for (; i < drives.length && drives[i]!.start < to; i++) own += drives[i]!.end - drives[i]!.start;
      overBreak += share(own, driving.drivingBetween(periods.starts[period]!, to), DRIVING_PERIOD);
    }
    if (overBreak > 0) return refused('break', overBreak);
  }
  const overDuty = share(end - start, shifts.ends[shift]! - shifts.starts[shift]!, LONGEST_DUTY);
  if (overDuty > 0) return refused('daily-rest', overDuty);
  const week = spanAt(weeks, start);
  const overWeek = share(end - start, weeks.ends[week]! - weeks.starts[week]!, WEEKLY_DEADLINE);
  if (overWeek > 0) return refused('weekly-rest', overWeek);
  return { ok: true };
}

const refused = (rule: DrivingTimeRule, amount: number): MayDrive => ({
  ok: false,
  rule,
  minutes: Math.max(1, Math.ceil(amount / MINUTE)),
});
