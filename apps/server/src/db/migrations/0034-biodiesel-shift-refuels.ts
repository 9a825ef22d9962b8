import { sql, type Kysely } from 'kysely';

/**
 * A shift's refuel of a biodiesel vehicle (vehicle fuel type 9, beside spec section 3's 0–8) is a
 * refuel of renewable diesel (3), as the calculators price it: migration 0029's function copied
 * the vehicle's code, which the refuels' check refuses, so saving such a shift failed. A vehicle
 * whose code is no fuel at all gets no refuel rather than a failed save.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create or replace function refresh_shift_refuels(organisation uuid[], shift uuid[]) returns void
    language sql as $$
      delete from refuels r using unnest(organisation, shift) as k(organisation_id, shift_id)
        where r.organisation_id = k.organisation_id and r.shift_id = k.shift_id;
      insert into refuels (organisation_id, vehicle_id, at, fuel_type, amount, unit, source, shift_id)
        select e.organisation_id, sv.vehicle_id, e.start_at, case v.fuel_type when 9 then 3 else v.fuel_type end,
          replace(trim(e.answer), ',', '.')::numeric(12, 3),
          case v.fuel_type when 1 then 'kWh' when 5 then 'kg' when 7 then 'kg' else 'l' end, 'shift', e.shift_id
        from (select distinct * from unnest(organisation, shift) as u(organisation_id, shift_id)) k
        join shift_events e on e.organisation_id = k.organisation_id and e.shift_id = k.shift_id
        join shift_vehicles sv on sv.organisation_id = e.organisation_id and sv.shift_id = e.shift_id and sv.position = 0
        join vehicles v on v.organisation_id = sv.organisation_id and v.id = sv.vehicle_id
        where e.work_type = 7 and v.fuel_type between 0 and 9 and trim(e.answer) ~ '^[0-9]{1,6}([.,][0-9]{1,3})?$'
          and replace(trim(e.answer), ',', '.')::numeric > 0;
    $$`.execute(db);
}
