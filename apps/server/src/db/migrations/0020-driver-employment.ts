import { sql, type Kysely } from 'kysely';

/**
 * A driver's employment (issue 21): working days of a pay period outside it lower the driver's
 * standard and guaranteed hours, so a driver added on a period's second-to-last day is not
 * topped up to the whole period's guaranteed hours. Local dates, both ends included; the end is
 * empty while the employment goes on. A new driver's start is the day it is added (the
 * service sets it). A driver already here starts on the day it was added, or on the day of its
 * first shift or absence when that is earlier (history entered or imported before the driver
 * was added proves the employment ran then).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table drivers add column employment_start date`.execute(db);
  await sql`alter table drivers add column employment_end date`.execute(db);
  await sql`alter table drivers add constraint drivers_employment_order check (employment_end >= employment_start)`.execute(
    db,
  );
  await sql`
    update drivers d set employment_start = least(
      (d.created_at at time zone o.time_zone)::date,
      (select min((s.start_at at time zone o.time_zone)::date) from shifts s where s.organisation_id = d.organisation_id and s.driver_id = d.id),
      (select min(a.start_date) from absences a where a.organisation_id = d.organisation_id and a.driver_id = d.id))
    from organisations o
    where o.id = d.organisation_id`.execute(db);
}
