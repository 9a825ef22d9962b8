import { sql, type Kysely } from 'kysely';
import { CHANGED_SHIFTS_OF_ROWS, shiftFactTriggers } from './shift-fact-triggers';
import { enableTenantSecurity } from './tenant-security';

/**
 * Fuel and emissions (issue 25).
 *
 * - `refuels`: every refuel of a vehicle, typed by hand, imported from a fuel card or recorded by
 *   a shift's refuel event; the emissions report counts them in the month of their local date.
 *   A refuel event (work type 7) whose answer to the driver group's question is an amount is a
 *   refuel of the shift's first vehicle, in its fuel's unit: kept by triggers on the events and
 *   the shift's vehicles, as the odometer readings are (migration 0028).
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
      shift_id uuid,
      created_by uuid,
      created_at timestamptz not null default now(),
      primary key (organisation_id, id),
      check ((source = 'shift') = (shift_id is not null)),
      foreign key (organisation_id, vehicle_id) references vehicles (organisation_id, id) on delete cascade
    )`.execute(db);
  await sql`create index refuels_shift on refuels (organisation_id, shift_id) where shift_id is not null`.execute(db);
  await sql`create index refuels_period on refuels (organisation_id, at)`.execute(db);
  await sql`create index refuels_vehicle on refuels (organisation_id, vehicle_id, at)`.execute(db);
  await enableTenantSecurity(db, 'refuels');

  await sql`
    create function refresh_shift_refuels(organisation uuid[], shift uuid[]) returns void
    language sql as $$
      delete from refuels r using unnest(organisation, shift) as k(organisation_id, shift_id)
        where r.organisation_id = k.organisation_id and r.shift_id = k.shift_id;
      insert into refuels (organisation_id, vehicle_id, at, fuel_type, amount, unit, source, shift_id)
        select e.organisation_id, sv.vehicle_id, e.start_at, v.fuel_type,
          replace(trim(e.answer), ',', '.')::numeric(12, 3),
          case v.fuel_type when 1 then 'kWh' when 5 then 'kg' when 7 then 'kg' else 'l' end, 'shift', e.shift_id
        from (select distinct * from unnest(organisation, shift) as u(organisation_id, shift_id)) k
        join shift_events e on e.organisation_id = k.organisation_id and e.shift_id = k.shift_id
        join shift_vehicles sv on sv.organisation_id = e.organisation_id and sv.shift_id = e.shift_id and sv.position = 0
        join vehicles v on v.organisation_id = sv.organisation_id and v.id = sv.vehicle_id
        where e.work_type = 7 and trim(e.answer) ~ '^[0-9]{1,6}([.,][0-9]{1,3})?$'
          and replace(trim(e.answer), ',', '.')::numeric > 0;
    $$`.execute(db);
  for (const table of ['shift_events', 'shift_vehicles'])
    await shiftFactTriggers(db, {
      table,
      fact: 'refuels',
      refresh: 'refresh_shift_refuels',
      changed: CHANGED_SHIFTS_OF_ROWS,
    });
  await sql`
    select refresh_shift_refuels(array_agg(organisation_id), array_agg(id))
    from shifts where exists (
      select 1 from shift_events e where e.organisation_id = shifts.organisation_id and e.shift_id = shifts.id and e.work_type = 7
    )`.execute(db);

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
