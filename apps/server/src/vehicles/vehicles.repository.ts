import type { Insertable, Selectable } from 'kysely';
import type { VehicleImportRecord, VehicleInput } from '@rahti/domain';
import type { VehiclesTable } from '../db/schema';
import type { Tx } from '../db/tenant';
import { jsonRows } from '../db/json-rows';

/** What a vehicle's answer shows: not the newest position the ingest keeps on it (the map reads that). */
const VEHICLE_COLUMNS = [
  'organisation_id',
  'id',
  'name',
  'register_number',
  'base_id',
  'vehicle_class',
  'vehicle_code',
  'imei',
  'fuel_type',
  'emission_standard',
  'external_id',
  'device_id',
  'device_lock',
  'is_active',
  'activated_at',
  'is_shared',
  'last_position_at',
  'created_at',
] as const satisfies readonly (keyof VehiclesTable)[];

export type VehicleRow = Pick<Selectable<VehiclesTable>, (typeof VEHICLE_COLUMNS)[number]>;

function columnsOf(input: VehicleImportRecord & Partial<Pick<VehicleInput, 'baseId' | 'deviceId' | 'deviceLock'>>) {
  return {
    name: input.name,
    register_number: input.registerNumber,
    base_id: input.baseId ?? null,
    vehicle_class: input.vehicleClass,
    vehicle_code: input.vehicleCode,
    imei: input.imei,
    fuel_type: input.fuelType,
    emission_standard: input.emissionStandard,
    external_id: input.externalId,
    device_id: input.deviceId ?? '',
    device_lock: input.deviceLock ?? false,
  };
}

/** Vehicles of one organisation; every method takes that organisation first. */
export const vehiclesRepository = {
  /** Every vehicle, by register number; its times as ISO text (read as JSON: see jsonRows). */
  list(tx: Tx, organisationId: string): Promise<VehicleRow[]> {
    return jsonRows(
      tx,
      tx
        .selectFrom('vehicles')
        .select(VEHICLE_COLUMNS)
        .where('organisation_id', '=', organisationId)
        .orderBy('register_number'),
    );
  },

  find(tx: Tx, organisationId: string, id: string, forUpdate = false): Promise<VehicleRow | undefined> {
    const query = tx
      .selectFrom('vehicles')
      .select(VEHICLE_COLUMNS)
      .where('organisation_id', '=', organisationId)
      .where('id', '=', id);
    return (forUpdate ? query.forUpdate() : query).executeTakeFirst();
  },

  /** An inactive vehicle; `id`: a fixed id (the demo seed's). */
  create(tx: Tx, organisationId: string, input: VehicleInput, id?: string): Promise<VehicleRow> {
    return tx
      .insertInto('vehicles')
      .values({ organisation_id: organisationId, ...(id ? { id } : {}), ...columnsOf(input) })
      .returning(VEHICLE_COLUMNS)
      .executeTakeFirstOrThrow();
  },

  update(tx: Tx, organisationId: string, id: string, input: VehicleInput): Promise<VehicleRow | undefined> {
    return tx
      .updateTable('vehicles')
      .set(columnsOf(input))
      .where('organisation_id', '=', organisationId)
      .where('id', '=', id)
      .returning(VEHICLE_COLUMNS)
      .executeTakeFirst();
  },

  async delete(tx: Tx, organisationId: string, id: string): Promise<void> {
    await tx.deleteFrom('vehicles').where('organisation_id', '=', organisationId).where('id', '=', id).execute();
  },

  /** Reads the organisation's limit with a row lock, so two activations cannot both take the last slot. */
  async lockVehicleLimit(tx: Tx, organisationId: string): Promise<number | null> {
    const row = await tx
      .selectFrom('organisations')
      .select('vehicle_limit')
      .where('id', '=', organisationId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    return row.vehicle_limit;
  },

  async countActive(tx: Tx, organisationId: string): Promise<number> {
    const { count } = await tx
      .selectFrom('vehicles')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('organisation_id', '=', organisationId)
      .where('is_active', '=', true)
      .executeTakeFirstOrThrow();
    return Number(count);
  },

  setActive(tx: Tx, organisationId: string, id: string, active: boolean, at: Date): Promise<VehicleRow | undefined> {
    return tx
      .updateTable('vehicles')
      .set({ is_active: active, activated_at: active ? at : null })
      .where('organisation_id', '=', organisationId)
      .where('id', '=', id)
      .returning(VEHICLE_COLUMNS)
      .executeTakeFirst();
  },

  async existingRegisterNumbers(tx: Tx, organisationId: string, registerNumbers: string[]): Promise<Set<string>> {
    if (registerNumbers.length === 0) return new Set();
    const rows = await tx
      .selectFrom('vehicles')
      .select('register_number')
      .where('organisation_id', '=', organisationId)
      .where('register_number', 'in', registerNumbers)
      .execute();
    return new Set(rows.map((r) => r.register_number));
  },

  /**
   * Batched insert of imported vehicles (500 rows a statement). A register number another save
   * has claimed meanwhile is skipped, not an error; returns the register numbers saved.
   */
  async insertMany(tx: Tx, organisationId: string, records: VehicleImportRecord[]): Promise<Set<string>> {
    const rows: Insertable<VehiclesTable>[] = records.map((record) => ({
      organisation_id: organisationId,
      ...columnsOf(record),
    }));
    const saved = new Set<string>();
    for (let i = 0; i < rows.length; i += 500) {
      const inserted = await tx
        .insertInto('vehicles')
        .values(rows.slice(i, i + 500))
        .onConflict((oc) => oc.doNothing())
        .returning('register_number')
        .execute();
      for (const row of inserted) saved.add(row.register_number);
    }
    return saved;
  },
};

/** The site operator's view: a vehicle found by id alone (system transactions only). */
export const allVehiclesRepository = {
  findById(tx: Tx, id: string): Promise<VehicleRow | undefined> {
    return tx.selectFrom('vehicles').select(VEHICLE_COLUMNS).where('id', '=', id).executeTakeFirst();
  },
};
