import type { ColumnType, Generated } from 'kysely';
import type { ExternalService } from '@rahti/domain';
import type { CreatedAt, Json, Timestamp } from './column-types';
import type { CalculatorTables } from './schema-calculations';
import type { ShiftTables } from './schema-shifts';
import type { TaskTables } from './schema-tasks';
import type { InvoiceTables } from './schema-invoices';
import type { TaskFeedTables } from './schema-task-feeds';
import type { RouteTables } from './schema-routes';
import type { PlanningTables } from './schema-planning';
import type { FleetTables } from './schema-fleet';
import type { FuelCardTables } from './schema-fuel-card';
import type { PreTripTables } from './schema-pre-trip';
import type { FleetCalendarTables } from './schema-fleet-calendar';
import type { TransportTables } from './schema-transport';
import type { WebhookTables } from './schema-webhooks';
import type { SharingTables } from './schema-sharing';
import type { ErasureTables } from './schema-erasure';
import type { ReportTables } from './schema-reports';

/** The calculators' tables (migration 0003) and the shift, driver-app, position and pay-period tables (migrations 0007–0011) live beside. */
export type * from './schema-calculations';
export type * from './schema-shifts';
export type * from './schema-tasks';
export type * from './schema-invoices';
export type * from './schema-task-feeds';
export type * from './schema-routes';

export interface OrganisationsTable {
  id: Generated<string>;
  name: string;
  currency: 'EUR' | 'USD' | 'SEK';
  features: Json<Record<string, boolean>>;
  vehicle_limit: number | null;
  set_to_be_deleted_at: Timestamp | null;
  /** IANA zone of shown times and local dates (migration 0007). */
  time_zone: Generated<string>;
  /** 'lastFirst' or 'firstLast': how drivers' names are written (migration 0021). */
  driver_name_order: Generated<'lastFirst' | 'firstLast'>;
  created_at: CreatedAt;
}

