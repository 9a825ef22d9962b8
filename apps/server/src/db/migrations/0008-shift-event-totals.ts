import { sql, type Kysely } from 'kysely';

/**
 * The period list's hours without reading every event (issue 10's budget: 500 drivers and
 * 60 000 events a month under 150 ms on PostgreSQL). Each shift keeps the seconds of its ended
 * events and the start of its running event, if any. Statement triggers on `shift_events`
 * keep them right for every writer (the API, the seed, bulk loads and tests that insert rows
 * directly), recomputing only the shifts a statement touched.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table shifts add column ended_event_seconds bigint not null default 0`.execute(db);
  await sql`alter table shifts add column running_event_since timestamptz`.execute(db);

  await sql`
    create function refresh_shift_event_totals(organisation uuid[], shift uuid[]) returns void
    language sql as $$
      update shifts s set
        ended_event_seconds = coalesce(t.seconds, 0),
        running_event_since = t.running_since
      from (
        select k.organisation_id, k.shift_id,
          (select coalesce(sum(extract(epoch from e.end_at - e.start_at)), 0)::bigint from shift_events e
            where e.organisation_id = k.organisation_id and e.shift_id = k.shift_id and e.end_at is not null) as seconds,
          (select min(e.start_at) from shift_events e
            where e.organisation_id = k.organisation_id and e.shift_id = k.shift_id and e.end_at is null) as running_since
        from unnest(organisation, shift) as k(organisation_id, shift_id)
      ) t
      where s.organisation_id = t.organisation_id and s.id = t.shift_id
    $$`.execute(db);

  // One trigger per statement kind (a trigger with transition tables serves one kind). An update
  // may move an event to another shift, so it refreshes the shifts of the rows before and after.
  const changedRows = {
    insert: 'select organisation_id, shift_id from new_rows',
    delete: 'select organisation_id, shift_id from old_rows',
    update: 'select organisation_id, shift_id from new_rows union select organisation_id, shift_id from old_rows',
  };
  const referencing = {
    insert: 'new table as new_rows',
    delete: 'old table as old_rows',
    update: 'old table as old_rows new table as new_rows',
  };
  for (const event of ['insert', 'update', 'delete'] as const) {
    await sql`
      create function ${sql.raw(`shift_events_after_${event}`)}() returns trigger
      language plpgsql as $$
      begin
        perform refresh_shift_event_totals(array_agg(organisation_id), array_agg(shift_id))
          from (${sql.raw(changedRows[event])}) changed;
        return null;
      end
      $$`.execute(db);
    await sql`
      create trigger ${sql.raw(`shift_events_totals_${event}`)}
        after ${sql.raw(event)} on shift_events
        referencing ${sql.raw(referencing[event])}
        for each statement execute function ${sql.raw(`shift_events_after_${event}`)}()`.execute(db);
  }

  await sql`
    update shifts s set ended_event_seconds = t.seconds, running_event_since = t.running_since
    from (
      select organisation_id, shift_id,
        coalesce(sum(extract(epoch from end_at - start_at)) filter (where end_at is not null), 0)::bigint as seconds,
        min(start_at) filter (where end_at is null) as running_since
      from shift_events group by organisation_id, shift_id
    ) t
    where s.organisation_id = t.organisation_id and s.id = t.shift_id`.execute(db);
}
