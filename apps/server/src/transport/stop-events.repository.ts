import { sql } from 'kysely';
import type { StopKind, TransportTaskState } from '@rahti/domain';
import type { Tx } from '../db/tenant';
import { driverNameSql } from '../db/driver-names';

/** A transport task as a stop event needs it: whose it is, its state and what its delivery task takes. */
export interface EventTaskRow {
  id: string;
  state: TransportTaskState;
  version: number;
  driver_id: string | null;
  vehicle_id: string | null;
  customer_id: string | null;
  price: number | null;
  km: number | null;
  reference: string;
  sender_name: string;
  consignee_name: string;
}

export interface EventStopRow {
  id: string;
  kind: StopKind;
  position: number;
  city: string;
  arrived_at: Date | null;
  done_at: Date | null;
}

/** What the driver's phone records at stops (migration 0035); the organisation id comes first after the transaction. */
export const stopEventsRepository = {
  eventByKey(tx: Tx, organisationId: string, clientKey: string) {
    return tx
      .selectFrom('transport_events')
      .select(['transport_task_id', 'by_user_id'])
      .where('organisation_id', '=', organisationId)
      .where('client_key', '=', clientKey)
      .executeTakeFirst();
  },

  async task(tx: Tx, organisationId: string, id: string): Promise<EventTaskRow | undefined> {
    const { rows } = await sql<EventTaskRow>`select t.id, t.state, t.version, t.driver_id, t.vehicle_id, t.customer_id,
        t.price, t.km, t.reference, t.sender->>'name' as sender_name, t.consignee->>'name' as consignee_name
      from transport_tasks t where t.organisation_id = ${organisationId} and t.id = ${id}`.execute(tx);
    return rows[0];
  },

  stops(tx: Tx, organisationId: string, taskId: string): Promise<EventStopRow[]> {
    return tx
      .selectFrom('transport_stops')
      .select(['id', 'kind', 'position', 'city', 'arrived_at', 'done_at'])
      .where('organisation_id', '=', organisationId)
      .where('transport_task_id', '=', taskId)
      .orderBy('position')
      .execute();
  },

  async weightKg(tx: Tx, organisationId: string, taskId: string): Promise<number> {
    const row = await tx
      .selectFrom('transport_goods')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('weight_kg'), sql<number>`0`).as('weight'))
      .where('organisation_id', '=', organisationId)
      .where('transport_task_id', '=', taskId)
      .executeTakeFirst();
    return Number(row?.weight ?? 0);
  },

  /** The driver's name in the organisation's order and department. */
  async driver(tx: Tx, organisationId: string, driverId: string) {
    const { rows } = await sql<{ name: string | null; department_id: string | null }>`select
        ${driverNameSql(organisationId, sql`d.first_name`, sql`d.last_name`)} as name, d.department_id
      from drivers d where d.organisation_id = ${organisationId} and d.id = ${driverId}`.execute(tx);
    return rows[0];
  },

  async updateStop(
    tx: Tx,
    organisationId: string,
    stopId: string,
    times: { arrivedAt: string | null; doneAt: string | null },
  ): Promise<void> {
    await tx
      .updateTable('transport_stops')
      .set({ arrived_at: times.arrivedAt, done_at: times.doneAt })
      .where('organisation_id', '=', organisationId)
      .where('id', '=', stopId)
      .execute();
  },

  async insertFiles(
    tx: Tx,
    organisationId: string,
    eventId: string,
    files: readonly { fileId: string; purpose: 'signature' | 'photo' | 'deviation' }[],
  ): Promise<void> {
    if (files.length === 0) return;
    await tx
      .insertInto('transport_files')
      .values(
        files.map((file) => ({
          organisation_id: organisationId,
          event_id: eventId,
          file_id: file.fileId,
          purpose: file.purpose,
        })),
      )
      .onConflict((conflict) => conflict.doNothing())
      .execute();
  },

  async insertProof(
    tx: Tx,
    organisationId: string,
    proof: {
      transportTaskId: string;
      stopId: string;
      eventId: string;
      signerName: string;
      signatureFileId: string;
      photoFileIds: string[];
      at: string;
      position: { latitude: number; longitude: number; accuracyM: number | null } | null;
    },
  ): Promise<void> {
    await tx
      .insertInto('transport_proofs')
      .values({
        organisation_id: organisationId,
        transport_task_id: proof.transportTaskId,
        stop_id: proof.stopId,
        event_id: proof.eventId,
        signer_name: proof.signerName,
        signature_file_id: proof.signatureFileId,
        photo_file_ids: proof.photoFileIds,
        at: proof.at,
        latitude: proof.position?.latitude ?? null,
        longitude: proof.position?.longitude ?? null,
        accuracy_m: proof.position?.accuracyM ?? null,
      })
      .execute();
  },
};
