import { sql, type Kysely } from 'kysely';
import { APP_ROLE, enableTenantSecurity } from './tenant-security';

/**
 * Profitability calculators (issue 3): saved calculations with their image, and the
 * organisation's own calculator settings (vehicle details per class and currency, wage details,
 * fuel prices with their history). The calculation document is jsonb, validated by the domain
 * schema; the columns beside it are what lists search and sort by.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table calculations (
      organisation_id uuid not null references organisations (id) on delete cascade,
      id uuid not null default gen_random_uuid(),
      name text not null check (length(name) between 1 and 200),
      kind text not null check (kind in ('newInvestment', 'existingVehicle', 'jobPricing')),
      vehicle_class integer not null check (vehicle_class between 1 and 9),
      currency text not null check (currency in ('EUR', 'USD', 'SEK')),
      document jsonb not null,
      created_by text,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      primary key (organisation_id, id)
    )`.execute(db);
  await sql`create index calculations_updated_at on calculations (organisation_id, updated_at desc)`.execute(db);
  await sql`create index calculations_name on calculations (organisation_id, lower(name))`.execute(db);

  // Kept apart from the document so lists never read image bytes.
  await sql`
    create table calculation_images (
      organisation_id uuid not null,
      calculation_id uuid not null,
      content_type text not null check (content_type in ('image/png', 'image/jpeg', 'image/webp')),
      size_bytes integer not null check (size_bytes > 0),
      bytes bytea not null,
      updated_at timestamptz not null default now(),
      primary key (organisation_id, calculation_id),
      foreign key (organisation_id, calculation_id) references calculations (organisation_id, id) on delete cascade
    )`.execute(db);

  await sql`
    create table organisation_vehicle_details (
      organisation_id uuid not null references organisations (id) on delete cascade,
      id uuid not null default gen_random_uuid(),
      vehicle_class integer not null check (vehicle_class between 1 and 9),
      currency text not null check (currency in ('EUR', 'USD', 'SEK')),
      "values" jsonb not null default '{}'::jsonb,
      updated_at timestamptz not null default now(),
      primary key (organisation_id, id),
      unique (organisation_id, vehicle_class, currency)
    )`.execute(db);

  await sql`
    create table organisation_wage_details (
      organisation_id uuid not null references organisations (id) on delete cascade,
      "values" jsonb not null default '{}'::jsonb,
      updated_at timestamptz not null default now(),
      primary key (organisation_id)
    )`.execute(db);

  await sql`
    create table fuel_prices (
      organisation_id uuid not null references organisations (id) on delete cascade,
      id uuid not null default gen_random_uuid(),
      fuel_type integer not null check (fuel_type between 0 and 8),
      currency text not null check (currency in ('EUR', 'USD', 'SEK')),
      price numeric not null check (price >= 0),
      updated_at timestamptz not null default now(),
      primary key (organisation_id, id),
      unique (organisation_id, fuel_type, currency)
    )`.execute(db);

  await sql`
    create table fuel_price_history (
      organisation_id uuid not null,
      id bigint generated always as identity,
      fuel_price_id uuid not null,
      fuel_type integer not null,
      currency text not null,
      price numeric not null,
      changed_by text,
      changed_at timestamptz not null default now(),
      primary key (organisation_id, id),
      foreign key (organisation_id, fuel_price_id) references fuel_prices (organisation_id, id) on delete cascade
    )`.execute(db);
  await sql`create index fuel_price_history_changed_at on fuel_price_history (organisation_id, changed_at desc)`.execute(
    db,
  );

  for (const table of [
    'calculations',
    'calculation_images',
    'organisation_vehicle_details',
    'organisation_wage_details',
    'fuel_prices',
    'fuel_price_history',
  ]) {
    await enableTenantSecurity(db, table);
  }
  await sql`grant usage on sequence ${sql.raw('fuel_price_history_id_seq')} to ${sql.raw(APP_ROLE)}`.execute(db);
}
