import {
  ACTIVE_WITHIN_MS,
  thinTrack,
  type LocationHistory,
  type TrackPoint,
  type VehicleLocations,
} from '@rahti/domain';
import type { AppContext } from '../platform/app-context';
import { withTenant, type Tx } from '../db/tenant';
import { notFound } from '../http/api-error';
import type { AuthContext } from '../http/access';
import { supervisionScope } from '../timesheet/supervision';
import { trackFromText, trackToText } from './track-text';
import { vehicleLocationsRepository as repository, type HistoryShiftRow } from './vehicle-locations.repository';

/** Five decimals of a degree are about a metre: enough for a street map, and a month stays well under 1 MB. */
const round5 = (degrees: number) => Math.round(degrees * 1e5) / 1e5;

/** Positions read into the server at most (about) for a part of a day, before thinning. */
const PREFILTER_POINTS = 50_000;
const DAY_MS = 86_400_000;
/** A kept day's track: enough for a day's turns; a month of them is thinned again to 5 000. */
const DAY_POINTS = 2000;

const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * The vehicle's positions in [from, to) for the map, as points: whole UTC days from their kept
 * tracks (thinned again when the day's count changed: a late upload, a backfill), the partial
 * days at the ends read from the positions. Answers the points and how many were recorded.
 */
async function trackOf(
  tx: Tx,
  organisationId: string,
  vehicleId: string,
  from: number,
  to: number,
  now: number,
): Promise<{ points: TrackPoint[]; recorded: number }> {
  const counts = await repository.dayCounts(tx, organisationId, vehicleId, new Date(from), new Date(to));
  const recorded = [...counts.values()].reduce((sum, n) => sum + n, 0);
  const raw = async (start: number, end: number, expected: number) =>
    trackFromText(
      await repository.track(
        tx,
        organisationId,
        vehicleId,
        new Date(start),
        new Date(end),
        Math.max(1, Math.ceil(expected / PREFILTER_POINTS)),
      ),
    );
  const firstWhole = Math.ceil(from / DAY_MS) * DAY_MS;
  const afterWhole = Math.floor(to / DAY_MS) * DAY_MS;
  if (firstWhole >= afterWhole) return { points: recorded === 0 ? [] : await raw(from, to, recorded), recorded };

  const days: string[] = [];
  for (let day = firstWhole; day < afterWhole; day += DAY_MS) if (counts.has(utcDay(day))) days.push(utcDay(day));
  const kept = new Map((await repository.keptDays(tx, organisationId, vehicleId, days)).map((row) => [row.day, row]));
  const parts: TrackPoint[][] = [];
  // A partial day holds at most its whole day's count.
  if (from < firstWhole) parts.push(await raw(from, firstWhole, counts.get(utcDay(from)) ?? 0));
  for (const day of days) {
    const count = counts.get(day)!;
    const known = kept.get(day);
    if (known && known.recorded === count) {
      parts.push(trackFromText(known.track));
      continue;
    }
    const start = Date.parse(`${day}T00:00:00.000Z`);
    const thinned = thinTrack(await raw(start, start + DAY_MS, count), DAY_POINTS).points;
    // A day still going is thinned for this answer only: it changes with every position.
    if (start + DAY_MS <= now)
      await repository.keepDay(tx, organisationId, vehicleId, day, count, trackToText(thinned));
    parts.push(thinned);
  }
  if (afterWhole < to) parts.push(await raw(afterWhole, to, counts.get(utcDay(afterWhole)) ?? 0));
  return { points: parts.flat(), recorded };
}

function shiftsOf(rows: readonly HistoryShiftRow[]): LocationHistory['shifts'] {
  const shifts = new Map<string, LocationHistory['shifts'][number]>();
  for (const row of rows) {
    let shift = shifts.get(row.shift_id);
    if (!shift) {
      shift = {
        id: row.shift_id,
        driverName: row.driver_name,
        start: row.shift_start.toISOString(),
        end: row.shift_end?.toISOString() ?? null,
        events: [],
      };
      shifts.set(row.shift_id, shift);
    }
    if (row.work_type !== null && row.event_start)
      shift.events.push({
        workType: row.work_type,
        start: row.event_start.toISOString(),
        end: row.event_end?.toISOString() ?? null,
      });
  }
  return [...shifts.values()];
}

/** The map (issue 14): every vehicle's newest position, and one vehicle's history thinned for drawing. */
export function createVehicleLocationsService(context: AppContext) {
  const { db } = context.database;
  return {
    latest(auth: AuthContext): Promise<VehicleLocations> {
      return withTenant(db, auth.organisationId, async (tx) => {
        const now = context.now().getTime();
        const rows = await repository.latest(tx, auth.organisationId, await supervisionScope(tx, auth));
        return {
          at: new Date(now).toISOString(),
          vehicles: rows.map((row) => ({
            vehicleId: row.id,
            registerNumber: row.register_number,
            name: row.name,
            driverName: row.driver_name,
            position:
              row.at_ms === null || row.latitude === null || row.longitude === null || row.source === null
                ? null
                : {
                    at: new Date(row.at_ms).toISOString(),
                    latitude: row.latitude,
                    longitude: row.longitude,
                    speedKmh: row.speed_kmh,
                    headingDegrees: row.heading_degrees,
                    source: row.source,
                  },
            active: row.at_ms !== null && now - row.at_ms <= ACTIVE_WITHIN_MS,
          })),
        };
      });
    },

    /** One vehicle's positions in [from, to) thinned to about 5 000 points, its stops and its shifts; another organisation's vehicle is a 404. */
    history(auth: AuthContext, vehicleId: string, from: Date, to: Date): Promise<LocationHistory> {
      return withTenant(db, auth.organisationId, async (tx) => {
        const vehicle = await tx
          .selectFrom('vehicles')
          .select(['id', 'register_number'])
          .where('organisation_id', '=', auth.organisationId)
          .where('id', '=', vehicleId)
          .executeTakeFirst();
        if (!vehicle) throw notFound();
        const { points, recorded } = await trackOf(
          tx,
          auth.organisationId,
          vehicleId,
          from.getTime(),
          to.getTime(),
          context.now().getTime(),
        );
        const thinned = thinTrack(points);
        const shifts = await repository.shifts(
          tx,
          auth.organisationId,
          await supervisionScope(tx, auth),
          vehicleId,
          from,
          to,
        );
        return {
          vehicleId,
          registerNumber: vehicle.register_number,
          from: from.toISOString(),
          to: to.toISOString(),
          recordedCount: recorded,
          track: thinned.points.map((p) => [
            p.at,
            round5(p.latitude),
            round5(p.longitude),
            p.speedKmh === null ? null : Math.round(p.speedKmh),
          ]),
          stops: thinned.stops.map((stop) => ({
            ...stop,
            latitude: round5(stop.latitude),
            longitude: round5(stop.longitude),
          })),
          shifts: shiftsOf(shifts),
        };
      });
    },
  };
}
