import { sql } from 'kysely';
import type {
  GoodsLineInput,
  TransportParty,
  TransportStopInput,
  TransportTaskState,
  TransportTerms,
  WaybillKind,
} from '@rahti/domain';
import type { Tx } from '../db/tenant';
import { driverNameSql } from '../db/driver-names';
import type { TransportEventKind } from '../db/schema-transport';

/** The columns of an order the office writes (create and edit). */
export interface OrderValues {
  reference: string;
  customerId: string | null;
  sender: TransportParty;
  consignee: TransportParty;
  international: boolean;
  driverId: string | null;
  vehicleId: string | null;
  price: number | null;
  km: number | null;
  terms: TransportTerms;
  notes: string;
  state: TransportTaskState;
  date: string;
  firstWindowStart: string | null;
}

/** A line of the timeline as written. */
export interface EventValues {
  transportTaskId: string;
  kind: TransportEventKind;
  at: Date | string;
  stopId?: string | null;
  byUserId: string | null;
  byName: string | null;
  note?: string;
  noteKey?: string | null;
  position?: { latitude: number; longitude: number; accuracyM: number | null } | null;
  goodsChecked?: boolean | null;
  deviations?: unknown[];
  clientKey?: string | null;
}

/** A task as locked for a change: what the rules decide by. */
export interface LockedTask {
  id: string;
  reference: string;
  state: TransportTaskState;
  version: number;
  driver_id: string | null;
  vehicle_id: string | null;
  created_at: Date;
}

const columnsOf = (values: OrderValues) => ({
  reference: values.reference,
  customer_id: values.customerId,
  sender: JSON.stringify(values.sender),
  consignee: JSON.stringify(values.consignee),
  international: values.international,
  driver_id: values.driverId,
  vehicle_id: values.vehicleId,
  price: values.price,
  km: values.km,
  terms: JSON.stringify(values.terms),
  notes: values.notes,
  state: values.state,
  date: values.date,
  first_window_start: values.firstWindowStart,
});

