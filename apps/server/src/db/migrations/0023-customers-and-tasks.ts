import { sql, type Kysely } from 'kysely';
import { enableTenantSecurity } from './tenant-security';

/**
 * Customers, the calculation a vehicle is costed by, and tasks (issue 22).
 *
 * A task keeps the cost rates it was priced with (`time_cost_per_hour`, `distance_cost_per_km`,
 * to the cent, from the vehicle's calculation when the task was made or last saved): a job's cost
 * is what it cost then, not what next year's calculation says, and the profitability totals sum
 * in SQL without opening a calculation per row. Money is `numeric` (exact), never float.
 * `source_key` is the external id of an imported or fetched task, unique per source, so fetching
 * or importing the same task again changes it instead of adding it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table customers (
      organisation_id uuid not null references organisations (id) on delete cascade,
      id uuid not null default gen_random_uuid(),
      name text not null check (length(name) between 1 and 200),
      business_id text check (business_id is null or length(business_id) between 1 and 20),
      vat_number text check (vat_number is null or length(vat_number) <= 20),
      street text not null default '' check (length(street) <= 200),
      post_code text not null default '' check (length(post_code) <= 20),
      town text not null default '' check (length(town) <= 100),
      country_code text not null default 'FI' check (country_code ~ '^[A-Z]{2}$'),
      e_invoice_address text not null default '' check (length(e_invoice_address) <= 100),
      e_invoice_operator text not null default '' check (length(e_invoice_operator) <= 100),
      contact_name text not null default '' check (length(contact_name) <= 200),
      email text not null default '' check (length(email) <= 254),
      phone text not null default '' check (length(phone) <= 50),
      payment_term_days integer not null default 14 check (payment_term_days between 0 and 365),
      language text not null default 'fi' check (language in ('fi', 'sv', 'en')),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      primary key (organisation_id, id)
    )`.execute(db);
  await sql`create unique index customers_business_id on customers (organisation_id, business_id) where business_id is not null`.execute(
    db,
  );
  await enableTenantSecurity(db, 'customers');

  await sql`alter table vehicles add column calculation_id uuid`.execute(db);
  await sql`
    alter table vehicles add constraint vehicles_calculation
      foreign key (organisation_id, calculation_id) references calculations (organisation_id, id)
      on delete set null (calculation_id)`.execute(db);

  await sql`
    create table tasks (
      organisation_id uuid not null references organisations (id) on delete cascade,
      id uuid not null default gen_random_uuid(),
      start_at timestamptz not null,
      end_at timestamptz not null,
      customer_id uuid,
      vehicle_id uuid not null,
      driver_id uuid,
      department_id uuid,
      shift_id uuid,
      source text not null default 'internal' check (source in ('internal', 'external')),
      external_id text check (external_id is null or length(external_id) between 1 and 100),
      description text not null default '' check (length(description) <= 1000),
      pickup text not null default '' check (length(pickup) <= 300),
      delivery text not null default '' check (length(delivery) <= 300),
      weight_kg numeric(12, 1) check (weight_kg is null or weight_kg >= 0),
      pallets integer check (pallets is null or pallets >= 0),
      km numeric(10, 1) not null check (km >= 0),
      income numeric(14, 2) not null,
      other_costs numeric(14, 2) not null default 0,
      time_cost_per_hour numeric(14, 2) not null,
      distance_cost_per_km numeric(14, 2) not null,
      calculation_id uuid,
      is_shared boolean not null default false,
      version integer not null default 1,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      primary key (organisation_id, id),
      check (end_at > start_at),
      check (source = 'internal' or external_id is not null),
      foreign key (organisation_id, customer_id) references customers (organisation_id, id),
      foreign key (organisation_id, vehicle_id) references vehicles (organisation_id, id),
      foreign key (organisation_id, driver_id) references drivers (organisation_id, id) on delete set null (driver_id),
      foreign key (organisation_id, department_id) references departments (organisation_id, id) on delete set null (department_id),
      foreign key (organisation_id, shift_id) references shifts (organisation_id, id) on delete set null (shift_id)
    )`.execute(db);
  await sql`create index tasks_period on tasks (organisation_id, start_at)`.execute(db);
  await sql`create unique index tasks_source_key on tasks (organisation_id, source, external_id) where external_id is not null`.execute(
    db,
  );
  // One task per shift and vehicle: making tasks from the same shifts again adds nothing.
  await sql`create unique index tasks_shift_vehicle on tasks (organisation_id, shift_id, vehicle_id) where shift_id is not null`.execute(
    db,
  );
  await enableTenantSecurity(db, 'tasks');
}
