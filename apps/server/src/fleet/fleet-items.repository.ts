import { sql } from 'kysely';
import {
  DOCUMENT_LEAD_DAYS_DEFAULT,
  DUE_SOON_DEFAULTS,
  FORECAST_WINDOW_DAYS,
  type DueSoonLead,
  type FleetDue,
  type FleetItemCreate,
} from '@rahti/domain';
import type { DatabaseKind } from '../db/database';
import { driverNameSql } from '../db/driver-names';
import { jsonRows, listRows } from '../db/json-rows';
import type { Tx } from '../db/tenant';

/** The organisation's leads: due soon by days and km, and a document's days before it expires. */
export type FleetLead = DueSoonLead & { documentDays: number };

/** An occurrence with its series, as the list and the writes read it. */
export interface OccurrenceRow {
  id: string;
  series_id: string;
  sequence: number;
  due_date: string | null;
  due_km: number | null;
  completed_date: string | null;
  completed_km: number | null;
  actual_cost: number | null;
  vehicle_id: string;
  type: 'maintenance' | 'inspection' | 'tyreChange';
  due_type: 'time' | 'distance';
  first_due_date: string | null;
  repeat_unit: 'day' | 'week' | 'month' | null;
  repeat_count: number | null;
  repeat_until: string | null;
  base_sequence: number;
  first_km: number | null;
  last_km: number | null;
  interval_km: number | null;
  cost: number;
  description: string;
  version: number;
}

/** What the contract's list needs of an occurrence. */
export type EntryRow = Pick<
  OccurrenceRow,
  'id' | 'vehicle_id' | 'type' | 'due_type' | 'due_date' | 'due_km' | 'completed_date'
>;

/** A vehicle's latest reading at or before the moment, and its earliest of the forecast window. */
export interface VehicleReadings {
  vehicle_id: string;
  /** A Date, or ISO 8601 text from the embedded database (db/json-rows.ts). */
  latest_at: Date | string | null;
  latest_km: number | null;
  earliest_at: Date | string | null;
  earliest_km: number | null;
}

const seriesColumns = [
  's.vehicle_id',
  's.type',
  's.due_type',
  's.first_due_date',
  's.repeat_unit',
  's.repeat_count',
  's.repeat_until',
  's.base_sequence',
  's.first_km',
  's.last_km',
  's.interval_km',
  's.cost',
  's.description',
  's.version',
] as const;
const occurrenceColumns = [
  'o.id',
  'o.series_id',
  'o.sequence',
  'o.due_date',
  'o.due_km',
  'o.completed_date',
  'o.completed_km',
  'o.actual_cost',
] as const;

function seriesValues(item: FleetItemCreate) {
  const plan = item.plan;
  const time = plan.dueType === 'time' ? plan : undefined;
  const distance = plan.dueType === 'distance' ? plan : undefined;
  return {
    vehicle_id: item.vehicleId,
    type: item.type,
    due_type: plan.dueType,
    first_due_date: time?.dueDate ?? null,
    repeat_unit: time?.repeatEvery?.unit ?? null,
    repeat_count: time?.repeatEvery?.count ?? null,
    repeat_until: time?.repeatUntil ?? null,
    base_sequence: time?.baseSequence ?? 0,
    first_km: distance?.firstKm ?? null,
    last_km: distance?.lastKm ?? null,
    interval_km: distance?.intervalKm ?? null,
    cost: item.cost,
    description: item.description,
  };
}

const dueValues = (due: FleetDue) => ({ due_date: due.dueDate ?? null, due_km: due.dueKm ?? null });

