import { sql, type Kysely } from 'kysely';
import { enableTenantSecurity } from './tenant-security';

/**
 * Fuel and emissions (issue 25).
 *
 * - `refuels`: every refuel of a vehicle, typed by hand, imported from a fuel card or recorded by
 *   a shift's refuel event; the emissions report counts them in the month of their local date.
 * - `emission_factors`: the organisation's own CO₂e factors per fuel type (TTW and WTW per unit,
 *   with their source); a fuel without a row uses the built-in factor (decision 0033).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table refuels (
      organisation_id uuid not null,
      id uuid not null default gen_random_uuid(),
      vehicle_id uuid not null,
      at timestamptz not null,
      fuel_type smallint not null check (fuel_type between 0 and 8),
      amount numeric(12, 3) not null check (amount > 0),
      unit text not null check (unit in ('l', 'kg', 'kWh')),
      price_per_unit numeric(10, 4) check (price_per_unit >= 0),
      source text not null check (source in ('manual', 'card', 'shift')),
      created_by uuid,
      created_at timestamptz not null default now(),
      primary key (organisation_id, id),
      foreign key (organisation_id, vehicle_id) references vehicles (organisation_id, id) on delete cascade
    )`.execute(db);
  await sql`create index refuels_period on refuels (organisation_id, at)`.execute(db);
  await sql`create index refuels_vehicle on refuels (organisation_id, vehicle_id, at)`.execute(db);
  await enableTenantSecurity(db, 'refuels');

  await sql`
    create table emission_factors (
      organisation_id uuid not null references organisations (id) on delete cascade,
      fuel_type smallint not null check (fuel_type between 0 and 8),
      unit text not null check (unit in ('l', 'kg', 'kWh')),
      ttw_kg_per_unit numeric(10, 5) not null check (ttw_kg_per_unit >= 0),
      wtw_kg_per_unit numeric(10, 5) not null check (wtw_kg_per_unit >= 0),
      source text not null,
      updated_at timestamptz not null default now(),
      primary key (organisation_id, fuel_type)
    )`.execute(db);
  await enableTenantSecurity(db, 'emission_factors');
}
