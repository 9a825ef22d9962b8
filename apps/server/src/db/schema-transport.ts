import type { ColumnType, Generated } from 'kysely';
import type {
  Deviation,
  StopKind,
  TransportParty,
  TransportTaskState,
  TransportTerms,
  WaybillKind,
} from '@rahti/domain';
import type { CreatedAt, Json, Timestamp } from './column-types';

type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
/** A `date` column: read back as 'YYYY-MM-DD' (type parsers). */
type LocalDate = ColumnType<string, string, string>;

/** Transport tasks (migration 0035): numerics come back as JS numbers (type parsers). */
export interface TransportTasksTable {
  organisation_id: string;
  id: Generated<string>;
  reference: Generated<string>;
  customer_id: string | null;
  sender: Json<TransportParty>;
  consignee: Json<TransportParty>;
  international: Generated<boolean>;
  driver_id: string | null;
  vehicle_id: string | null;
  price: number | null;
  km: number | null;
  terms: Json<TransportTerms>;
  notes: Generated<string>;
  state: TransportTaskState;
  date: LocalDate;
  first_window_start: Timestamp | null;
  task_id: string | null;
  version: Generated<number>;
  created_by: string | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface TransportStopsTable {
  organisation_id: string;
  id: Generated<string>;
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
  window_start: Timestamp | null;
  window_end: Timestamp | null;
  contact_name: string;
  contact_phone: string;
  notes: string;
  arrived_at: Timestamp | null;
  done_at: Timestamp | null;
}

export interface TransportGoodsTable {
  organisation_id: string;
  id: Generated<string>;
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

/** What a timeline line names: a state the task entered, a stop's event, a deviation or an edit. */
export type TransportEventKind = TransportTaskState | 'arrived' | 'loaded' | 'deviation' | 'edited';

export interface TransportEventsTable {
  organisation_id: string;
  id: Generated<string>;
  transport_task_id: string;
  kind: TransportEventKind;
  stop_id: string | null;
  at: Timestamp;
  by_user_id: string | null;
  by_name: string | null;
  latitude: number | null;
  longitude: number | null;
  accuracy_m: number | null;
  note: Generated<string>;
  /** A `transport` catalogue key the server wrote (no task without a vehicle), shown in the reader's language. */
  note_key: string | null;
  goods_checked: boolean | null;
  deviations: ColumnType<Deviation[], string | undefined, string>;
  client_key: string | null;
  created_at: CreatedAt;
}

export interface TransportProofsTable {
  organisation_id: string;
  id: Generated<string>;
  transport_task_id: string;
  stop_id: string;
  event_id: string;
  signer_name: string;
  signature_file_id: string | null;
  photo_file_ids: ColumnType<string[], string[] | undefined, string[]>;
  at: Timestamp;
  latitude: number | null;
  longitude: number | null;
  accuracy_m: number | null;
}

export interface TransportFilesTable {
  organisation_id: string;
  event_id: string;
  file_id: string;
  purpose: 'signature' | 'photo' | 'deviation';
}

export interface WaybillCountersTable {
  organisation_id: string;
  next_number: Generated<number>;
}

export interface WaybillsTable {
  organisation_id: string;
  id: Generated<string>;
  number: number;
  transport_task_id: string;
  kind: WaybillKind;
  created_at: CreatedAt;
}

export interface TransportTables {
  transport_tasks: TransportTasksTable;
  transport_stops: TransportStopsTable;
  transport_goods: TransportGoodsTable;
  transport_events: TransportEventsTable;
  transport_proofs: TransportProofsTable;
  transport_files: TransportFilesTable;
  waybill_counters: WaybillCountersTable;
  waybills: WaybillsTable;
}
