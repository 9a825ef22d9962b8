import { cachedOffsetMinutes } from '../payroll/zone-cache';
import { zoneOffsetMinutes } from '../platform/time-zones';
import { CLOCK_TEXTS, DAY_MS, dateText, offsetText } from './calendar-days';

/**
 * Local times of a time zone turned into instants and back, fast enough for a year of runs of
 * a thousand routes (decision 0026): the zone's offset is asked of Intl once per UTC day (at its
 * midnight) and remembered; only on a day whose two midnights differ (a daylight-saving change)
 * is the offset looked up per quarter hour (payroll's zone cache). This holds because no zone
 * changes its offset twice within three days: equal offsets at two midnights mean one offset
 * between them.
 */
const MINUTE_MS = 60_000;

export interface ZoneClock {
  /** The zone's offset from UTC at `instant`, in minutes. */
  offsetAt(instant: number): number;
  /** The instant the zone's clocks show `minute` (after midnight) on local day `day` (see localInstant). */
  instantOf(day: number, minute: number): number;
  /** `instant` as ISO 8601 with the zone's offset then: '2026-03-30T07:00:00+03:00' (whole minutes). */
  isoText(instant: number): string;
  /**
   * A run from `minute` on local day `day` for `durationMinutes` of real time: its start, and
   * both ends as isoText. The answer is one object reused by the next call: read it at once.
   */
  run(day: number, minute: number, durationMinutes: number): LocalRun;
}

export interface LocalRun {
  start: number;
  startText: string;
  endText: string;
}

const clocks = new Map<string, ZoneClock>();

/** The clock of `zone` (one per zone, its offsets remembered for every call). */
export function zoneClock(zone: string): ZoneClock {
  let clock = clocks.get(zone);
  if (!clock) clocks.set(zone, (clock = newZoneClock(zone)));
  return clock;
}

/** For each offset, 'T07:00:00+03:00' for each minute of the day: a run's text is its date and one of these. */
const timeTexts = new Map<number, readonly string[]>();
function timeTextsOf(offset: number): readonly string[] {
  let texts = timeTexts.get(offset);
  if (!texts) {
    const suffix = offsetText(offset);
    timeTexts.set(offset, (texts = CLOCK_TEXTS.map((clock) => `T${clock}${suffix}`)));
  }
  return texts;
}

/** A wall time (local time read as UTC) as ISO 8601, given its offset's time texts. */
function wallText(wall: number, texts: readonly string[]): string {
  const day = Math.floor(wall / DAY_MS);
  return dateText(day) + texts[Math.floor((wall - day * DAY_MS) / MINUTE_MS)]!;
}

/** Offsets at UTC midnights are kept in an array for the days of 1900–2199; others go through payroll's cache. */
const FIRST_DAY = Date.UTC(1900, 0, 1) / DAY_MS;
const DAYS = Date.UTC(2200, 0, 1) / DAY_MS - FIRST_DAY;
const UNKNOWN = -32_768;

function newZoneClock(zone: string): ZoneClock {
  let known: Int16Array | undefined;
  const atMidnight = (utcDay: number): number => {
    const index = utcDay - FIRST_DAY;
    if (index < 0 || index >= DAYS) return cachedOffsetMinutes(utcDay * DAY_MS, zone);
    known ??= new Int16Array(DAYS).fill(UNKNOWN);
    let offset = known[index]!;
    if (offset === UNKNOWN) known[index] = offset = zoneOffsetMinutes(utcDay * DAY_MS, zone);
    return offset;
  };
  const offsetAt = (instant: number): number => {
    const utcDay = Math.floor(instant / DAY_MS);
    const offset = atMidnight(utcDay);
    return offset === atMidnight(utcDay + 1) ? offset : cachedOffsetMinutes(instant, zone);
  };
  const instantOf = (day: number, minute: number): number => {
    const wall = day * DAY_MS + minute * MINUTE_MS;
    // The offsets a day either side of the wall time bound every candidate (no zone is 24 h off UTC).
    const before = atMidnight(day - 1);
    const after = atMidnight(day + 2);
    if (before === after) return wall - before * MINUTE_MS;
    return localInstant(wall, before, after, offsetAt);
  };
  const isoText = (instant: number): string => {
    const offset = offsetAt(instant);
    return wallText(instant + offset * MINUTE_MS, timeTextsOf(offset));
  };
  let lastOffset = NaN;
  let lastTexts: readonly string[] = [];
  // One object, filled afresh by each call: a year of runs makes no garbage here.
  const result: LocalRun = { start: 0, startText: '', endText: '' };
  const run = (day: number, minute: number, durationMinutes: number): LocalRun => {
    const offset = atMidnight(day - 1);
    const wall = day * DAY_MS + minute * MINUTE_MS;
    const start = wall - offset * MINUTE_MS;
    const duration = durationMinutes * MINUTE_MS;
    // The common case: one offset from UTC midnight before the day to the one after it, start and end inside.
    if (offset === atMidnight(day + 2) && start + duration < (day + 2) * DAY_MS) {
      if (offset !== lastOffset) [lastOffset, lastTexts] = [offset, timeTextsOf(offset)];
      result.start = start;
      result.startText = wallText(wall, lastTexts);
      result.endText = wallText(wall + duration, lastTexts);
    } else {
      result.start = instantOf(day, minute);
      result.startText = isoText(result.start);
      result.endText = isoText(result.start + duration);
    }
    return result;
  };
  return { offsetAt, instantOf, isoText, run };
}

/**
 * The instant of a local wall time (`wall`: the local time read as if it were UTC) around a
 * change from offset `before` to `after`. A time the change skips (spring) moves forward by the
 * gap, as calendar apps and Temporal's "compatible" do: Helsinki 2026-03-29 03:30 is 04:30 EEST.
 * A time that happens twice (autumn) is the earlier of the two: 2026-10-25 03:30 is 03:30+03:00.
 */
export function localInstant(
  wall: number,
  before: number,
  after: number,
  offsetAt: (instant: number) => number,
): number {
  const withBefore = wall - before * MINUTE_MS;
  const withAfter = wall - after * MINUTE_MS;
  const beforeHolds = offsetAt(withBefore) === before;
  const afterHolds = offsetAt(withAfter) === after;
  if (beforeHolds && afterHolds) return Math.min(withBefore, withAfter);
  if (beforeHolds) return withBefore;
  if (afterHolds) return withAfter;
  return withBefore; // in the gap: the offset before the change, i.e. the gap's length later
}
