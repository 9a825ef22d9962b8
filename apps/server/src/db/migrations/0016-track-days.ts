import { sql, type Kysely } from 'kysely';
import { enableTenantSecurity } from './tenant-security';

/**
 * Each vehicle's track per UTC day, thinned once and kept (issue 14's budget: a month of history
 * in 300 ms, and reading a month of positions takes longer than that). `track` is the thinned
 * day as "ms,µ°lat,µ°lon,km/h;…"; `recorded` is how many positions the day held when it was
 * thinned: a reader that counts another number (a late upload, a backfill) thins the day again.
 * The ingest is not touched, so the tracking listener's throughput stays as it was.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table track_days (
      organisation_id uuid not null,
      vehicle_id uuid not null,
      day date not null,
      recorded integer not null,
      track text not null,
      primary key (organisation_id, vehicle_id, day)
    )`.execute(db);
  await enableTenantSecurity(db, 'track_days');
}
