import { sql } from 'kysely';
import type { TrackingReading } from '@rahti/domain';
import type { Tx } from '../db/tenant';

/** The odometer readings tracking gives (source 'tracking' of odometer_readings, migration 0028). */
export const trackingOdometerRepository = {
  /** Each vehicle's latest tracking reading (epoch milliseconds): one index lookup a vehicle. */
  async lastKept(tx: Tx, organisationId: string, vehicleIds: readonly string[]): Promise<Map<string, number>> {
    if (vehicleIds.length === 0) return new Map();
    const { rows } = await sql<{ vehicle_id: string; at: Date | string }>`
      select v.id as vehicle_id, latest.at
      from unnest(${[...vehicleIds]}::uuid[]) as v(id)
      join lateral (
        select r.at from odometer_readings r
        where r.organisation_id = ${organisationId} and r.vehicle_id = v.id and r.source = 'tracking'
        order by r.at desc limit 1
      ) latest on true`.execute(tx);
    return new Map(rows.map((row) => [row.vehicle_id, new Date(row.at).getTime()]));
  },

  async insert(tx: Tx, organisationId: string, readings: readonly TrackingReading[]): Promise<void> {
    if (readings.length === 0) return;
    await tx
      .insertInto('odometer_readings')
      .values(
        readings.map((reading) => ({
          organisation_id: organisationId,
          vehicle_id: reading.vehicleId,
          at: new Date(reading.at),
          km: reading.km,
          source: 'tracking' as const,
        })),
      )
      .execute();
  },
};
