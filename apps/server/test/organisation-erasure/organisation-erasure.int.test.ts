import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FileStorageConfig } from '../../src/config/file-storage-config';
import { withSystem } from '../../src/db/tenant';
import { fileStorageOf } from '../../src/files/configured-file-storage';
import type { FileStorage } from '../../src/files/file-storage';
import { eraseDueOrganisations } from '../../src/organisation-erasure/organisation-erasure.job';
import { signInWithPassword } from '../auth/oidc-browser';
import { startFakeS3, type FakeS3 } from '../files/fake-s3';
import { createTenant, TEST_PASSWORD, type TestTenant } from '../helpers/tenants';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { addBulkRows, seedDemoDataFor } from './erasure-fixtures';

/**
 * The whole database, table by table from the catalogue: after the erasure no row of any table
 * mentions the erased organisation or any of its users, and every row of another organisation
 * with the same data is exactly as it was. Both have the demo's data (the broadest there is) with
 * positions over several monthly partitions, pay parts, sessions, throttles and jobs. Files are in
 * an S3-compatible bucket, so their objects must go too. The database is shared with other suites
 * (at the same time on PostgreSQL), so the organisations are this file's own and the run erases
 * only the one it marked.
 */
let fake: FakeS3;
let t: TestApp;
let erased: TestTenant;
let other: TestTenant;
let erasedId = '';
const seededAt = new Date();
let clock = seededAt;
let erasedUserIds: string[] = [];
let keptUserIds: string[] = [];

const DAY_MS = 86_400_000;
/** Kept by design: the record that the erasure ran (decision 0040). */
const ERASURE_RECORD = 'organisation_erasures';

const s3Config = (): FileStorageConfig => ({
  kind: 's3',
  endpoint: fake.url,
  region: fake.region,
  bucket: fake.bucket,
  accessKeyId: fake.accessKeyId,
  secretAccessKey: fake.secretAccessKey,
});

async function everyTable(): Promise<string[]> {
  const result = await sql<{ name: string }>`select c.relname as name from pg_class c
    where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p') and not c.relispartition
    order by 1`.execute(t.database.db);
  return result.rows.map((row) => row.name);
}

