import { sql } from 'kysely';
import type { FuelUnit, RefuelSource } from '@rahti/domain';
import type { DatabaseKind } from '../db/database';
import { listRows } from '../db/json-rows';
import type { Tx } from '../db/tenant';

export interface FuelVehicleRow {
  id: string;
  fuel_type: number;
  consumption: number | string | null;
  tank_capacity: number | string | null;
}

export interface FuelRefuelRow {
  id: string;
  vehicle_id: string;
  at_ms: number;
  month: string;
  fuel_type: number;
  amount: number | string;
  unit: FuelUnit;
  price_per_unit: number | string | null;
  source: RefuelSource;
}

export interface FuelReadingRow {
  vehicle_id: string;
  at_ms: number;
  km: number | string;
}

interface Window {
  from: Date;
  until: Date;
  zone: string;
}

/** What the fuel checks and the consumption table read: vehicles with their tanks, refuels, odometer readings. */
export const fuelConsumptionRepository = {
  vehicles(tx: Tx, organisationId: string, database: DatabaseKind): Promise<FuelVehicleRow[]> {
    return listRows(
      tx,
      database,
      sql<FuelVehicleRow>`
        select v.id, v.fuel_type, c.document -> 'vehicle' ->> 'consumptionPer100Km' as consumption,
          t.capacity as tank_capacity
        from vehicles v
        left join calculations c on c.organisation_id = v.organisation_id and c.id = v.calculation_id
        left join vehicle_tanks t on t.organisation_id = v.organisation_id and t.vehicle_id = v.id
        where v.organisation_id = ${organisationId}`,
    );
  },

  /** Refuels of the instants [from, until), oldest first, with their local month. */
  refuels(tx: Tx, organisationId: string, window: Window, database: DatabaseKind): Promise<FuelRefuelRow[]> {
    return listRows(
      tx,
      database,
      sql<FuelRefuelRow>`
        select id, vehicle_id, (extract(epoch from at) * 1000)::float8 as at_ms,
          to_char(at at time zone ${window.zone}, 'YYYY-MM') as month, fuel_type, amount, unit,
          price_per_unit, source
        from refuels
        where organisation_id = ${organisationId} and at >= ${window.from} and at < ${window.until}
        order by at, id`,
    );
  },

  /** Odometer readings of the instants [from, until), oldest first. */
  readings(tx: Tx, organisationId: string, window: Omit<Window, 'zone'>, database: DatabaseKind) {
    return listRows(
      tx,
      database,
      sql<FuelReadingRow>`
        select vehicle_id, (extract(epoch from at) * 1000)::float8 as at_ms, km
        from odometer_readings
        where organisation_id = ${organisationId} and at >= ${window.from} and at < ${window.until}
        order by at`,
    );
  },

  async setTank(tx: Tx, organisationId: string, vehicleId: string, capacity: number | null): Promise<void> {
    if (capacity === null) {
      await tx
        .deleteFrom('vehicle_tanks')
        .where('organisation_id', '=', organisationId)
        .where('vehicle_id', '=', vehicleId)
        .execute();
      return;
    }
    await tx
      .insertInto('vehicle_tanks')
      .values({ organisation_id: organisationId, vehicle_id: vehicleId, capacity })
      .onConflict((conflict) =>
        conflict.columns(['organisation_id', 'vehicle_id']).doUpdateSet({ capacity, updated_at: new Date() }),
      )
      .execute();
  },
};