export interface UsersTable {
  organisation_id: string;
  id: Generated<string>;
  username: string;
  email: string;
  display_name: string;
  display_language: 'en' | 'fi' | 'sv';
  role: 'Admin' | 'Superuser' | 'User';
  is_driver: Generated<boolean>;
  is_active: Generated<boolean>;
  password_hash: string;
  /** Set with an Admin's temporary password; sign-in asks for a new one (migration 0006). */
  must_change_password: Generated<boolean>;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** Global lookup from a sign-in name to its tenant row; sign-in happens before a tenant is known. */
export interface SignInNamesTable {
  username: string;
  organisation_id: string;
  user_id: string;
}

export interface PageViewsTable {
  organisation_id: string;
  id: Generated<string>;
  user_id: string;
  path: string;
  viewed_at: CreatedAt;
}

/** oidc-provider's models (sessions, grants, codes, refresh tokens …), one row per stored object. */
export interface OidcPayloadsTable {
  model: string;
  id: string;
  payload: Json<Record<string, unknown>>;
  grant_id: string | null;
  user_code: string | null;
  uid: string | null;
  expires_at: Timestamp | null;
  consumed_at: Timestamp | null;
}

/** Signing keys and cookie secrets, generated once so restarts keep everyone signed in. */
/** Background jobs (migration 0014): system-wide, read by the worker only. */
export interface JobsTable {
  id: Generated<string>;
  kind: string;
  key: string;
  /** The organisation the job works for, if any, is `payload.organisationId`. */
  payload: Json<Record<string, unknown>>;
  run_at: ColumnType<Date, Date | string | undefined, Date | string>;
  attempts: Generated<number>;
  last_error: string | null;
  created_at: CreatedAt;
}

/** An organisation's sign-in to a truck maker's service (migration 0014); the secret encrypted. */
export interface ExternalCredentialsTable {
  organisation_id: string;
  id: Generated<string>;
  service_name: ExternalService;
  base_url: string;
  version: 'auto' | '4.0' | '2.1';
  username: string;
  token_url: Generated<string>;
  secret_encrypted: string;
  cursor: string | null;
  last_fetch_at: Timestamp | null;
  last_success_at: Timestamp | null;
  last_error: string | null;
  failures: Generated<number>;
  positions_stored: Generated<number>;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** A vehicle a service lists, by VIN, linked or not to one of the organisation's (migration 0014). */
export interface ExternalVehiclesTable {
  organisation_id: string;
  credential_id: string;
  vin: string;
  name: Generated<string>;
  brand: Generated<string>;
  model: Generated<string>;
  vehicle_id: string | null;
  last_seen_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** A tachograph card a service's statuses have named (migration 0017). */
export interface ExternalDriversTable {
  organisation_id: string;
  credential_id: string;
  /** The 16-character card number as rFMS reports it (or the maker's own driver id). */
  card_number: string;
  last_vin: string;
  working_state: string | null;
  last_seen_at: Date;
}

/** A vehicle's track of one UTC day, thinned and kept (migration 0016). */
export interface TrackDaysTable {
  organisation_id: string;
  vehicle_id: string;
  /** 'YYYY-MM-DD' (the date type parser keeps dates as text). */
  day: string;
  recorded: number;
  track: string;
}

export interface ServerSecretsTable {
  name: string;
  value: Json<unknown>;
  created_at: CreatedAt;
}

export interface ContactMessagesTable {
  id: Generated<string>;
  organisation_id: string | null;
  user_id: string | null;
  company: string;
  name: string;
  email: string;
  phone: string;
  subject: string;
  description: string;
  created_at: CreatedAt;
}

export interface Database
  extends
    ShiftTables,
    CalculatorTables,
    TaskTables,
    InvoiceTables,
    TaskFeedTables,
    RouteTables,
    PlanningTables,
    FleetTables,
    FuelCardTables,
    FleetCalendarTables,
    TransportTables,
    SharingTables,
    WebhookTables,
    ErasureTables,
    ReportTables,
    PreTripTables {
  organisations: OrganisationsTable;
  users: UsersTable;
  sign_in_names: SignInNamesTable;
  page_views: PageViewsTable;
  oidc_payloads: OidcPayloadsTable;
  server_secrets: ServerSecretsTable;
  jobs: JobsTable;
  external_credentials: ExternalCredentialsTable;
  external_vehicles: ExternalVehiclesTable;
  external_drivers: ExternalDriversTable;
  track_days: TrackDaysTable;
  contact_messages: ContactMessagesTable;
}

/** Per-organisation API credentials (client-credentials grant); only a hash of the secret is kept. */
export interface ApiClientsTable {
  organisation_id: string;
  client_id: string;
  secret_hash: string;
  name: string;
  created_at: CreatedAt;
}

// Declaration merging keeps this addition append-only.
export interface Database {
  api_clients: ApiClientsTable;
}

export interface Database {
  departments: NamedUnitTable;
  bases: NamedUnitTable;
  driver_groups: DriverGroupsTable;
  driver_group_questions: DriverGroupQuestionsTable;
  vehicles: VehiclesTable;
  drivers: DriversTable;
  driver_licences: DriverLicencesTable;
  salary_type_codes: SalaryTypeCodesTable;
  licence_types: LicenceTypesTable;
}

/** Organisation data (migration 0004). Numerics come back as JS numbers (type parsers). */
export interface NamedUnitTable {
  organisation_id: string;
  id: Generated<string>;
  name: string;
  created_at: CreatedAt;
}

export interface DriverGroupsTable {
  organisation_id: string;
  id: Generated<string>;
  name: string;
  guaranteed_hours: number;
  standard_working_hours: number;
  thresholds: Json<Record<string, number | null>>;
  paid_break_type: 'paid' | 'unpaid' | 'paidUpToLimit';
  paid_break_limit_minutes: number | null;
  device_lock: boolean;
  permissions: Json<Record<string, boolean>>;
  created_at: CreatedAt;
}

export interface DriverGroupQuestionsTable {
  organisation_id: string;
  driver_group_id: string;
  work_type: number;
  text: string;
  unit: string;
  /** The order the user gave (migration 0005); 0 when a writer leaves it out. */
  position: Generated<number>;
}

export interface VehiclesTable {
  organisation_id: string;
  id: Generated<string>;
  name: string;
  register_number: string;
  base_id: string | null;
  vehicle_class: number;
  vehicle_code: string;
  imei: string;
  fuel_type: number;
  emission_standard: number;
  external_id: string;
  device_id: string;
  device_lock: boolean;
  is_active: Generated<boolean>;
  activated_at: Timestamp | null;
  is_shared: Generated<boolean>;
  /** The newest position's time, kept by the position ingest (migration 0010). */
  last_position_at: Timestamp | null;
  /** The newest position itself, kept by the same ingest (migration 0022): what the map shows. */
  last_recorded_at: Timestamp | null;
  last_latitude: number | null;
  last_longitude: number | null;
  last_speed_kmh: number | null;
  last_heading_degrees: number | null;
  last_source: 'phone' | 'osmand' | 'rfms' | null;
  last_driver_id: string | null;
  /** The calculation the vehicle's tasks are costed by (migration 0023). */
  calculation_id: string | null;
  created_at: CreatedAt;
}

export interface DriversTable {
  organisation_id: string;
  id: Generated<string>;
  first_name: string;
  last_name: string;
  driver_card_id: string | null;
  employee_number: string;
  username: string;
  email: string | null;
  gross_wage_per_hour: number | null;
  default_vehicle_id: string | null;
  department_id: string | null;
  base_id: string | null;
  driver_group_id: string | null;
  user_id: string | null;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
  /** 'YYYY-MM-DD' (migration 0020): the employment's first day; null: not known, employed throughout. */
  employment_start: ColumnType<string | null, string | null | undefined, string | null>;
  /** 'YYYY-MM-DD': the employment's last day; null while it goes on. */
  employment_end: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface DriverLicencesTable {
  organisation_id: string;
  driver_id: string;
  code: string;
  /** 'YYYY-MM-DD'. */
  expires_on: string | null;
}

export interface SalaryTypeCodesTable {
  organisation_id: string;
  id: Generated<string>;
  code: string;
  name: string;
  work_type: number | null;
  /** A PAYROLL_LINES value (migration 0012), or null. */
  payroll_line: string | null;
}

export interface LicenceTypesTable {
  organisation_id: string;
  id: Generated<string>;
  code: string;
  name: string;
  kind: 'class' | 'qualification';
}

/** Mailed single-use password-reset links (migration 0006); only the token's hash is kept. */
export interface PasswordResetTokensTable {
  organisation_id: string;
  id: Generated<string>;
  user_id: string;
  token_hash: string;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  created_at: Timestamp;
}

export interface Database {
  password_reset_tokens: PasswordResetTokensTable;
}

/** The OsmAnd listener's refused positions per organisation (migration 0015). */
export interface OsmandRefusalsTable {
  organisation_id: string;
  reason: 'notActivated' | 'imeiInUse';
  refused_count: number;
  last_refused_at: Timestamp;
  /** Shortened (shortenDeviceId). */
  last_device: string;
  last_vehicle_id: string | null;
}

/** Positions from devices that are no vehicle's IMEI (migration 0015): one row, the site operator's. */
export interface OsmandUnknownDevicesTable {
  singleton: Generated<boolean>;
  refused_count: number;
  last_refused_at: Timestamp;
  last_device: string;
}

export interface Database {
  osmand_refusals: OsmandRefusalsTable;
  osmand_unknown_devices: OsmandUnknownDevicesTable;
}

/** Wrong passwords per client address, and per account tried from it (migration 0019); no tenant column. */
export interface SignInThrottlesTable {
  address: string;
  /** '' for the address's own row; else the account tried ("user:<id>", or "name:<hash>" of a name no one has). */
  account: string;
  failures: Generated<number>;
  changed_at: Date;
}

export interface Database {
  sign_in_throttles: SignInThrottlesTable;
}
