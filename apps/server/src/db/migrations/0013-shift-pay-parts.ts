import { sql, type Kysely } from 'kysely';
import { enableTenantSecurity } from './tenant-security';

/**
 * Each approved shift's pay parts, kept (issue 12's budget: the payroll summary of 500 drivers'
 * month in 200 ms on PostgreSQL, and reading 60 000 events takes longer than that). A row holds
 * what the shift's events give under one set of rules (time zone, work-time windows, holiday
 * calendar, the group's paid break rule: `rules_key`) at one `events_revision` of the shift.
 * The triggers of migration 0008 now also bump `shifts.events_revision` for every statement
 * that touches a shift's events, whoever writes them, so a row of an older revision or other
 * rules is stale and recomputed by the next reader. Running shifts are never kept (they grow
 * with the clock). The events per work type are an array in the order of EVENT_WORK_TYPES,
 * which sums per position far faster than JSON keys; any other type goes to `other_event_counts`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table shifts add column events_revision bigint not null default 0`.execute(db);
  await sql`
    create or replace function refresh_shift_event_totals(organisation uuid[], shift uuid[]) returns void
    language sql as $$
      update shifts s set
        ended_event_seconds = coalesce(t.seconds, 0),
        running_event_since = t.running_since,
        events_revision = s.events_revision + 1
      from (
        select k.organisation_id, k.shift_id,
          (select coalesce(sum(extract(epoch from e.end_at - e.start_at)), 0)::bigint from shift_events e
            where e.organisation_id = k.organisation_id and e.shift_id = k.shift_id and e.end_at is not null) as seconds,
          (select min(e.start_at) from shift_events e
            where e.organisation_id = k.organisation_id and e.shift_id = k.shift_id and e.end_at is null) as running_since
        from (select distinct * from unnest(organisation, shift) as u(organisation_id, shift_id)) as k
      ) t
      where s.organisation_id = t.organisation_id and s.id = t.shift_id
    $$`.execute(db);

  await sql`
    create table shift_pay_parts (
      organisation_id uuid not null,
      shift_id uuid not null,
      rules_key text not null,
      events_revision bigint not null,
      paid_ms bigint not null,
      evening_ms bigint not null,
      night_ms bigint not null,
      sunday_ms bigint not null,
      event_counts integer[] not null,
      other_event_counts jsonb,
      primary key (organisation_id, shift_id),
      foreign key (organisation_id, shift_id) references shifts (organisation_id, id) on delete cascade
    )`.execute(db);
  await enableTenantSecurity(db, 'shift_pay_parts');
}
