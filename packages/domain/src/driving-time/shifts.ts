import { BANDS, fallingSeverity } from './severity';
import type { RawInfringement } from './raw-infringement';
import { HOUR, isOff, type Activity } from './timeline';

/** A maximal run of break and rest; `open` when it runs to the end of the data (still going). */
export interface RestBlock {
  start: number;
  end: number;
  open: boolean;
}

/** The driving shift from the end of one daily rest to the start of the next (Art 4(k)). */
export interface Shift {
  start: number;
  /** Where the next daily rest starts, or the end of the data for a shift still running. */
  end: number;
  running: boolean;
}

export interface ShiftsResult {
  shifts: Shift[];
  /** Blocks of 24 h or more: the weekly rests (a rest that long is never a daily one here). */
  weeklyRests: RestBlock[];
  infringements: RawInfringement[];
}

const DAILY_WINDOW = 24 * HOUR;
const REDUCED = 9 * HOUR;
const REGULAR = 11 * HOUR;
const SPLIT_FIRST = 3 * HOUR;
export const WEEKLY_REDUCED = 24 * HOUR;
const MAX_REDUCED = 3;

/** The runs of break/rest in `segments`, the last `open` if the data ends in one. */
export function restBlocks(segments: readonly Activity[]): RestBlock[] {
  const blocks: RestBlock[] = [];
  for (const segment of segments) {
    if (!isOff(segment.kind)) continue;
    const last = blocks.at(-1);
    if (last && last.end === segment.start) last.end = segment.end;
    else blocks.push({ start: segment.start, end: segment.end, open: false });
  }
  const last = blocks.at(-1);
  if (last && last.end === segments.at(-1)?.end) last.open = true;
  return blocks;
}

const overlap = (block: RestBlock, from: number, to: number) =>
  Math.max(0, Math.min(block.end, to) - Math.max(block.start, from));

/**
 * Shifts and daily rests (Art 8(2)–(4), reference 1.4 and 1.6): a daily rest is assumed before
 * the data (as a tachograph does). Each shift's daily rest is the first rest of 9 h or more; it
 * must hold ≥ 9 h inside the 24 h from the end of the previous rest, else the longest rest in
 * that window is the (insufficient) daily rest. Its part in the window decides: ≥ 11 h regular,
 * 9–11 h reduced, unless a rest of 3 h or more came before it in the shift (the split 3 h + 9 h).
 * A fourth reduced rest between weekly rests is measured against 11 h; a short one against 9 h,
 * or 11 h when no reduction is left.
 */
export function shiftsAndDailyRests(blocks: readonly RestBlock[], dataStart: number, dataEnd: number): ShiftsResult {
  const result: ShiftsResult = { shifts: [], weeklyRests: [], infringements: [] };
  let from = dataStart;
  let reductions = 0;
  for (let i = 0; ;) {
    const windowEnd = from + DAILY_WINDOW;
    let restIndex = i;
    while (restIndex < blocks.length && blocks[restIndex]!.end - blocks[restIndex]!.start < REDUCED) restIndex++;
    const rest = blocks[restIndex];
    let chosen = rest ? restIndex : -1;
    let x = rest ? overlap(rest, from, windowEnd) : 0;
    if (x >= REDUCED) {
      let split = false;
      for (let j = i; j < restIndex && !split; j++) split = blocks[j]!.end - blocks[j]!.start >= SPLIT_FIRST;
      const weekly = rest!.end - rest!.start >= WEEKLY_REDUCED;
      // A rest still running inside its window may yet reach 11 h: not counted as reduced yet.
      if (!weekly && !split && x < REGULAR && !(rest!.open && windowEnd > rest!.end) && ++reductions > MAX_REDUCED) {
        result.infringements.push({
          rule: 'daily-rest',
          severity: fallingSeverity(x, BANDS.dailyRestNoReduction),
          start: rest!.start,
          amount: REGULAR - x,
        });
      }
    } else {
      // Not 9 h within the 24 h: still to come while the window is open, else the longest rest in it.
      if (windowEnd > dataEnd) return endWithRunningShift(result, from, dataEnd);
      for (let j = i; j < blocks.length && blocks[j]!.start < windowEnd; j++) {
        const part = overlap(blocks[j]!, from, windowEnd);
        if (part > x) [x, chosen] = [part, j];
      }
      if (chosen < 0 && i < blocks.length) chosen = i;
      const allowance = reductions < MAX_REDUCED ? REDUCED : REGULAR;
      reductions++;
      const bands = allowance === REDUCED ? BANDS.reducedDailyRest : BANDS.dailyRestNoReduction;
      const start = chosen >= 0 ? Math.min(blocks[chosen]!.start, windowEnd) : windowEnd;
      result.infringements.push({
        rule: 'daily-rest',
        severity: fallingSeverity(x, bands),
        start,
        amount: allowance - x,
      });
      if (chosen < 0) return endWithRunningShift(result, from, dataEnd);
    }
    const daily = blocks[chosen]!;
    result.shifts.push({ start: from, end: daily.start, running: false });
    if (daily.end - daily.start >= WEEKLY_REDUCED) {
      result.weeklyRests.push(daily);
      reductions = 0;
    }
    from = daily.end;
    i = chosen + 1;
    if (daily.open) return result;
  }
}

function endWithRunningShift(result: ShiftsResult, from: number, dataEnd: number): ShiftsResult {
  if (dataEnd > from) result.shifts.push({ start: from, end: dataEnd, running: true });
  return result;
}
