import { sql, type Kysely } from 'kysely';

/**
 * The role a receiver's reads of shared data run as (SET LOCAL ROLE, decision 0037): SELECT only,
 * on the shared tables, with policies that admit another organisation's rows only through an
 * active share. Like the application role it is not a superuser and owns nothing.
 */
export const SHARE_READER_ROLE = 'rahti_share_reader';

/** Creates the reader role once per cluster and lets the connecting user switch to it. */
export async function ensureShareReaderRole(db: Kysely<unknown>): Promise<void> {
  await sql`
    do $$
    begin
      if not exists (select 1 from pg_roles where rolname = ${sql.lit(SHARE_READER_ROLE)}) then
        create role ${sql.raw(SHARE_READER_ROLE)} nologin;
      end if;
    end
    $$`.execute(db);
  await sql`grant ${sql.raw(SHARE_READER_ROLE)} to current_user`.execute(db).catch(() => {
    // Already a member, or a superuser (who may SET ROLE to any role anyway).
  });
  await sql`grant usage on schema public to ${sql.raw(SHARE_READER_ROLE)}`.execute(db);
}
