import { sql, type Kysely } from 'kysely';
import { enableTenantSecurity } from './tenant-security';

/**
 * Payroll exports (issue 12): a payroll code can pay a summary line (regular hours, evening, an
 * allowance type…) as well as an absence type, and each configurable export system keeps the
 * organisation's column layout.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table salary_type_codes add column payroll_line text`.execute(db);
  await sql`
    create table payroll_export_settings (
      organisation_id uuid not null references organisations (id) on delete cascade,
      system smallint not null check (system between 1 and 9),
      settings jsonb not null,
      updated_at timestamptz not null default now(),
      primary key (organisation_id, system)
    )`.execute(db);
  await enableTenantSecurity(db, 'payroll_export_settings');
}
