import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_ROLE } from '../../src/db/migrations/tenant-security';
import { withTenant } from '../../src/db/tenant';
import { createTenant, type TestTenant } from '../helpers/tenants';
import { createTestApp, type TestApp } from '../helpers/test-app';

/** Row-level security is the second wall behind the services' own organisation filters. */
let t: TestApp;
let a: TestTenant;
let b: TestTenant;
let tenantTables: string[];

beforeAll(async () => {
  t = await createTestApp();
  a = await createTenant(t.context);
  b = await createTenant(t.context);
  const { rows } = await sql<{ table_name: string }>`
    select table_name from information_schema.columns
    where table_schema = 'public' and column_name = 'organisation_id'
      and table_name not in ('contact_messages')`.execute(t.database.db);
  tenantTables = [...rows.map((r) => r.table_name), 'organisations'];
});
afterAll(() => t.close());

describe('row-level security', () => {
  it('covers every tenant table, forced, so even the owner is filtered', async () => {
    expect(tenantTables).toEqual(expect.arrayContaining(['users', 'page_views', 'organisations']));
    const { rows } = await sql<{ relname: string; relrowsecurity: boolean; relforcerowsecurity: boolean }>`
      select relname, relrowsecurity, relforcerowsecurity from pg_class
      where relname in (${sql.join(tenantTables)}) and relkind in ('r', 'p')`.execute(t.database.db);
    expect(rows).toHaveLength(tenantTables.length);
    for (const row of rows) expect(row, row.relname).toMatchObject({ relrowsecurity: true, relforcerowsecurity: true });
  });

  it('keeps organisation_id in the primary key of every tenant table (ready to distribute by it)', async () => {
    const { rows } = await sql<{ table_name: string; columns: string }>`
      select tc.table_name, string_agg(kcu.column_name, ',' order by kcu.ordinal_position) as columns
      from information_schema.table_constraints tc
      join information_schema.key_column_usage kcu using (constraint_schema, constraint_name, table_name)
      where tc.constraint_type = 'PRIMARY KEY' and tc.table_name in (${sql.join(tenantTables)})
      group by tc.table_name`.execute(t.database.db);
    // sign_in_names is the global sign-in lookup, and shares join two organisations (decision 0037):
    // both are small reference tables when distributed.
    for (const row of rows.filter((r) => !['organisations', 'sign_in_names', 'shares'].includes(r.table_name))) {
      expect(row.columns.split(',')[0], row.table_name).toBe('organisation_id');
    }
  });

  it('returns no tenant rows to a query with no organisation set', async () => {
    const counts = await t.database.db.transaction().execute(async (tx) => {
      await sql`set local role ${sql.raw(APP_ROLE)}`.execute(tx);
      const result: Record<string, number> = {};
      for (const table of tenantTables) {
        const { rows } = await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)}`.execute(tx);
        result[table] = rows[0]?.n ?? -1;
      }
      return result;
    });
    for (const table of tenantTables) expect(counts[table], table).toBe(0);
  });

  it('shows one organisation only its own rows', async () => {
    const users = await withTenant(t.database.db, a.organisationId, (tx) =>
      tx.selectFrom('users').select('organisation_id').execute(),
    );
    expect(users.length).toBe(3);
    expect(new Set(users.map((u) => u.organisation_id))).toEqual(new Set([a.organisationId]));
    const organisations = await withTenant(t.database.db, a.organisationId, (tx) =>
      tx.selectFrom('organisations').select('id').execute(),
    );
    expect(organisations).toEqual([{ id: a.organisationId }]);
  });

  it('refuses to write a row into another organisation', async () => {
    const attempt = withTenant(t.database.db, a.organisationId, (tx) =>
      tx
        .insertInto('page_views')
        .values({ organisation_id: b.organisationId, user_id: b.users.user.id, path: '/x' })
        .execute(),
    );
    await expect(attempt).rejects.toThrow(/row-level security/);
  });

  it("cannot change another organisation's rows even when asked by id", async () => {
    const changed = await withTenant(t.database.db, a.organisationId, (tx) =>
      tx.updateTable('users').set({ display_name: 'Hacked' }).where('id', '=', b.users.admin.id).executeTakeFirst(),
    );
    expect(Number(changed.numUpdatedRows)).toBe(0);
  });
});