/** The transport tasks' writes (migration 0035); the organisation id comes first after the transaction. */
export const transportTasksRepository = {
  async insertTask(tx: Tx, organisationId: string, values: OrderValues, createdBy: string | null): Promise<string> {
    const row = await tx
      .insertInto('transport_tasks')
      .values({ organisation_id: organisationId, ...columnsOf(values), created_by: createdBy })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  },

  /** Saves the order; the version is checked by the caller's lock. */
  async updateTask(tx: Tx, organisationId: string, id: string, values: OrderValues): Promise<void> {
    await tx
      .updateTable('transport_tasks')
      .set({ ...columnsOf(values), version: sql`version + 1`, updated_at: sql`now()` })
      .where('organisation_id', '=', organisationId)
      .where('id', '=', id)
      .execute();
  },

  /** Locks the tasks for the rest of the transaction, in id order (two bulk changes never wait on each other in a circle). */
  lockTasks(tx: Tx, organisationId: string, ids: readonly string[]): Promise<LockedTask[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return tx
      .selectFrom('transport_tasks')
      .select(['id', 'reference', 'state', 'version', 'driver_id', 'vehicle_id', 'created_at'])
      .where('organisation_id', '=', organisationId)
      .where('id', 'in', [...new Set(ids)])
      .orderBy('id')
      .forUpdate()
      .execute();
  },

  async setAssignment(
    tx: Tx,
    organisationId: string,
    id: string,
    values: { driverId: string | null; vehicleId: string | null; state: TransportTaskState },
  ): Promise<void> {
    await tx
      .updateTable('transport_tasks')
      .set({
        driver_id: values.driverId,
        vehicle_id: values.vehicleId,
        state: values.state,
        version: sql`version + 1`,
        updated_at: sql`now()`,
      })
      .where('organisation_id', '=', organisationId)
      .where('id', '=', id)
      .execute();
  },

  async setState(
    tx: Tx,
    organisationId: string,
    id: string,
    state: TransportTaskState,
    taskId?: string | null,
  ): Promise<void> {
    await tx
      .updateTable('transport_tasks')
      .set({
        state,
        ...(taskId !== undefined ? { task_id: taskId } : {}),
        version: sql`version + 1`,
        updated_at: sql`now()`,
      })
      .where('organisation_id', '=', organisationId)
      .where('id', '=', id)
      .execute();
  },

  /** The order's stops again: an existing stop keeps its id (a phone may hold it), the rest are new. */
  async replaceStops(
    tx: Tx,
    organisationId: string,
    taskId: string,
    stops: readonly (TransportStopInput & { id: string })[],
  ): Promise<void> {
    await tx
      .deleteFrom('transport_stops')
      .where('organisation_id', '=', organisationId)
      .where('transport_task_id', '=', taskId)
      .execute();
    await tx
      .insertInto('transport_stops')
      .values(
        stops.map((stop, position) => ({
          organisation_id: organisationId,
          id: stop.id,
          transport_task_id: taskId,
          position,
          kind: stop.kind,
          name: stop.name,
          street: stop.street,
          postcode: stop.postcode,
          city: stop.city,
          country: stop.country,
          latitude: stop.latitude,
          longitude: stop.longitude,
          window_start: stop.windowStart,
          window_end: stop.windowEnd,
          contact_name: stop.contactName,
          contact_phone: stop.contactPhone,
          notes: stop.notes,
        })),
      )
      .execute();
  },

  async replaceGoods(
    tx: Tx,
    organisationId: string,
    taskId: string,
    goods: readonly (GoodsLineInput & { id: string })[],
  ): Promise<void> {
    await tx
      .deleteFrom('transport_goods')
      .where('organisation_id', '=', organisationId)
      .where('transport_task_id', '=', taskId)
      .execute();
    await tx
      .insertInto('transport_goods')
      .values(
        goods.map((line, position) => ({
          organisation_id: organisationId,
          id: line.id,
          transport_task_id: taskId,
          position,
          description: line.description,
          packages: line.packages,
          package_kind: line.packageKind,
          marks: line.marks,
          weight_kg: line.weightKg,
          volume_m3: line.volumeM3,
          loading_metres: line.loadingMetres,
          un_number: line.dangerous?.unNumber ?? null,
          hazard_class: line.dangerous?.hazardClass ?? null,
          packing_group: line.dangerous?.packingGroup ?? null,
          proper_name: line.dangerous?.properName ?? null,
        })),
      )
      .execute();
  },

  /** The ids of a task's stops and goods lines now, so an edit keeps only its own. */
  async partIds(tx: Tx, organisationId: string, taskId: string) {
    const stops = await tx
      .selectFrom('transport_stops')
      .select('id')
      .where('organisation_id', '=', organisationId)
      .where('transport_task_id', '=', taskId)
      .execute();
    const goods = await tx
      .selectFrom('transport_goods')
      .select('id')
      .where('organisation_id', '=', organisationId)
      .where('transport_task_id', '=', taskId)
      .execute();
    return { stopIds: new Set(stops.map((row) => row.id)), goodsIds: new Set(goods.map((row) => row.id)) };
  },

  /** Writes timeline lines; one whose client key is stored already is left out. Answers the ids written. */
  async insertEvents(tx: Tx, organisationId: string, events: readonly EventValues[]): Promise<string[]> {
    if (events.length === 0) return [];
    const rows = await tx
      .insertInto('transport_events')
      .values(
        events.map((event) => ({
          organisation_id: organisationId,
          transport_task_id: event.transportTaskId,
          kind: event.kind,
          stop_id: event.stopId ?? null,
          at: event.at,
          by_user_id: event.byUserId,
          by_name: event.byName,
          latitude: event.position?.latitude ?? null,
          longitude: event.position?.longitude ?? null,
          accuracy_m: event.position?.accuracyM ?? null,
          note: event.note ?? '',
          note_key: event.noteKey ?? null,
          goods_checked: event.goodsChecked ?? null,
          deviations: JSON.stringify(event.deviations ?? []),
          client_key: event.clientKey ?? null,
        })),
      )
      .onConflict((conflict) => conflict.columns(['organisation_id', 'client_key']).doNothing())
      .returning('id')
      .execute();
    return rows.map((row) => row.id);
  },

  async insertWaybill(
    tx: Tx,
    organisationId: string,
    waybill: { number: number; transportTaskId: string; kind: WaybillKind },
  ): Promise<void> {
    await tx
      .insertInto('waybills')
      .values({
        organisation_id: organisationId,
        number: waybill.number,
        transport_task_id: waybill.transportTaskId,
        kind: waybill.kind,
      })
      .execute();
  },

  async setWaybillKind(tx: Tx, organisationId: string, transportTaskId: string, kind: WaybillKind): Promise<void> {
    await tx
      .updateTable('waybills')
      .set({ kind })
      .where('organisation_id', '=', organisationId)
      .where('transport_task_id', '=', transportTaskId)
      .execute();
  },

  /** Which of these ids are the organisation's rows of `table`. */
  async existing(
    tx: Tx,
    organisationId: string,
    table: 'customers' | 'drivers' | 'vehicles',
    ids: readonly (string | null)[],
  ): Promise<Set<string>> {
    const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
    if (wanted.length === 0) return new Set();
    const rows = await tx
      .selectFrom(table)
      .select('id')
      .where('organisation_id', '=', organisationId)
      .where('id', 'in', wanted)
      .execute();
    return new Set(rows.map((row) => row.id));
  },

  /** A driver's name in the organisation's order, for the timeline. */
  async driverName(tx: Tx, organisationId: string, driverId: string): Promise<string | null> {
    const { rows } = await sql<{
      name: string | null;
    }>`select ${driverNameSql(organisationId, sql`d.first_name`, sql`d.last_name`)} as name
      from drivers d where d.organisation_id = ${organisationId} and d.id = ${driverId}`.execute(tx);
    return rows[0]?.name ?? null;
  },

  /** Who a person or an API client is, by name, for the timeline. */
  async callerName(tx: Tx, organisationId: string, caller: { userId: string | null; clientId: string }) {
    if (caller.userId) {
      const user = await tx
        .selectFrom('users')
        .select('display_name')
        .where('organisation_id', '=', organisationId)
        .where('id', '=', caller.userId)
        .executeTakeFirst();
      return user?.display_name ?? null;
    }
    const client = await tx
      .selectFrom('api_clients')
      .select('name')
      .where('organisation_id', '=', organisationId)
      .where('client_id', '=', caller.clientId)
      .executeTakeFirst();
    return client?.name ?? null;
  },
};
