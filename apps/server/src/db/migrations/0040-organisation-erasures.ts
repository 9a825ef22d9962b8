import { sql, type Kysely } from 'kysely';

/**
 * The progress of erasing organisations (issue 27, decision 0040): one row per organisation whose
 * erasure began, kept after it ends as the record that it was done. It holds the organisation's
 * id, times and row counts, none of its data, so it has no `organisation_id` column: the erasure's
 * coverage test reads every table with one as the organisation's data. Only the system reads it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table organisation_erasures (
      erased_organisation_id uuid primary key,
      set_to_be_deleted_at timestamptz not null,
      started_at timestamptz not null default now(),
      finished_at timestamptz,
      current_table text,
      deleted_rows bigint not null default 0
    )`.execute(db);
}
