import { sql, type Kysely } from 'kysely';
import { enableTenantSecurity } from './tenant-security';

/**
 * Scheduled reports (issue 27, decision 0038).
 *
 * `report_schedules`: a report's definition (kind, grouping, filters, format) sent weekly on a
 * weekday or monthly on a day 1–28 to users of the organisation (`recipients`, their ids; each
 * gets it in their own language). `last_sent_period` is the period key ("2026-W47", "2026-10")
 * the mail job claimed last: it moves forward in the claiming update, so a period goes out once
 * however many job runs see it due.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table report_schedules (
      organisation_id uuid not null references organisations (id) on delete cascade,
      id uuid not null default gen_random_uuid(),
      kind text not null check (length(kind) <= 40),
      grouping text check (length(grouping) <= 20),
      filters jsonb not null default '{}',
      format text not null check (format in ('csv', 'xlsx', 'pdf')),
      frequency text not null check (frequency in ('weekly', 'monthly')),
      day smallint not null check (day between 1 and 28),
      recipients uuid[] not null,
      last_sent_period text,
      created_by uuid,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      primary key (organisation_id, id)
    )`.execute(db);
  await enableTenantSecurity(db, 'report_schedules');
}