/** Rows of `table` whose text names the erased organisation or one of its users. */
async function erasedRowsIn(table: string): Promise<number> {
  const needles = [erasedId, ...erasedUserIds];
  const result = await withSystem(t.database.db, (tx) =>
    sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)} r
      where r::text like any (${needles.map((id) => `%${id}%`)}::text[])`.execute(tx),
  );
  return Number(result.rows[0]!.n);
}

/** A digest of every other row of `table`. */
async function keptDigest(table: string): Promise<string> {
  const needles = [other.organisationId, ...keptUserIds];
  const result = await withSystem(t.database.db, (tx) =>
    sql<{ digest: string; n: number }>`select md5(coalesce(string_agg(r::text, '|' order by r::text), '')) as digest,
      count(*)::int as n from ${sql.table(table)} r
      where r::text like any (${needles.map((id) => `%${id}%`)}::text[])`.execute(tx),
  );
  return `${result.rows[0]!.n}:${result.rows[0]!.digest}`;
}

/**
 * The fake bucket's server drops a kept-alive connection after five idle seconds, and seeding
 * pauses longer than that between photos: a put that meets a dropped connection is sent again.
 */
function retryingPuts(storage: FileStorage): FileStorage {
  return {
    ...storage,
    put: (organisationId, file) => storage.put(organisationId, file).catch(() => storage.put(organisationId, file)),
  };
}

const objectsOf = (organisationId: string) =>
  [...fake.objects.keys()].filter((key) => key.startsWith(`organisations/${organisationId}/`));

beforeAll(async () => {
  fake = await startFakeS3();
  t = await createTestApp({
    config: { externalServicesAllowPrivate: true, fileStorage: s3Config() },
    now: () => clock,
  });
  const storage = retryingPuts(fileStorageOf(t.context));
  erased = await createTenant(t.context, { name: 'Poistuva Kuljetus Oy' });
  erasedId = erased.organisationId;
  await seedDemoDataFor(t.database.db, erasedId, erased.name, seededAt, storage);
  other = await createTenant(t.context, { name: 'Alihankinta Oy' });
  await seedDemoDataFor(t.database.db, other.organisationId, other.name, seededAt, storage);
  const from = new Date(seededAt.getTime() - 40 * DAY_MS);
  for (const organisationId of [erasedId, other.organisationId]) {
    await addBulkRows(t.database.db, organisationId, { positionsPerVehicle: 600, from });
  }
  // Sessions and refresh tokens of both (oidc_payloads).
  await signInWithPassword(t.app, erased.users.admin.email, TEST_PASSWORD);
  await signInWithPassword(t.app, other.users.admin.email, TEST_PASSWORD);
  const usersOf = (organisationId: string) =>
    withSystem(t.database.db, (tx) =>
      tx.selectFrom('users').select('id').where('organisation_id', '=', organisationId).execute(),
    );
  erasedUserIds = (await usersOf(erasedId)).map((user) => user.id);
  keptUserIds = (await usersOf(other.organisationId)).map((user) => user.id);
}, 240_000);
afterAll(async () => {
  await t.close();
  await fake.close();
});

describe('erasing an organisation set to be deleted 30 days ago', () => {
  it('removes every row and file of it, resuming after interruptions, and leaves every other row as it was', async () => {
    const tables = (await everyTable()).filter((table) => table !== ERASURE_RECORD);
    const before = new Map<string, string>();
    const erasedBefore = new Map<string, number>();
    for (const table of tables) {
      before.set(table, await keptDigest(table));
      erasedBefore.set(table, await erasedRowsIn(table));
    }
    // The fixture is broad: the bulk and the awkward tables hold rows of the erased organisation.
    for (const table of [
      'positions',
      'shift_pay_parts',
      'stored_files',
      'shifts',
      'invoices',
      'transport_tasks',
      'pre_trip_check_photos',
      'users',
      'oidc_payloads',
      'jobs',
      'sign_in_throttles',
    ]) {
      expect(erasedBefore.get(table), table).toBeGreaterThan(0);
    }
    const otherObjects = objectsOf(other.organisationId);
    expect(objectsOf(erasedId).length).toBeGreaterThan(0);
    expect(otherObjects.length).toBeGreaterThan(0);

    const admin = await signInWithPassword(t.app, erased.users.admin.email, TEST_PASSWORD);
    const marked = await t.app.inject({
      method: 'PUT',
      url: `/api/organisation/${erasedId}/setdelete`,
      headers: { authorization: `Bearer ${admin.access_token}` },
      payload: { setToBeDeleted: true },
    });
    expect(marked.statusCode).toBe(200);

    clock = new Date(seededAt.getTime() + 29 * DAY_MS);
    expect(await eraseDueOrganisations(t.context, { only: [erasedId] })).toEqual({ finished: true, erased: [] });

    clock = new Date(seededAt.getTime() + 30 * DAY_MS + 1000);
    let batches = 0;
    const stopAfter = (n: number) => () => ++batches > n;
    const first = await eraseDueOrganisations(t.context, {
      batchRows: 500,
      shouldStop: stopAfter(4),
      only: [erasedId],
    });
    expect(first.finished).toBe(false);
    const progress = await withSystem(t.database.db, (tx) =>
      tx
        .selectFrom('organisation_erasures')
        .selectAll()
        .where('erased_organisation_id', '=', erasedId)
        .executeTakeFirstOrThrow(),
    );
    expect(progress).toMatchObject({ current_table: 'positions', finished_at: null });
    expect(progress.deleted_rows).toBeGreaterThan(1000);
    expect(await erasedRowsIn('organisations')).toBe(1);

    batches = 0;
    expect(
      (await eraseDueOrganisations(t.context, { batchRows: 500, shouldStop: stopAfter(40), only: [erasedId] }))
        .finished,
    ).toBe(false);
    const last = await eraseDueOrganisations(t.context, { batchRows: 500, only: [erasedId] });
    expect(last.finished).toBe(true);

    for (const table of tables) {
      expect(await erasedRowsIn(table), `rows of the erased organisation in ${table}`).toBe(0);
      expect(await keptDigest(table), `the other organisation's rows of ${table}`).toBe(before.get(table));
    }
    expect(objectsOf(erasedId)).toEqual([]);
    expect(objectsOf(other.organisationId).sort()).toEqual(otherObjects.sort());
    const record = await withSystem(t.database.db, (tx) =>
      tx
        .selectFrom('organisation_erasures')
        .selectAll()
        .where('erased_organisation_id', '=', erasedId)
        .executeTakeFirstOrThrow(),
    );
    expect(record).toMatchObject({ erased_organisation_id: erasedId, current_table: null });
    expect(record.finished_at).toEqual(clock);
    const erasedTotal = [...erasedBefore.values()].reduce((sum, n) => sum + n, 0);
    expect(record.deleted_rows).toBeGreaterThanOrEqual(erasedTotal - erasedBefore.get('positions')!);

    // The other organisation works on.
    const response = await t.app.inject({ method: 'GET', url: '/api/organisation', headers: other.users.user.headers });
    expect(response.statusCode).toBe(200);
  });
});
