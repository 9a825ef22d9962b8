import { sql } from 'kysely';
import type { PreTripAnswerInput, PreTripCheckInput, PreTripItem } from '@rahti/domain';
import { driverNameSql } from '../db/driver-names';
import type { PreTripCheckAnswersTable } from '../db/schema-pre-trip';
import type { Tx } from '../db/tenant';

/** A check of the office's list, with its driver's name and the shift it started, once known. */
export interface CheckRow {
  id: string;
  vehicle_id: string;
  driver_id: string | null;
  driver_name: string | null;
  shift_id: string | null;
  at: Date;
  status: 'done' | 'skipped';
}

/** An answer of the list, with the maintenance occurrence a defect became (if it still exists). */
export type AnswerRow = Omit<PreTripCheckAnswersTable, 'organisation_id'> & {
  due_date: string | null;
  completed_date: string | null;
  description: string | null;
};

export const itemOfRow = (row: Pick<AnswerRow, 'item_kind' | 'item_key' | 'label'>): PreTripItem =>
  row.item_kind === 'own'
    ? { kind: 'own', key: row.item_key, label: row.label ?? '' }
    : ({ kind: 'builtIn', key: row.item_key } as PreTripItem);

/** The ids of the checks of [from, until), for the answers and photos of a period. */
const checkIdsOf = (tx: Tx, organisationId: string, from: Date, until: Date) =>
  tx
    .selectFrom('pre_trip_checks')
    .select('id')
    .where('organisation_id', '=', organisationId)
    .where('at', '>=', from)
    .where('at', '<', until);

