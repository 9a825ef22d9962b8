import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, Json, Timestamp } from './column-types';

type ApprovalColumn = ColumnType<
  'unapproved' | 'checked' | 'approved',
  'unapproved' | 'checked' | 'approved' | undefined,
  'unapproved' | 'checked' | 'approved'
>;
type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>;

/** Shifts and their parts (migration 0007). Numerics come back as JS numbers (type parsers). */
export interface ShiftsTable {
  organisation_id: string;
  id: Generated<string>;
  client_key: string;
  driver_id: string;
  route_id: string | null;
  planned_shift_id: string | null;
  start_at: Timestamp;
  end_at: Timestamp | null;
  start_km: number | null;
  end_km: number | null;
  consumption_litres: number | null;
  bonuses: Json<{ type: 'adr' | 'crane' | 'dirtyJob' | 'hct'; hours: number | null }[]>;
  daily_allowance: number;
  approval: ApprovalColumn;
  has_driver_edit: Generated<boolean>;
  before_driver_edit: Json<Record<string, unknown>> | null;
  version: Generated<number>;
  /** Kept by triggers on shift_events (migration 0008): the ended events' exact seconds (numeric since 0021), the running event's start. */
  ended_event_seconds: Generated<number>;
  running_event_since: Generated<Date | null>;
  /** Bumped by the same triggers whenever the shift's events change (migration 0013): kept pay parts of another revision are stale. */
  events_revision: Generated<number>;
  /** Kept by the same triggers (migration 0041): exact seconds of the ended events of the work types the analytics tell apart. */
  ended_drive_seconds: Generated<number>;
  ended_empty_drive_seconds: Generated<number>;
  ended_wait_seconds: Generated<number>;
  ended_queue_seconds: Generated<number>;
  ended_break_seconds: Generated<number>;
  /** Kept by triggers on shift_vehicles (migration 0041): the vehicle of the lowest position (then id), null without one. */
  first_vehicle_id: Generated<string | null>;
  /** The driver app's live recording (migration 0009): the highest snapshot applied, null if never recorded live. */
  device_seq: ColumnType<number | null, number | null | undefined, number | null>;
  /** Grows with every change of the shift's content (not with approval steps). */
  content_version: Generated<number>;
  /** `content_version` right after the phone's last applied snapshot. */
  device_content_version: ColumnType<number | null, number | null | undefined, number | null>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface ShiftEventsTable {
  organisation_id: string;
  id: Generated<string>;
  shift_id: string;
  work_type: number;
  start_at: Timestamp;
  end_at: Timestamp | null;
  answer: string | null;
  cut_before: Generated<boolean>;
  cut_after: Generated<boolean>;
}

export interface ShiftVehiclesTable {
  organisation_id: string;
  shift_id: string;
  vehicle_id: string;
  position: Generated<number>;
}

export interface AbsencesTable {
  organisation_id: string;
  id: Generated<string>;
  client_key: string;
  driver_id: string;
  work_type: number;
  kind: 'absence' | 'compensate' | 'contract' | 'shift' | 'training' | 'vacation';
  /** Local dates as 'YYYY-MM-DD' text (the date type parser keeps them as text). */
  start_date: string;
  end_date: string;
  hours: number | null;
  note: Generated<string>;
  approval: ApprovalColumn;
  has_driver_edit: Generated<boolean>;
  before_driver_edit: Json<Record<string, unknown>> | null;
  version: Generated<number>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface TimesheetChangesTable {
  organisation_id: string;
  id: Generated<string>;
  item_type: 'shift' | 'absence';
  item_id: string;
  action: string;
  changed_at: CreatedAt;
  changed_by: string | null;
  changed_by_name: string;
  before: Json<Record<string, unknown>> | null;
  after: Json<Record<string, unknown>> | null;
}

export interface SupervisorAssignmentsTable {
  organisation_id: string;
  id: Generated<string>;
  user_id: string;
  driver_id: string | null;
  planned_shift_id: string | null;
}

/** The driver app's sync (migration 0009): each outbox operation's key once, with its answer. */
export interface DriverSyncOperationsTable {
  organisation_id: string;
  key: string;
  driver_id: string;
  /** 'recordPreTripCheck' from migration 0031, 'recordStopEvent' from 0035. */
  kind: 'recordShift' | 'editShift' | 'createAbsence' | 'recordPreTripCheck' | 'recordStopEvent';
  /** Written in the same transaction as the key, so never null once committed. */
  result: ColumnType<Record<string, unknown> | null, string | null | undefined, string>;
  created_at: CreatedAt;
}

/** Vehicle positions (migration 0010), partitioned by month on `recorded_at`. */
export interface PositionsTable {
  organisation_id: string;
  vehicle_id: string;
  recorded_at: Timestamp;
  latitude: number;
  longitude: number;
  speed_kmh: number | null;
  heading_degrees: number | null;
  accuracy_meters: number | null;
  /** Where it came from: the driver app now; tracking devices (OsmAnd) and rFMS later. */
  source: 'phone' | 'osmand' | 'rfms';
  driver_id: string | null;
  received_at: ColumnType<Date, Date | string | undefined, never>;
}

/** Pay periods (migration 0011): local dates as 'YYYY-MM-DD' text, both ends included. */
export interface PayPeriodsTable {
  organisation_id: string;
  id: Generated<string>;
  start_date: string;
  end_date: string;
  pay_date: string;
  name: string | null;
  created_at: CreatedAt;
}

/** The tables of this file, part of the database's `Database` (schema.ts). */
export interface ShiftTables {
  shifts: ShiftsTable;
  shift_events: ShiftEventsTable;
  shift_vehicles: ShiftVehiclesTable;
  absences: AbsencesTable;
  timesheet_changes: TimesheetChangesTable;
  supervisor_assignments: SupervisorAssignmentsTable;
  driver_sync_operations: DriverSyncOperationsTable;
  positions: PositionsTable;
  pay_periods: PayPeriodsTable;
  payroll_export_settings: PayrollExportSettingsTable;
  shift_pay_parts: ShiftPayPartsTable;
}

/** One shift's pay parts as last computed (migration 0013): valid while the rules key and events revision still match. */
export interface ShiftPayPartsTable {
  organisation_id: string;
  shift_id: string;
  rules_key: string;
  events_revision: number;
  paid_ms: number;
  evening_ms: number;
  night_ms: number;
  sunday_ms: number;
  /** Events per work type, in the order of EVENT_WORK_TYPES. */
  event_counts: number[];
  /** Events of any other work type, e.g. {"42": 1}; null when none. */
  other_event_counts: Json<Record<string, number>> | null;
}

/** A configurable payroll export's layout per organisation and system (migration 0012). */
export interface PayrollExportSettingsTable {
  organisation_id: string;
  system: number;
  settings: Json<unknown>;
  updated_at: Generated<Date>;
}
