import { breakRule } from './breaks';
import { dailyDriving, weeklyAndFortnightDriving, weeklyTotals, type Extensions } from './driving-limits';
import { drivingIndex, type DrivingIndex } from './driving-index';
import type { RawInfringement } from './raw-infringement';
import { restBlocks, shiftsAndDailyRests, type Shift } from './shifts';
import type { Activity } from './timeline';
import { weeklyRestRule } from './weekly-rest';

/** Everything the rules find in one normalised timeline, in milliseconds. */
export interface Analysis {
  driving: DrivingIndex;
  weeks: { start: number; driving: number }[];
  shifts: Shift[];
  extensions: Extensions;
  /** Driving in the driving period still open at the end (the break rule's counter). */
  drivenSinceBreak: number;
  infringements: RawInfringement[];
}

/**
 * Runs every rule over `segments` (ordered, non-overlapping, as `normaliseActivities` gives),
 * a daily rest assumed before them. Infringements in time order. `forPlanning` skips what
 * `mayDrive` takes from the week totals instead (weeks, the 56 h and 90 h rules) and the sorting.
 */
export function analyseTimeline(segments: readonly Activity[], forPlanning = false): Analysis {
  const dataStart = segments[0]?.start ?? 0;
  const dataEnd = segments.at(-1)?.end ?? 0;
  const driving = drivingIndex(segments);
  const blocks = restBlocks(segments);
  const rests = shiftsAndDailyRests(blocks, dataStart, dataEnd);
  const daily = dailyDriving(rests.shifts, driving);
  const weeks = segments.length > 0 && !forPlanning ? weeklyTotals(dataStart, dataEnd, driving) : [];
  const breaks = breakRule(segments);
  const infringements = [
    ...daily.infringements,
    ...weeklyAndFortnightDriving(weeks, driving),
    ...breaks.infringements,
    ...rests.infringements,
    ...weeklyRestRule(rests.weeklyRests, blocks, dataEnd),
  ];
  if (!forPlanning) infringements.sort((a, b) => a.start - b.start);
  return {
    driving,
    weeks,
    shifts: rests.shifts,
    extensions: daily.extensions,
    drivenSinceBreak: breaks.driven,
    infringements,
  };
}