/** The pre-trip tables (migration 0031); every method takes the organisation first after the transaction. */
export const preTripRepository = {
  checklists(tx: Tx, organisationId: string) {
    return tx
      .selectFrom('pre_trip_checklists')
      .select(['vehicle_class', 'items'])
      .where('organisation_id', '=', organisationId)
      .orderBy('vehicle_class')
      .execute();
  },

  async saveChecklist(tx: Tx, organisationId: string, vehicleClass: number, items: PreTripItem[], by: string | null) {
    const values = { items: JSON.stringify(items), updated_by: by, updated_at: new Date() };
    await tx
      .insertInto('pre_trip_checklists')
      .values({ organisation_id: organisationId, vehicle_class: vehicleClass, ...values })
      .onConflict((conflict) => conflict.columns(['organisation_id', 'vehicle_class']).doUpdateSet(values))
      .execute();
  },

  async deleteChecklist(tx: Tx, organisationId: string, vehicleClass: number): Promise<void> {
    await tx
      .deleteFrom('pre_trip_checklists')
      .where('organisation_id', '=', organisationId)
      .where('vehicle_class', '=', vehicleClass)
      .execute();
  },

  /** Stores the check unless its client key is stored already; answers the new id, or undefined. */
  async insertCheck(
    tx: Tx,
    organisationId: string,
    check: Omit<PreTripCheckInput, 'answers'> & { driverId: string },
  ): Promise<string | undefined> {
    const row = await tx
      .insertInto('pre_trip_checks')
      .values({
        organisation_id: organisationId,
        client_key: check.clientKey,
        vehicle_id: check.vehicleId,
        driver_id: check.driverId,
        shift_client_key: check.shiftClientKey,
        at: check.at,
        status: check.status,
      })
      .onConflict((conflict) => conflict.columns(['organisation_id', 'client_key']).doNothing())
      .returning('id')
      .executeTakeFirst();
    return row?.id;
  },

  async checkIdOfKey(tx: Tx, organisationId: string, clientKey: string): Promise<string | undefined> {
    const row = await tx
      .selectFrom('pre_trip_checks')
      .select('id')
      .where('organisation_id', '=', organisationId)
      .where('client_key', '=', clientKey)
      .executeTakeFirst();
    return row?.id;
  },

  async insertAnswers(
    tx: Tx,
    organisationId: string,
    checkId: string,
    answers: readonly (PreTripAnswerInput & { fleetItemId: string | null })[],
  ): Promise<void> {
    if (answers.length === 0) return;
    await tx
      .insertInto('pre_trip_check_answers')
      .values(
        answers.map((answer, position) => ({
          organisation_id: organisationId,
          check_id: checkId,
          position,
          item_kind: answer.item.kind,
          item_key: answer.item.key,
          label: answer.item.kind === 'own' ? answer.item.label : null,
          result: answer.result,
          note: answer.note,
          fleet_item_id: answer.fleetItemId,
        })),
      )
      .execute();
  },

  async insertPhotos(
    tx: Tx,
    organisationId: string,
    checkId: string,
    photos: readonly { position: number; fileId: string; order: number }[],
  ): Promise<void> {
    if (photos.length === 0) return;
    await tx
      .insertInto('pre_trip_check_photos')
      .values(
        photos.map((photo) => ({
          organisation_id: organisationId,
          check_id: checkId,
          position: photo.position,
          file_id: photo.fileId,
          photo_order: photo.order,
        })),
      )
      // A photo named by two answers is kept with the first.
      .onConflict((conflict) => conflict.columns(['organisation_id', 'file_id']).doNothing())
      .execute();
  },

  /** The checks of [from, until), newest first, with their drivers' names and the shifts they started. */
  checks(tx: Tx, organisationId: string, from: Date, until: Date): Promise<CheckRow[]> {
    return tx
      .selectFrom('pre_trip_checks as c')
      .leftJoin('drivers as d', (join) =>
        join.onRef('d.organisation_id', '=', 'c.organisation_id').onRef('d.id', '=', 'c.driver_id'),
      )
      .leftJoin('shifts as s', (join) =>
        join.onRef('s.organisation_id', '=', 'c.organisation_id').onRef('s.client_key', '=', 'c.shift_client_key'),
      )
      .select([
        'c.id',
        'c.vehicle_id',
        'c.driver_id',
        driverNameSql(organisationId, sql.ref('d.first_name'), sql.ref('d.last_name')).as('driver_name'),
        's.id as shift_id',
        'c.at',
        'c.status',
      ])
      .where('c.organisation_id', '=', organisationId)
      .where('c.at', '>=', from)
      .where('c.at', '<', until)
      .orderBy('c.at', 'desc')
      .orderBy('c.id')
      .execute();
  },

  /** The answers of the checks of [from, until), with the maintenance occurrence and series a defect became. */
  answers(tx: Tx, organisationId: string, from: Date, until: Date): Promise<AnswerRow[]> {
    return tx
      .selectFrom('pre_trip_check_answers as a')
      .leftJoin('fleet_items as o', (join) =>
        join.onRef('o.organisation_id', '=', 'a.organisation_id').onRef('o.id', '=', 'a.fleet_item_id'),
      )
      .leftJoin('fleet_item_series as s', (join) =>
        join.onRef('s.organisation_id', '=', 'o.organisation_id').onRef('s.id', '=', 'o.series_id'),
      )
      .select([
        'a.check_id',
        'a.position',
        'a.item_kind',
        'a.item_key',
        'a.label',
        'a.result',
        'a.note',
        'o.id as fleet_item_id',
        'o.due_date',
        'o.completed_date',
        's.description',
      ])
      .where('a.organisation_id', '=', organisationId)
      .where('a.check_id', 'in', checkIdsOf(tx, organisationId, from, until))
      .orderBy('a.check_id')
      .orderBy('a.position')
      .execute();
  },

  /** The photos of the checks of [from, until), in each answer's order. */
  photos(tx: Tx, organisationId: string, from: Date, until: Date) {
    return tx
      .selectFrom('pre_trip_check_photos')
      .select(['check_id', 'position', 'file_id'])
      .where('organisation_id', '=', organisationId)
      .where('check_id', 'in', checkIdsOf(tx, organisationId, from, until))
      .orderBy('check_id')
      .orderBy('position')
      .orderBy('photo_order')
      .execute();
  },
};
