import { sql } from 'kysely';
import type { CardRefuel, FuelCardMapping, RefuelSource } from '@rahti/domain';
import type { DatabaseKind } from '../db/database';
import { listRows } from '../db/json-rows';
import type { Tx } from '../db/tenant';

/** A stored refuel as the duplicate rule reads it. */
export interface StoredRefuelRow {
  id: string;
  vehicle_id: string;
  at: Date | string;
  amount: number | string;
  unit: 'l' | 'kg' | 'kWh';
  source: RefuelSource;
}

/**
 * Rows a statement. The columns go as arrays, a parameter each, so no parameter limit binds; on
 * the embedded database 45 000 rows took the same CPU (3.3–4.4 s) in batches of 500 to 50 000.
 */
const INSERT_BATCH = 5_000;

/** The organisation's card mapping, its vehicles, the stored refuels and the imports' writes (issue 25). */
export const fuelCardImportRepository = {
  vehicles(tx: Tx, organisationId: string) {
    return tx
      .selectFrom('vehicles')
      .select(['id', 'register_number', 'fuel_type'])
      .where('organisation_id', '=', organisationId)
      .execute();
  },

  mapping(tx: Tx, organisationId: string) {
    return tx
      .selectFrom('fuel_card_mappings')
      .select(['mapping', 'updated_at'])
      .where('organisation_id', '=', organisationId)
      .executeTakeFirst();
  },

  async saveMapping(tx: Tx, organisationId: string, mapping: FuelCardMapping, by: string | null) {
    return tx
      .insertInto('fuel_card_mappings')
      .values({ organisation_id: organisationId, mapping: JSON.stringify(mapping), updated_by: by })
      .onConflict((conflict) =>
        conflict.column('organisation_id').doUpdateSet({
          mapping: JSON.stringify(mapping),
          updated_by: by,
          updated_at: new Date(),
        }),
      )
      .returning(['mapping', 'updated_at'])
      .executeTakeFirstOrThrow();
  },

  /** The refuels of [from, until), any source: what a card row may repeat. */
  refuelsBetween(
    tx: Tx,
    organisationId: string,
    from: Date,
    until: Date,
    database: DatabaseKind,
  ): Promise<StoredRefuelRow[]> {
    return listRows(
      tx,
      database,
      sql<StoredRefuelRow>`
        select id, vehicle_id, at, amount, unit, source from refuels
        where organisation_id = ${organisationId} and at >= ${from} and at < ${until}
        order by at, id`,
    );
  },

  /**
   * What the refuels of [from, until) were when read: their number and latest write. Anything
   * written there since (another import, a shift's refuel) changes it.
   */
  async refuelsState(tx: Tx, organisationId: string, from: Date, until: Date): Promise<string> {
    const { rows } = await sql<{ state: string }>`
      select count(*) || '/' || coalesce(max(created_at)::text, '') as state from refuels
      where organisation_id = ${organisationId} and at >= ${from} and at < ${until}`.execute(tx);
    return rows[0]?.state ?? '';
  },

  /** One import at a time per organisation, until the transaction ends. */
  async lockImports(tx: Tx, organisationId: string): Promise<void> {
    await sql`select pg_advisory_xact_lock(hashtext(${`fuel-card-import:${organisationId}`}))`.execute(tx);
  },

  async insertImport(
    tx: Tx,
    organisationId: string,
    batch: { fileName: string; rowCount: number; imported: number; duplicates: number; by: string | null },
  ): Promise<string> {
    const row = await tx
      .insertInto('fuel_card_imports')
      .values({
        organisation_id: organisationId,
        file_name: batch.fileName,
        row_count: batch.rowCount,
        imported: batch.imported,
        duplicates: batch.duplicates,
        imported_by: batch.by,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  },

  /** The import's refuels, source "card", a statement per INSERT_BATCH rows (columns as arrays). */
  async insertRefuels(
    tx: Tx,
    organisationId: string,
    importId: string,
    by: string | null,
    refuels: readonly { line: number; refuel: CardRefuel }[],
  ): Promise<void> {
    for (let start = 0; start < refuels.length; start += INSERT_BATCH) {
      const batch = refuels.slice(start, start + INSERT_BATCH);
      await sql`
        insert into refuels (organisation_id, vehicle_id, at, fuel_type, amount, unit, price_per_unit, source,
          created_by, card_import_id, card_line)
        select ${organisationId}::uuid, r.vehicle_id, r.at, r.fuel_type, r.amount, r.unit, r.price, 'card',
          ${by}::uuid, ${importId}::uuid, r.line
        from unnest(
          ${batch.map((row) => row.refuel.vehicleId)}::uuid[],
          ${batch.map((row) => new Date(row.refuel.atMs).toISOString())}::timestamptz[],
          ${batch.map((row) => row.refuel.fuelType)}::smallint[],
          ${batch.map((row) => row.refuel.amount)}::numeric[],
          ${batch.map((row) => row.refuel.unit)}::text[],
          ${batch.map((row) => row.refuel.pricePerUnit)}::numeric[],
          ${batch.map((row) => row.line)}::integer[]
        ) as r(vehicle_id, at, fuel_type, amount, unit, price, line)`.execute(tx);
    }
  },
};
