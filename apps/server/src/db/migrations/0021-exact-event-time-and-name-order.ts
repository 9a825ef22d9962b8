import { sql, type Kysely } from 'kysely';

/**
 * Issue 21, two small changes:
 * - Each shift keeps the exact time of its ended events (numeric seconds, to the microsecond),
 *   not whole seconds: the timesheet's overview rounds the period's sum once, by the domain's
 *   rule for shown lengths, as the office's day and the driver app do (0.80 h, 48 min, 48 min).
 *   The function of migration 0013 is kept as it was but for the cast to bigint.
 * - An organisation chooses the order of drivers' names: last name first (the default, as lists
 *   sort by it) or first name first.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table shifts alter column ended_event_seconds type numeric using ended_event_seconds::numeric`.execute(
    db,
  );
  await sql`
    create or replace function refresh_shift_event_totals(organisation uuid[], shift uuid[]) returns void
    language sql as $$
      update shifts s set
        ended_event_seconds = coalesce(t.seconds, 0),
        running_event_since = t.running_since,
        events_revision = s.events_revision + 1
      from (
        select k.organisation_id, k.shift_id,
          (select coalesce(sum(extract(epoch from e.end_at - e.start_at)), 0) from shift_events e
            where e.organisation_id = k.organisation_id and e.shift_id = k.shift_id and e.end_at is not null) as seconds,
          (select min(e.start_at) from shift_events e
            where e.organisation_id = k.organisation_id and e.shift_id = k.shift_id and e.end_at is null) as running_since
        from (select distinct * from unnest(organisation, shift) as u(organisation_id, shift_id)) as k
      ) t
      where s.organisation_id = t.organisation_id and s.id = t.shift_id
    $$`.execute(db);
  // The kept sums again, exact; the shifts' revisions stay, so kept pay parts stay valid.
  await sql`
    update shifts s set ended_event_seconds = t.seconds
    from (
      select organisation_id, shift_id, coalesce(sum(extract(epoch from end_at - start_at)) filter (where end_at is not null), 0) as seconds
      from shift_events group by organisation_id, shift_id
    ) t
    where s.organisation_id = t.organisation_id and s.id = t.shift_id and s.ended_event_seconds <> t.seconds`.execute(
    db,
  );

  await sql`alter table organisations add column driver_name_order text not null default 'lastFirst'
    constraint organisations_driver_name_order check (driver_name_order in ('lastFirst', 'firstLast'))`.execute(db);
}
