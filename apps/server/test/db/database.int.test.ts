import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/database';
import { withSystem } from '../../src/db/tenant';
import { openTestDatabase } from '../helpers/test-database';

let database: DatabaseHandle;
beforeAll(async () => (database = await openTestDatabase()));
afterAll(() => database.close());

const insertOrganisation = (name: string) =>
  withSystem(database.db, (tx) =>
    tx.insertInto('organisations').values({ id: randomUUID(), name, currency: 'EUR', features: '{}' }).execute(),
  );

describe('the database layer', () => {
  it('keeps concurrent transactions apart: a rollback never commits with a neighbour', async () => {
    const tag = randomUUID().slice(0, 8);
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) =>
        withSystem(database.db, async (tx) => {
          await tx
            .insertInto('organisations')
            .values({ name: `${tag}-${i}`, currency: 'EUR', features: '{}' })
            .execute();
          await new Promise((r) => setTimeout(r, 5));
          if (i % 2 === 0) throw new Error('roll back');
        }),
      ),
    );
    expect(results.filter((r) => r.status === 'rejected')).toHaveLength(10);
    const names = await database.db
      .selectFrom('organisations')
      .select('name')
      .where('name', 'like', `${tag}-%`)
      .execute();
    expect(names.map((n) => Number(n.name.split('-')[1])).sort((a, b) => a - b)).toEqual([
      1, 3, 5, 7, 9, 11, 13, 15, 17, 19,
    ]);
  });

  it('returns the same JS types from either back end', async () => {
    await insertOrganisation('types');
    const { rows } = await sql<{
      big: unknown;
      counted: unknown;
      money: unknown;
      day: unknown;
      at: unknown;
      doc: unknown;
    }>`
      select 9007199254740991::int8 as big, (select count(*) from organisations) as counted, 12.50::numeric as money,
             '2026-03-29'::date as day, now() as at, '{"a": [1]}'::jsonb as doc`.execute(database.db);
    const row = rows[0]!;
    expect(typeof row.big).toBe('number');
    expect(typeof row.counted).toBe('number');
    expect(row.money).toBe(12.5);
    expect(row.day).toBe('2026-03-29');
    expect(row.at).toBeInstanceOf(Date);
    expect(row.doc).toEqual({ a: [1] });
  });

  it("reports a unique violation with PostgreSQL's code on either back end", async () => {
    const id = randomUUID();
    await withSystem(database.db, (tx) =>
      tx.insertInto('organisations').values({ id, name: 'dup', currency: 'EUR', features: '{}' }).execute(),
    );
    const again = withSystem(database.db, (tx) =>
      tx.insertInto('organisations').values({ id, name: 'dup', currency: 'EUR', features: '{}' }).execute(),
    );
    await expect(again).rejects.toMatchObject({ code: '23505' });
  });
});
