import { ACTIVE_WITHIN_MS, thinTrack, type LocationHistory, type VehicleLocations } from '@rahti/domain';
import type { AppContext } from '../platform/app-context';
import { withTenant, type Tx } from '../db/tenant';
import { notFound } from '../http/api-error';
import type { AuthContext } from '../http/access';
import { supervisionScope } from '../timesheet/supervision';
import { vehicleLocationsRepository as repository, type HistoryShiftRow } from './vehicle-locations.repository';
import { readTrack, trackPoints } from './vehicle-track';

/** Five decimals of a degree are about a metre: enough for a street map, and a month stays well under 1 MB. */
const round5 = (degrees: number) => Math.round(degrees * 1e5) / 1e5;

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

    /**
     * One vehicle's positions in [from, to) thinned to about 5 000 points, its stops and its
     * shifts; another organisation's vehicle is a 404. Whole UTC days come from their kept
     * tracks, thinned (and kept) first where missing or stale (vehicle-track.ts); the thinning
     * runs after the reads have committed (issue 28).
     */
    async history(auth: AuthContext, vehicleId: string, from: Date, to: Date): Promise<LocationHistory> {
      const inTenant = <T>(work: (tx: Tx) => Promise<T>) => withTenant(db, auth.organisationId, work);
      const owner = { organisationId: auth.organisationId, vehicleId };
      const { vehicle, shifts, track } = await inTenant(async (tx) => {
        const vehicle = await tx
          .selectFrom('vehicles')
          .select(['id', 'register_number'])
          .where('organisation_id', '=', auth.organisationId)
          .where('id', '=', vehicleId)
          .executeTakeFirst();
        if (!vehicle) throw notFound();
        return {
          vehicle,
          track: await readTrack(tx, owner, from.getTime(), to.getTime()),
          shifts: await repository.shifts(
            tx,
            auth.organisationId,
            await supervisionScope(tx, auth),
            vehicleId,
            from,
            to,
          ),
        };
      });
      const thinned = thinTrack(await trackPoints(inTenant, owner, track, context.now().getTime()));
      return {
        vehicleId,
        registerNumber: vehicle.register_number,
        from: from.toISOString(),
        to: to.toISOString(),
        recordedCount: track.recorded,
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
    },
  };
}
