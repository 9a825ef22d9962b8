import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/database';
import { ERASE_STEPS, OUTSIDE_ORGANISATION_COLUMNS } from '../../src/organisation-erasure/erase-plan';
import { openTestDatabase } from '../helpers/test-database';

/**
 * The erase plan against the migrated schema: a table added later with an organisation column,
 * or a column referencing organisations, fails here until the plan erases it, and so does a
 * table without one until it is named with a reason.
 */
let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

interface Column {
  table: string;
  column: string;
}

async function organisationColumns(): Promise<Column[]> {
  const result = await sql<Column>`
    select c.relname as "table", a.attname as "column" from pg_attribute a
    join pg_class c on c.oid = a.attrelid
    where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p') and not c.relispartition
      and not a.attisdropped and a.attnum > 0 and (a.attname = 'organisation_id' or exists (
        select 1 from pg_constraint f where f.contype = 'f' and f.conrelid = c.oid
          and f.confrelid = 'public.organisations'::regclass and a.attnum = any(f.conkey)))
    order by 1, 2`.execute(database.db);
  return result.rows.filter((row) => row.table !== 'organisations');
}

async function tables(): Promise<string[]> {
  const result = await sql<{ name: string }>`select relname as name from pg_class
    where relnamespace = 'public'::regnamespace and relkind in ('r', 'p') and not relispartition order by 1`.execute(
    database.db,
  );
  return result.rows.map((row) => row.name);
}

async function foreignKeys(): Promise<{ child: string; parent: string; columns: string[] }[]> {
  const result = await sql<{ child: string; parent: string; columns: string[] }>`
    select c.relname as child, p.relname as parent,
      array(select attname::text from pg_attribute where attrelid = f.conrelid and attnum = any(f.conkey)) as columns
    from pg_constraint f join pg_class c on c.oid = f.conrelid join pg_class p on p.oid = f.confrelid
    where f.contype = 'f' and c.relnamespace = 'public'::regnamespace and not c.relispartition`.execute(database.db);
  return result.rows;
}

describe('the erase plan', () => {
  it('erases every column that names an organisation', async () => {
    const planned = new Set(ERASE_STEPS.flatMap((step) => step.columns.map((column) => `${step.table}.${column}`)));
    const missing = (await organisationColumns())
      .map(({ table, column }) => `${table}.${column}`)
      .filter((name) => !planned.has(name));
    expect(missing).toEqual([]);
  });

  it('names every other table with the reason it is left or how it is reached', async () => {
    const planned = new Set(ERASE_STEPS.map((step) => step.table));
    const unplanned = (await tables()).filter((table) => !planned.has(table));
    expect(unplanned.sort()).toEqual(Object.keys(OUTSIDE_ORGANISATION_COLUMNS).sort());
  });

  it('erases a table before the tables it references, and handles references within a table', async () => {
    const order = new Map(ERASE_STEPS.map((step, index) => [step.table, index]));
    const broken: string[] = [];
    for (const key of await foreignKeys()) {
      const child = order.get(key.child);
      const parent = order.get(key.parent);
      if (child === undefined || parent === undefined) continue;
      if (key.child === key.parent) {
        const step = ERASE_STEPS[child]!;
        const own = key.columns.filter((column) => column !== 'organisation_id');
        if (!own.every((column) => step.selfReferences?.includes(column))) broken.push(`${key.child}(${own.join()})`);
      } else if (child > parent) {
        broken.push(`${key.child} after ${key.parent}`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('lists each table once', () => {
    const names = ERASE_STEPS.map((step) => step.table);
    expect(new Set(names).size).toBe(names.length);
  });
});
