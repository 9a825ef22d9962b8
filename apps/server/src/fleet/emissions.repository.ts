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

/** A vehicle's fuel of one kind bought in a local month. */
export interface EmissionRefuelRow {
  vehicle_id: string;
  month: string;
  fuel_type: number;
  amount: number | string;
  unit: FuelUnit;
}

/** A task, or a vehicle-month's tasks (of one customer) summed. */
export interface EmissionTaskRow {
  id: string | null;
  vehicle_id: string;
  month: string;
  day: string | null;
  description: string | null;
  km: number | string;
  tonne_km: number | string;
  tasks: number | string;
  customer_id: string | null;
  customer_name: string | null;
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

  /** The refuels of the instants [from, until), summed by vehicle, local month and fuel. */
  refuelsForReport(
    tx: Tx,
    organisationId: string,
    period: { from: Date; until: Date; zone: string },
    database: DatabaseKind,
  ): Promise<EmissionRefuelRow[]> {
    return listRows(
      tx,
      database,
      sql<EmissionRefuelRow>`
        select vehicle_id, to_char(at at time zone ${period.zone}, 'YYYY-MM') as month, fuel_type, unit,
          sum(amount) as amount
        from refuels
        where organisation_id = ${organisationId} and at >= ${period.from} and at < ${period.until}
        group by 1, 2, 3, 4`,
    );
  },

  /**
   * The tasks started in [from, until) with their km and tonne-km: each one for a report by task;
   * summed by vehicle, local month and customer for one by customer, by vehicle and month otherwise
   * (a hundred thousand tasks a year become a few thousand rows). With `vehiclesOfCustomer`, only
   * the tasks of the vehicles that drove for that customer in the period: each of their
   * vehicle-months needs all its tasks for the shares, and no other vehicle's (a customer's PDF).
   */
  tasks(
    tx: Tx,
    organisationId: string,
    period: { from: Date; until: Date; zone: string },
    by: 'task' | 'customer' | 'vehicleMonth',
    database: DatabaseKind,
    vehiclesOfCustomer?: string,
  ): Promise<EmissionTaskRow[]> {
    const local = sql`(t.start_at at time zone ${period.zone})`;
    const tonneKm = sql`coalesce(t.weight_kg, 0) / 1000.0 * t.km`;
    const inPeriod = (alias: string) =>
      sql`${sql.ref(`${alias}.organisation_id`)} = ${organisationId} and ${sql.ref(`${alias}.start_at`)} >= ${period.from} and ${sql.ref(`${alias}.start_at`)} < ${period.until}`;
    const ofCustomer = vehiclesOfCustomer
      ? sql` and t.vehicle_id in (select o.vehicle_id from tasks o where ${inPeriod('o')} and o.customer_id = ${vehiclesOfCustomer})`
      : sql``;
    const where = sql`where ${inPeriod('t')}${ofCustomer}`;
    const customers = sql`left join customers c on c.organisation_id = t.organisation_id and c.id = t.customer_id`;
    if (by === 'task')
      return listRows(
        tx,
        database,
        sql<EmissionTaskRow>`
          select t.id, t.vehicle_id, to_char(${local}, 'YYYY-MM') as month, to_char(${local}, 'YYYY-MM-DD') as day,
            t.description, t.km, ${tonneKm} as tonne_km, 1 as tasks, t.customer_id, c.name as customer_name
          from tasks t ${customers} ${where}
          order by t.start_at, t.id`,
      );
    if (by === 'customer')
      return listRows(
        tx,
        database,
        sql<EmissionTaskRow>`
          select null as id, t.vehicle_id, to_char(${local}, 'YYYY-MM') as month, null as day, null as description,
            sum(t.km) as km, sum(${tonneKm}) as tonne_km, count(*) as tasks, t.customer_id, min(c.name) as customer_name
          from tasks t ${customers} ${where}
          group by t.vehicle_id, 3, t.customer_id
          order by min(c.name), t.customer_id`,
      );
    return listRows(
      tx,
      database,
      sql<EmissionTaskRow>`
        select null as id, t.vehicle_id, to_char(${local}, 'YYYY-MM') as month, null as day, null as description,
          sum(t.km) as km, sum(${tonneKm}) as tonne_km, count(*) as tasks, null as customer_id, null as customer_name
        from tasks t ${where}
        group by t.vehicle_id, 3`,
    );
  },
};
