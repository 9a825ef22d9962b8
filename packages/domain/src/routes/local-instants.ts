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
const CACHE_MAX = 100_000;
const offsetTexts = new Map<number, string>();

export interface ZoneClock {
  /** The zone's offset from UTC at `instant`, in minutes. */
  offsetAt(instant: number): number;
  /** The instant the zone's clocks show `minute` (after midnight) on local day `day` (see localInstant). */
  instantOf(day: number, minute: number): number;
  /** `instant` as ISO 8601 with the zone's offset then: '2026-03-30T07:00:00+03:00' (whole minutes). */
  isoText(instant: number): string;
  /** A run from `minute` on local day `day` for `durationMinutes` of real time: its start, and both ends as isoText. */
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

const offsetTextOf = (offset: number): string => {
  let text = offsetTexts.get(offset);
  if (text === undefined) offsetTexts.set(offset, (text = offsetText(offset)));
  return text;
};

/** A wall time (local time read as UTC) and its offset's text as ISO 8601. */
function wallText(wall: number, offset: string): string {
  const day = Math.floor(wall / DAY_MS);
  return `${dateText(day)}T${CLOCK_TEXTS[Math.floor((wall - day * DAY_MS) / MINUTE_MS)]}${offset}`;
}

function newZoneClock(zone: string): ZoneClock {
  const known = new Map<number, number>();
  const atMidnight = (utcDay: number): number => {
    let offset = known.get(utcDay);
    if (offset === undefined) {
      if (known.size >= CACHE_MAX) known.clear();
      offset = zoneOffsetMinutes(utcDay * DAY_MS, zone);
      known.set(utcDay, offset);
    }
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
    return wallText(instant + offset * MINUTE_MS, offsetTextOf(offset));
  };
  const run = (day: number, minute: number, durationMinutes: number): LocalRun => {
    const offset = atMidnight(day - 1);
    const wall = day * DAY_MS + minute * MINUTE_MS;
    const start = wall - offset * MINUTE_MS;
    const end = start + durationMinutes * MINUTE_MS;
    // The common case: one offset from UTC midnight before the day to the one after it, start and end inside.
    if (offset === atMidnight(day + 2) && end < (day + 2) * DAY_MS) {
      const text = offsetTextOf(offset);
      return { start, startText: wallText(wall, text), endText: wallText(wall + durationMinutes * MINUTE_MS, text) };
    }
    const exact = instantOf(day, minute);
    return { start: exact, startText: isoText(exact), endText: isoText(exact + durationMinutes * MINUTE_MS) };
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
