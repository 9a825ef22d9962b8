import { sql, type Kysely } from 'kysely';
import { driverGroupInputSchema } from '@rahti/domain';
import { namedUnitsRepository } from '../../apps/server/src/departments/named-units.repository';
import { driverGroupsRepository } from '../../apps/server/src/driver-groups/driver-groups.repository';
import type { Database } from '../../apps/server/src/db/schema';
import { withTenant } from '../../apps/server/src/db/tenant';

/**
 * A month of one large organisation's timesheets, written with set-based SQL (insert … select
 * over generate_series) in a few statements: drivers in departments, bases and groups; a vehicle
 * each; shifts on about two days in three, 8–10 hours with 5–7 events, every tenth driver on
 * nights across midnight, a few still running; some sick leave and holidays. Older shifts are
 * approved, the rest checked or not, as in a real pay period.
 */
export interface MonthOfShifts {
  drivers: number;
  /** Local midnight of the month's first day (the period's `from`). */
  firstDay: Date;
  days: number;
}

const count = async (
  db: Kysely<Database>,
  table: 'drivers' | 'shifts' | 'shift_events' | 'absences',
  organisationId: string,
) =>
  Number(
    (
      await db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .where('organisation_id', '=', organisationId)
        .executeTakeFirstOrThrow()
    ).n,
  );

export async function createMonthOfShifts(db: Kysely<Database>, organisationId: string, month: MonthOfShifts) {
  const { drivers, firstDay, days } = month;
  const org = organisationId;
  await withTenant(db, org, async (tx) => {
    for (const name of ['Kotimaa', 'Vienti', 'Jakelu', 'Nosturit', 'Säiliöt'])
      await namedUnitsRepository('departments').create(tx, org, name);
    for (const name of ['Vantaa', 'Tampere', 'Oulu', 'Turku'])
      await namedUnitsRepository('bases').create(tx, org, name);
    for (const name of ['Kaukoliikenne', 'Jakelu', 'Yövuoro', 'Osa-aikaiset'])
      await driverGroupsRepository.create(
        tx,
        org,
        driverGroupInputSchema.parse({
          name,
          guaranteedHours: 120,
          standardWorkingHours: 160,
          paidBreakType: 'unpaid',
        }),
      );
  });
  // As the owner (no row-level security to check per row): a bulk load, not a service's write.
  const nth = (table: 'departments' | 'bases' | 'driver_groups', modulo: number) =>
    sql.raw(`(select id from ${table} where organisation_id = '${org}' order by name offset (i % ${modulo}) limit 1)`);
  await sql`
    insert into vehicles (organisation_id, register_number, name, vehicle_class, is_active, activated_at)
    select ${org}, 'BEN-' || lpad(i::text, 3, '0'), 'Bench truck ' || i, 4, true, now() from generate_series(1, ${drivers}) i`.execute(
    db,
  );
  await sql`
    insert into drivers (organisation_id, first_name, last_name, employee_number, username, department_id, base_id, driver_group_id, default_vehicle_id)
    select ${org}, 'Kuljettaja' || i, 'Bench' || lpad(i::text, 4, '0'), i::text, 'bench.driver' || i, ${nth('departments', 5)}, ${nth('bases', 4)}, ${nth('driver_groups', 4)},
      (select id from vehicles v where v.organisation_id = ${org} and v.register_number = 'BEN-' || lpad(i::text, 3, '0'))
    from generate_series(1, ${drivers}) i`.execute(db);
  await sql`
    with crew as (
      select id, default_vehicle_id, employee_number::int as n from drivers where organisation_id = ${org}
    ), plan as (
      select crew.*, k,
        case when k = ${days - 1} then now() - interval '3 hours'
             when n % 10 = 0 then ${firstDay.toISOString()}::timestamptz + k * interval '1 day' + interval '21 hours'
             else ${firstDay.toISOString()}::timestamptz + k * interval '1 day' + (5 + n % 6) * interval '1 hour' + (n % 4) * interval '10 minutes' end as start_at,
        (8 + (n + k) % 3) * interval '1 hour' as length
      from crew cross join generate_series(0, ${days - 1}) k
      where case when k = ${days - 1} then n % 25 = 0 else (n + k) % 3 <> 0 end
    )
    insert into shifts (organisation_id, client_key, driver_id, start_at, end_at, start_km, end_km, consumption_litres, bonuses, daily_allowance, approval)
    select ${org}, 'bench-' || n || '-' || k, id, start_at, case when k = ${days - 1} then null else start_at + length end,
      100000 + n * 1000 + k * 300, case when k = ${days - 1} then null else 100000 + n * 1000 + k * 300 + 280 end, case when k = ${days - 1} then null else 84.5 end,
      case when n % 7 = 0 then '[{"type":"adr","hours":null}]'::jsonb else '[]'::jsonb end,
      case when n % 10 = 0 then 1 else 0 end,
      case when k < ${days} - 14 then 'approved' when (n + k) % 4 = 0 then 'checked' else 'unapproved' end
    from plan
    where k = ${days - 1} or start_at + length < now()`.execute(db);
  await sql`
    insert into shift_vehicles (organisation_id, shift_id, vehicle_id)
    select s.organisation_id, s.id, d.default_vehicle_id from shifts s join drivers d on d.organisation_id = s.organisation_id and d.id = s.driver_id
    where s.organisation_id = ${org}`.execute(db);
  // Load, drive, break, drive, wait, unload, drive: the first 5, 6 or 7 of them, evenly over the shift.
  await sql`
    insert into shift_events (organisation_id, shift_id, work_type, start_at, end_at)
    select s.organisation_id, s.id, (array[2, 1, 5, 1, 4, 3, 1])[i + 1],
      s.start_at + (c.stop - s.start_at) * (i::float8 / c.parts),
      case when s.end_at is null and i = c.parts - 1 then null else s.start_at + (c.stop - s.start_at) * ((i + 1)::float8 / c.parts) end
    from shifts s
    cross join lateral (select 5 + abs(hashtext(s.client_key)) % 3 as parts, coalesce(s.end_at, now()) as stop) c
    cross join lateral generate_series(0, c.parts - 1) i
    where s.organisation_id = ${org}`.execute(db);
  await sql`
    insert into absences (organisation_id, client_key, driver_id, work_type, kind, start_date, end_date, approval)
    select ${org}, 'bench-absence-' || n, id, case when n % 50 = 0 then 18 else 15 end, case when n % 50 = 0 then 'vacation' else 'absence' end,
      (${firstDay.toISOString()}::timestamptz + (n % 25) * interval '1 day')::date, (${firstDay.toISOString()}::timestamptz + (n % 25 + case when n % 50 = 0 then 4 else n % 3 end) * interval '1 day')::date,
      case when n % 25 < ${days} - 14 then 'approved' else 'unapproved' end
    from (select id, employee_number::int as n from drivers where organisation_id = ${org}) crew
    where n % 5 = 0`.execute(db);
  await sql`analyze`.execute(db);
  return {
    drivers: await count(db, 'drivers', org),
    shifts: await count(db, 'shifts', org),
    events: await count(db, 'shift_events', org),
    absences: await count(db, 'absences', org),
  };
}
