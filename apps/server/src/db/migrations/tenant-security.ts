import { sql, type Kysely } from 'kysely';

/**
 * The role every tenant request runs as (SET LOCAL ROLE per transaction). It is not a superuser
 * and does not own the tables, so row-level security applies to it.
 */
export const APP_ROLE = 'rahti_app';

/** Creates the application role once per cluster and lets the connecting user switch to it. */
export async function ensureAppRole(db: Kysely<unknown>): Promise<void> {
  await sql`
    do $$
    begin
      if not exists (select 1 from pg_roles where rolname = ${sql.lit(APP_ROLE)}) then
        create role ${sql.raw(APP_ROLE)} nologin;
      end if;
    end
    $$`.execute(db);
  await sql`grant ${sql.raw(APP_ROLE)} to current_user`.execute(db).catch(() => {
    // Already a member, or a superuser (who may SET ROLE to any role anyway).
  });
  await sql`grant usage on schema public to ${sql.raw(APP_ROLE)}`.execute(db);
}

/**
 * Row-level security on a tenant table, forced so even the table owner is filtered. A row is
 * visible only when its organisation matches the transaction's `app.organisation_id`; with no
 * organisation set, nothing is visible.
 */
export async function enableTenantSecurity(
  db: Kysely<unknown>,
  table: string,
  column = 'organisation_id',
): Promise<void> {
  const t = sql.raw(table);
  const c = sql.raw(column);
  await sql`alter table ${t} enable row level security`.execute(db);
  await sql`alter table ${t} force row level security`.execute(db);
  await sql`
    create policy tenant_isolation on ${t}
      using (${c} = nullif(current_setting('app.organisation_id', true), '')::uuid)
      with check (${c} = nullif(current_setting('app.organisation_id', true), '')::uuid)`.execute(db);
  await sql`grant select, insert, update, delete on ${t} to ${sql.raw(APP_ROLE)}`.execute(db);
}
