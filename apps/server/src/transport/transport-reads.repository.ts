import { sql } from 'kysely';
import type {
  Deviation,
  StopKind,
  TransportParty,
  TransportTaskState,
  TransportTerms,
  WaybillKind,
} from '@rahti/domain';
import type { Tx } from '../db/tenant';
import { driverNameSql } from '../db/driver-names';
import type { TransportEventKind } from '../db/schema-transport';

export interface TransportTaskRow {
  id: string;
  reference: string;
  state: TransportTaskState;
  customer_id: string | null;
  customer_name: string | null;
  sender: TransportParty;
  consignee: TransportParty;
  international: boolean;
  driver_id: string | null;
  driver_name: string | null;
  vehicle_id: string | null;
  vehicle_register_number: string | null;
  price: number | null;
  km: number | null;
  terms: TransportTerms;
  notes: string;
  date: string;
  task_id: string | null;
  waybill_id: string | null;
  waybill_number: number | null;
  waybill_kind: WaybillKind | null;
  waybill_created_at: Date | null;
  version: number;
  created_at: Date;
  updated_at: Date;
}

export interface StopRow {
  id: string;
  transport_task_id: string;
  position: number;
  kind: StopKind;
  name: string;
  street: string;
  postcode: string;
  city: string;
  country: string;
  latitude: number | null;
  longitude: number | null;
  window_start: Date | null;
  window_end: Date | null;
  contact_name: string;
  contact_phone: string;
  notes: string;
  arrived_at: Date | null;
  done_at: Date | null;
}

export interface GoodsRow {
  id: string;
  transport_task_id: string;
  position: number;
  description: string;
  packages: number;
  package_kind: string;
  marks: string;
  weight_kg: number;
  volume_m3: number | null;
  loading_metres: number | null;
  un_number: string | null;
  hazard_class: string | null;
  packing_group: string | null;
  proper_name: string | null;
}

export interface EventRow {
  id: string;
  transport_task_id: string;
  kind: TransportEventKind;
  stop_id: string | null;
  at: Date;
  by_name: string | null;
  latitude: number | null;
  longitude: number | null;
  accuracy_m: number | null;
  note: string;
  note_key: string | null;
  goods_checked: boolean | null;
  deviations: Deviation[];
}

export interface ProofRow {
  transport_task_id: string;
  stop_id: string;
  signer_name: string;
  signature_file_id: string | null;
  photo_file_ids: string[];
  at: Date;
  latitude: number | null;
  longitude: number | null;
  accuracy_m: number | null;
}

/** Everything a whole transport task is made of, as read. */
export interface TransportTaskFacts {
  tasks: TransportTaskRow[];
  stops: StopRow[];
  goods: GoodsRow[];
  events: EventRow[];
  proofs: ProofRow[];
}

const selectTasks = (
  organisationId: string,
) => sql`select t.id, t.reference, t.state, t.customer_id, c.name as customer_name,
    t.sender, t.consignee, t.international, t.driver_id,
    ${driverNameSql(organisationId, sql`d.first_name`, sql`d.last_name`)} as driver_name,
    t.vehicle_id, v.register_number as vehicle_register_number, t.price, t.km, t.terms, t.notes,
    to_char(t.date, 'YYYY-MM-DD') as date, t.task_id,
    w.id as waybill_id, w.number as waybill_number, w.kind as waybill_kind, w.created_at as waybill_created_at,
    t.version, t.created_at, t.updated_at
  from transport_tasks t
  left join customers c on c.organisation_id = t.organisation_id and c.id = t.customer_id
  left join drivers d on d.organisation_id = t.organisation_id and d.id = t.driver_id
  left join vehicles v on v.organisation_id = t.organisation_id and v.id = t.vehicle_id
  left join waybills w on w.organisation_id = t.organisation_id and w.transport_task_id = t.id`;

/** The stops, goods, timeline and proofs of these tasks, each in its order. */
async function partsOf(tx: Tx, organisationId: string, ids: readonly string[]) {
  const stops = await tx
    .selectFrom('transport_stops')
    .select([
      'id',
      'transport_task_id',
      'position',
      'kind',
      'name',
      'street',
      'postcode',
      'city',
      'country',
      'latitude',
      'longitude',
      'window_start',
      'window_end',
      'contact_name',
      'contact_phone',
      'notes',
      'arrived_at',
      'done_at',
    ])
    .where('organisation_id', '=', organisationId)
    .where('transport_task_id', 'in', ids)
    .orderBy('transport_task_id')
    .orderBy('position')
    .execute();
  const goods = await tx
    .selectFrom('transport_goods')
    .select([
      'id',
      'transport_task_id',
      'position',
      'description',
      'packages',
      'package_kind',
      'marks',
      'weight_kg',
      'volume_m3',
      'loading_metres',
      'un_number',
      'hazard_class',
      'packing_group',
      'proper_name',
    ])
    .where('organisation_id', '=', organisationId)
    .where('transport_task_id', 'in', ids)
    .orderBy('transport_task_id')
    .orderBy('position')
    .execute();
  const events = await tx
    .selectFrom('transport_events')
    .select([
      'id',
      'transport_task_id',
      'kind',
      'stop_id',
      'at',
      'by_name',
      'latitude',
      'longitude',
      'accuracy_m',
      'note',
      'note_key',
      'goods_checked',
      'deviations',
    ])
    .where('organisation_id', '=', organisationId)
    .where('transport_task_id', 'in', ids)
    .orderBy('at')
    .orderBy('created_at')
    .execute();
  const proofs = await tx
    .selectFrom('transport_proofs')
    .select([
      'transport_task_id',
      'stop_id',
      'signer_name',
      'signature_file_id',
      'photo_file_ids',
      'at',
      'latitude',
      'longitude',
      'accuracy_m',
    ])
    .where('organisation_id', '=', organisationId)
    .where('transport_task_id', 'in', ids)
    .orderBy('at')
    .execute();
  return { stops, goods, events, proofs };
}

/** Reading whole transport tasks (migration 0035); the organisation id comes first after the transaction. */
export const transportReadsRepository = {
  async facts(tx: Tx, organisationId: string, ids: readonly string[]): Promise<TransportTaskFacts> {
    if (ids.length === 0) return { tasks: [], stops: [], goods: [], events: [], proofs: [] };
    const tasks = await sql<TransportTaskRow>`${selectTasks(organisationId)}
      where t.organisation_id = ${organisationId} and t.id = any(${[...ids]}::uuid[])
      order by t.date, t.first_window_start nulls last, t.created_at, t.id`.execute(tx);
    if (tasks.rows.length === 0) return { tasks: [], stops: [], goods: [], events: [], proofs: [] };
    return { tasks: tasks.rows, ...(await partsOf(tx, organisationId, ids)) };
  },

  /**
   * The ids of a driver's tasks for the driver app: those still open (assigned, started, picked
   * up), and those delivered whose date is in the window.
   */
  async driverTaskIds(
    tx: Tx,
    organisationId: string,
    driverId: string,
    open: readonly TransportTaskState[],
    window: { from: string; to: string },
  ): Promise<string[]> {
    const rows = await tx
      .selectFrom('transport_tasks')
      .select('id')
      .where('organisation_id', '=', organisationId)
      .where('driver_id', '=', driverId)
      .where((eb) =>
        eb.or([
          eb('state', 'in', [...open]),
          eb.and([eb('state', '=', 'delivered'), eb('date', '>=', window.from), eb('date', '<=', window.to)]),
        ]),
      )
      .execute();
    return rows.map((row) => row.id);
  },
};
