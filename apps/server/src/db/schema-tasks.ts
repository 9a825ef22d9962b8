import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, Timestamp } from './column-types';

type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>;

/** Customers (migration 0023). */
export interface CustomersTable {
  organisation_id: string;
  id: Generated<string>;
  name: string;
  /** Normalised: Finnish `1234567-8`, Swedish `556036-0793`. */
  business_id: string | null;
  vat_number: string | null;
  street: Generated<string>;
  post_code: Generated<string>;
  town: Generated<string>;
  country_code: Generated<string>;
  e_invoice_address: Generated<string>;
  e_invoice_operator: Generated<string>;
  contact_name: Generated<string>;
  email: Generated<string>;
  phone: Generated<string>;
  payment_term_days: Generated<number>;
  language: Generated<'fi' | 'sv' | 'en'>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

/** Tasks (migration 0023): numerics come back as JS numbers (type parsers). */
export interface TasksTable {
  organisation_id: string;
  id: Generated<string>;
  start_at: Timestamp;
  end_at: Timestamp;
  customer_id: string | null;
  vehicle_id: string;
  driver_id: string | null;
  department_id: string | null;
  shift_id: string | null;
  source: Generated<'internal' | 'external'>;
  external_id: string | null;
  description: Generated<string>;
  pickup: Generated<string>;
  delivery: Generated<string>;
  weight_kg: number | null;
  pallets: number | null;
  km: number;
  income: number;
  other_costs: Generated<number>;
  /** The rates of the vehicle's calculation when the task was priced (to the cent). */
  time_cost_per_hour: number;
  distance_cost_per_km: number;
  calculation_id: string | null;
  is_shared: Generated<boolean>;
  /** Kept by the database from the times, km and rates (migration 0024); never written. */
  time_cost: ColumnType<number, never, never>;
  distance_cost: ColumnType<number, never, never>;
  profit: ColumnType<number, never, never>;
  /** The route the task was a run of (migration 0026). */
  route_id: Generated<string | null>;
  /** The invoice the task is billed on (migration 0024). */
  invoice_id: Generated<string | null>;
  version: Generated<number>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface TaskTables {
  customers: CustomersTable;
  tasks: TasksTable;
}