export const fleetItemsRepository = {
  async readLead(tx: Tx, organisationId: string): Promise<FleetLead> {
    const row = await tx
      .selectFrom('fleet_settings')
      .select(['due_soon_days', 'due_soon_km', 'document_lead_days'])
      .where('organisation_id', '=', organisationId)
      .executeTakeFirst();
    return row
      ? { days: row.due_soon_days, km: row.due_soon_km, documentDays: row.document_lead_days }
      : { ...DUE_SOON_DEFAULTS, documentDays: DOCUMENT_LEAD_DAYS_DEFAULT };
  },

  async saveLead(tx: Tx, organisationId: string, lead: FleetLead): Promise<void> {
    const values = { due_soon_days: lead.days, due_soon_km: lead.km, document_lead_days: lead.documentDays };
    await tx
      .insertInto('fleet_settings')
      .values({ organisation_id: organisationId, ...values })
      .onConflict((conflict) => conflict.column('organisation_id').doUpdateSet({ ...values, updated_at: new Date() }))
      .execute();
  },

  /** Every driver's licence or card with an expiry date on or before `until`, soonest first. */
  expiringLicences(tx: Tx, organisationId: string, until: string) {
    return tx
      .selectFrom('driver_licences as l')
      .innerJoin('drivers as d', (join) =>
        join.onRef('d.organisation_id', '=', 'l.organisation_id').onRef('d.id', '=', 'l.driver_id'),
      )
      .select([
        'l.driver_id',
        'l.code',
        'l.expires_on',
        driverNameSql(organisationId, sql.ref('d.first_name'), sql.ref('d.last_name')).as('driver_name'),
      ])
      .where('l.organisation_id', '=', organisationId)
      .where('l.expires_on', 'is not', null)
      .where('l.expires_on', '<=', until)
      .orderBy('l.expires_on')
      .orderBy('l.code')
      .execute();
  },

  /** Every occurrence of the organisation (or of one series), by vehicle, then due. */
  list(tx: Tx, organisationId: string, filter: { seriesId?: string; id?: string; forUpdate?: boolean } = {}) {
    let query = tx
      .selectFrom('fleet_items as o')
      .innerJoin('fleet_item_series as s', (join) =>
        join.onRef('s.organisation_id', '=', 'o.organisation_id').onRef('s.id', '=', 'o.series_id'),
      )
      .select([...occurrenceColumns, ...seriesColumns])
      .where('o.organisation_id', '=', organisationId);
    if (filter.seriesId) query = query.where('o.series_id', '=', filter.seriesId);
    if (filter.id) query = query.where('o.id', '=', filter.id);
    query = query.orderBy('s.vehicle_id').orderBy('o.series_id').orderBy('o.sequence');
    // Thousands of rows: read as one JSON text (db/json-rows.ts); a locking read is a few rows.
    if (filter.forUpdate) return query.forUpdate().execute() as Promise<OccurrenceRow[]>;
    return jsonRows(tx, query) as Promise<OccurrenceRow[]>;
  },

  /**
   * The contract's list: every occurrence with only what its entry shows. PostgreSQL's driver
   * reads ten thousand rows of seven columns fastest as rows; the embedded database copies every
   * field, so there they come as one JSON text of arrays (no keys: a third of db/json-rows.ts's bytes).
   */
  async listEntries(tx: Tx, organisationId: string, database: DatabaseKind): Promise<EntryRow[]> {
    if (database === 'postgres')
      return tx
        .selectFrom('fleet_items as o')
        .innerJoin('fleet_item_series as s', (join) =>
          join.onRef('s.organisation_id', '=', 'o.organisation_id').onRef('s.id', '=', 'o.series_id'),
        )
        .select(['o.id', 's.vehicle_id', 's.type', 's.due_type', 'o.due_date', 'o.due_km', 'o.completed_date'])
        .where('o.organisation_id', '=', organisationId)
        .orderBy('s.vehicle_id')
        .orderBy('o.series_id')
        .orderBy('o.sequence')
        .execute();
    const { rows } = await sql<{ rows: string }>`
      select coalesce(json_agg(json_build_array(o.id, s.vehicle_id, s.type, s.due_type, o.due_date, o.due_km, o.completed_date)
        order by s.vehicle_id, o.series_id, o.sequence), '[]')::text as rows
      from fleet_items o
      join fleet_item_series s on s.organisation_id = o.organisation_id and s.id = o.series_id
      where o.organisation_id = ${organisationId}`.execute(tx);
    const tuples = JSON.parse(rows[0]?.rows ?? '[]') as [
      string,
      string,
      EntryRow['type'],
      EntryRow['due_type'],
      string | null,
      number | null,
      string | null,
    ][];
    return tuples.map(([id, vehicle_id, type, due_type, due_date, due_km, completed_date]) => ({
      id,
      vehicle_id,
      type,
      due_type,
      due_date,
      due_km,
      completed_date,
    }));
  },

  async read(tx: Tx, organisationId: string, id: string, forUpdate = false): Promise<OccurrenceRow | undefined> {
    const [row] = await this.list(tx, organisationId, { id, forUpdate });
    return row;
  },

  async vehicleExists(tx: Tx, organisationId: string, vehicleId: string): Promise<boolean> {
    const row = await tx
      .selectFrom('vehicles')
      .select('id')
      .where('organisation_id', '=', organisationId)
      .where('id', '=', vehicleId)
      .executeTakeFirst();
    return row !== undefined;
  },

  async insertSeries(tx: Tx, organisationId: string, item: FleetItemCreate): Promise<string> {
    const row = await tx
      .insertInto('fleet_item_series')
      .values({ organisation_id: organisationId, ...seriesValues(item) })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  },

  async updateSeries(tx: Tx, organisationId: string, seriesId: string, version: number, item: FleetItemCreate) {
    const result = await tx
      .updateTable('fleet_item_series')
      .set({ ...seriesValues(item), version: sql<number>`version + 1`, updated_at: new Date() })
      .where('organisation_id', '=', organisationId)
      .where('id', '=', seriesId)
      .where('version', '=', version)
      .executeTakeFirst();
    return result.numUpdatedRows === 1n;
  },

  async bumpVersion(tx: Tx, organisationId: string, seriesId: string): Promise<void> {
    await tx
      .updateTable('fleet_item_series')
      .set({ version: sql<number>`version + 1`, updated_at: new Date() })
      .where('organisation_id', '=', organisationId)
      .where('id', '=', seriesId)
      .execute();
  },

  async deleteSeries(tx: Tx, organisationId: string, seriesId: string): Promise<void> {
    await tx
      .deleteFrom('fleet_item_series')
      .where('organisation_id', '=', organisationId)
      .where('id', '=', seriesId)
      .execute();
  },

  async insertOccurrence(tx: Tx, organisationId: string, seriesId: string, sequence: number, due: FleetDue) {
    const row = await tx
      .insertInto('fleet_items')
      .values({ organisation_id: organisationId, series_id: seriesId, sequence, ...dueValues(due) })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  },

  async setDue(tx: Tx, organisationId: string, id: string, due: FleetDue): Promise<void> {
    await tx
      .updateTable('fleet_items')
      .set(dueValues(due))
      .where('organisation_id', '=', organisationId)
      .where('id', '=', id)
      .execute();
  },

  async setCompletion(
    tx: Tx,
    organisationId: string,
    id: string,
    completion: { date: string; km: number | null; cost: number; by: string | null } | null,
  ): Promise<void> {
    await tx
      .updateTable('fleet_items')
      .set({
        completed_date: completion?.date ?? null,
        completed_km: completion?.km ?? null,
        actual_cost: completion?.cost ?? null,
        completed_by: completion?.by ?? null,
      })
      .where('organisation_id', '=', organisationId)
      .where('id', '=', id)
      .execute();
  },

  async deleteOccurrences(tx: Tx, organisationId: string, ids: string[]): Promise<void> {
    if (ids.length === 0) return;
    await tx.deleteFrom('fleet_items').where('organisation_id', '=', organisationId).where('id', 'in', ids).execute();
  },

  /**
   * For each vehicle, its latest reading at or before `at` and its earliest of the 30 days before:
   * two index lookups a vehicle (odometer_readings_vehicle), whatever its history's length.
   */
  async readings(
    tx: Tx,
    organisationId: string,
    vehicleIds: string[],
    at: Date,
    database: DatabaseKind,
  ): Promise<VehicleReadings[]> {
    if (vehicleIds.length === 0) return [];
    const from = new Date(at.getTime() - FORECAST_WINDOW_DAYS * 86_400_000);
    return listRows(
      tx,
      database,
      sql<VehicleReadings>`
      select v.id as vehicle_id, latest.at as latest_at, latest.km as latest_km,
        earliest.at as earliest_at, earliest.km as earliest_km
      from unnest(${vehicleIds}::uuid[]) as v(id)
      left join lateral (
        select r.at, r.km from odometer_readings r
        where r.organisation_id = ${organisationId} and r.vehicle_id = v.id and r.at <= ${at}
        order by r.at desc, r.km desc limit 1
      ) latest on true
      left join lateral (
        select r.at, r.km from odometer_readings r
        where r.organisation_id = ${organisationId} and r.vehicle_id = v.id and r.at <= ${at} and r.at >= ${from}
        order by r.at asc, r.km asc limit 1
      ) earliest on true`,
    );
  },

  async insertReading(
    tx: Tx,
    organisationId: string,
    reading: { vehicleId: string; at: Date; km: number; source: 'manual' | 'tracking'; by: string | null },
  ): Promise<void> {
    await tx
      .insertInto('odometer_readings')
      .values({
        organisation_id: organisationId,
        vehicle_id: reading.vehicleId,
        at: reading.at,
        km: reading.km,
        source: reading.source,
        created_by: reading.by,
      })
      .execute();
  },
};
