import { thinTrack, type TrackPoint } from '@rahti/domain';
import type { Tx } from '../db/tenant';
import { trackFromText, trackToText } from './track-text';
import { vehicleLocationsRepository as repository } from './vehicle-locations.repository';

/** Positions read into the server at most (about) for a part of a day, before thinning. */
const PREFILTER_POINTS = 50_000;
const DAY_MS = 86_400_000;
/** A kept day's track: enough for a day's turns; a month of them is thinned again to 5 000. */
const DAY_POINTS = 2000;

const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Whose track. */
export interface TrackOwner {
  organisationId: string;
  vehicleId: string;
}

/** A part of a track, in time order: points as text (a kept day, a partial day), or a whole day still to thin. */
type TrackPart = { text: string | null } | { day: string; recorded: number };

/** What the first transaction reads of a track: how many positions were recorded, and its parts. */
export interface TrackRead {
  recorded: number;
  parts: TrackPart[];
}

type InTenant = <T>(work: (tx: Tx) => Promise<T>) => Promise<T>;

const positionsText = (tx: Tx, owner: TrackOwner, start: number, end: number, expected: number) =>
  repository.track(
    tx,
    owner.organisationId,
    owner.vehicleId,
    new Date(start),
    new Date(end),
    Math.max(1, Math.ceil(expected / PREFILTER_POINTS)),
  );

/**
 * Reads the vehicle's track in [from, to): whole UTC days from their kept tracks, the partial
 * days at the ends from the positions. A whole day without a kept track, or whose count has
 * changed since (a late upload, a backfill), is left for trackPoints to thin.
 */
export async function readTrack(tx: Tx, owner: TrackOwner, from: number, to: number): Promise<TrackRead> {
  const counts = await repository.dayCounts(tx, owner.organisationId, owner.vehicleId, new Date(from), new Date(to));
  const recorded = [...counts.values()].reduce((sum, n) => sum + n, 0);
  const firstWhole = Math.ceil(from / DAY_MS) * DAY_MS;
  const afterWhole = Math.floor(to / DAY_MS) * DAY_MS;
  if (firstWhole >= afterWhole)
    return { recorded, parts: recorded === 0 ? [] : [{ text: await positionsText(tx, owner, from, to, recorded) }] };

  const days: string[] = [];
  for (let day = firstWhole; day < afterWhole; day += DAY_MS) if (counts.has(utcDay(day))) days.push(utcDay(day));
  const kept = new Map(
    (await repository.keptDays(tx, owner.organisationId, owner.vehicleId, days)).map((row) => [row.day, row]),
  );
  const parts: TrackPart[] = [];
  // A partial day holds at most its whole day's count.
  if (from < firstWhole)
    parts.push({ text: await positionsText(tx, owner, from, firstWhole, counts.get(utcDay(from)) ?? 0) });
  for (const day of days) {
    const count = counts.get(day)!;
    const known = kept.get(day);
    parts.push(known && known.recorded === count ? { text: known.track } : { day, recorded: count });
  }
  if (afterWhole < to)
    parts.push({ text: await positionsText(tx, owner, afterWhole, to, counts.get(utcDay(afterWhole)) ?? 0) });
  return { recorded, parts };
}

/**
 * The track's points. A day still to thin is read in a short transaction of its own and thinned
 * after its commit (issue 28); the finished days are kept together in one more (a day still
 * going is thinned for this answer only: it changes with every position). A day is kept with
 * the count read before its positions: one arriving in between leaves the kept track stale, so
 * it is thinned again next time, never wrong.
 */
export async function trackPoints(
  inTenant: InTenant,
  owner: TrackOwner,
  read: TrackRead,
  now: number,
): Promise<TrackPoint[]> {
  const parts: TrackPoint[][] = [];
  const finished: { day: string; recorded: number; track: string }[] = [];
  for (const part of read.parts) {
    if ('text' in part) {
      parts.push(trackFromText(part.text));
      continue;
    }
    const start = Date.parse(`${part.day}T00:00:00.000Z`);
    const text = await inTenant((tx) => positionsText(tx, owner, start, start + DAY_MS, part.recorded));
    const thinned = thinTrack(trackFromText(text), DAY_POINTS).points;
    if (start + DAY_MS <= now) finished.push({ day: part.day, recorded: part.recorded, track: trackToText(thinned) });
    parts.push(thinned);
  }
  if (finished.length > 0)
    await inTenant(async (tx) => {
      for (const day of finished)
        await repository.keepDay(tx, owner.organisationId, owner.vehicleId, day.day, day.recorded, day.track);
    });
  return parts.flat();
}
