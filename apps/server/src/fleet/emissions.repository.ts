import { sql } from 'kysely';
import type { EmissionFactor, FuelUnit, RefuelInput } from '@rahti/domain';
import type { DatabaseKind } from '../db/database';
import { listRows } from '../db/json-rows';
import type { Tx } from '../db/tenant';

export interface EmissionVehicleRow {
  id: string;
  register_number: string;
  name: string;
  fuel_type: number;
  consumption: number | string | null;
}

export interface EmissionRefuelRow {
  vehicle_id: string;
  at: Date | string;
  fuel_type: number;
  amount: number;
  unit: FuelUnit;
}

export interface EmissionTaskRow {
  id: string;
  vehicle_id: string;
  start_at: Date | string;
  km: number;
  weight_kg: number | null;
  customer_id: string | null;
  customer_name: string | null;
  description: string;
}

/** Refuels, the organisation's CO₂e factors, and what the emissions report reads (issue 25). */
export const emissionsRepository = {
  async insertRefuel(tx: Tx, organisationId: string, refuel: RefuelInput, by: string | null) {
    return tx
      .insertInto('refuels')
      .values({
        organisation_id: organisationId,
        vehicle_id: refuel.vehicleId,
        at: refuel.at,
        fuel_type: refuel.fuelType,
        amount: refuel.amount,
        unit: refuel.unit,
        price_per_unit: refuel.pricePerUnit ?? null,
        source: refuel.source,
        created_by: by,
      })
      .returning(['id', 'vehicle_id', 'at', 'fuel_type', 'amount', 'unit', 'price_per_unit', 'source'])
      .executeTakeFirstOrThrow();
  },

  listRefuels(tx: Tx, organisationId: string, from: Date, until: Date) {
    return tx
      .selectFrom('refuels')
      .select(['id', 'vehicle_id', 'at', 'fuel_type', 'amount', 'unit', 'price_per_unit', 'source'])
      .where('organisation_id', '=', organisationId)
      .where('at', '>=', from)
      .where('at', '<', until)
      .orderBy('at')
      .execute();
  },

  async factors(tx: Tx, organisationId: string): Promise<EmissionFactor[]> {
    const rows = await tx
      .selectFrom('emission_factors')
      .select(['fuel_type', 'unit', 'ttw_kg_per_unit', 'wtw_kg_per_unit', 'source'])
      .where('organisation_id', '=', organisationId)
      .orderBy('fuel_type')
      .execute();
    return rows.map((row) => ({
      fuelType: row.fuel_type as EmissionFactor['fuelType'],
      unit: row.unit,
      ttwKgPerUnit: row.ttw_kg_per_unit,
      wtwKgPerUnit: row.wtw_kg_per_unit,
      source: row.source,
    }));
  },

  async saveFactors(tx: Tx, organisationId: string, factors: readonly EmissionFactor[]): Promise<void> {
    if (factors.length === 0) return;
    await tx
      .insertInto('emission_factors')
      .values(
        factors.map((factor) => ({
          organisation_id: organisationId,
          fuel_type: factor.fuelType,
          unit: factor.unit,
          ttw_kg_per_unit: factor.ttwKgPerUnit,
          wtw_kg_per_unit: factor.wtwKgPerUnit,
          source: factor.source,
        })),
      )
      .onConflict((conflict) =>
        conflict.columns(['organisation_id', 'fuel_type']).doUpdateSet((eb) => ({
          unit: eb.ref('excluded.unit'),
          ttw_kg_per_unit: eb.ref('excluded.ttw_kg_per_unit'),
          wtw_kg_per_unit: eb.ref('excluded.wtw_kg_per_unit'),
          source: eb.ref('excluded.source'),
          updated_at: new Date(),
        })),
      )
      .execute();
  },

  /** Every vehicle with its fuel and its calculation's consumption per 100 km (null without one). */
  vehicles(tx: Tx, organisationId: string, database: DatabaseKind): Promise<EmissionVehicleRow[]> {
    return listRows(
      tx,
      database,
      sql<EmissionVehicleRow>`
        select v.id, v.register_number, v.name, v.fuel_type,
          c.document -> 'vehicle' ->> 'consumptionPer100Km' as consumption
        from vehicles v
        left join calculations c on c.organisation_id = v.organisation_id and c.id = v.calculation_id
        where v.organisation_id = ${organisationId}
        order by v.register_number`,
    );
  },

  /** The refuels of the instants [from, until), for the report: vehicle, time, fuel and amount. */
  refuelsForReport(
    tx: Tx,
    organisationId: string,
    from: Date,
    until: Date,
    database: DatabaseKind,
  ): Promise<EmissionRefuelRow[]> {
    return listRows(
      tx,
      database,
      tx
        .selectFrom('refuels')
        .select(['vehicle_id', 'at', 'fuel_type', 'amount', 'unit'])
        .where('organisation_id', '=', organisationId)
        .where('at', '>=', from)
        .where('at', '<', until),
    );
  },

  /** The tasks started in [from, until), with their km, weight and customer. */
  tasks(tx: Tx, organisationId: string, from: Date, until: Date, database: DatabaseKind): Promise<EmissionTaskRow[]> {
    return listRows(
      tx,
      database,
      tx
        .selectFrom('tasks as t')
        .leftJoin('customers as c', (join) =>
          join.onRef('c.organisation_id', '=', 't.organisation_id').onRef('c.id', '=', 't.customer_id'),
        )
        .select([
          't.id',
          't.vehicle_id',
          't.start_at',
          't.km',
          't.weight_kg',
          't.customer_id',
          'c.name as customer_name',
          't.description',
        ])
        .where('t.organisation_id', '=', organisationId)
        .where('t.start_at', '>=', from)
        .where('t.start_at', '<', until)
        .orderBy('t.start_at'),
    );
  },
};
