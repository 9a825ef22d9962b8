import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FileStorageConfig } from '../../src/config/file-storage-config';
import { withTenant } from '../../src/db/tenant';
import { fileStorageOf } from '../../src/files/configured-file-storage';
import { createDatabaseFileStorage } from '../../src/files/file-storage';
import { createS3FileStorage } from '../../src/files/s3-file-storage';
import { createS3Objects } from '../../src/files/s3-objects';
import { UNUSED_FILES_JOB } from '../../src/files/unused-files.job';
import { JOB_HANDLERS } from '../../src/job-handlers';
import type { Job } from '../../src/jobs/jobs.repository';
import { createOutboundHttp } from '../../src/platform/outbound-http/outbound-http';
import { createTenant, type TestTenant, type TestUser } from '../helpers/tenants';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { addDriver, signInDriver } from '../shifts/shift-fixtures';
import { startFakeS3, type FakeS3 } from './fake-s3';
import { EXIF_WITH_GPS, jpeg, png } from './test-images';

/**
 * FILE_STORAGE=s3 (decision 0034): the rows stay in `stored_files` without their bytes, the bytes
 * go to an S3-compatible bucket (a fake on 127.0.0.1 that checks every request's signature),
 * through the outbound client with EXTERNAL_SERVICES_ALLOW_PRIVATE, as for a local MinIO.
 */
let fake: FakeS3;
let t: TestApp;
let own: TestTenant;
let other: TestTenant;
let driver: TestUser;
const clock = new Date('2026-11-01T12:00:00Z');

const s3Config = (secretAccessKey = fake.secretAccessKey): FileStorageConfig => ({
  kind: 's3',
  endpoint: fake.url,
  region: fake.region,
  bucket: fake.bucket,
  accessKeyId: fake.accessKeyId,
  secretAccessKey,
});

beforeAll(async () => {
  fake = await startFakeS3();
  t = await createTestApp({
    config: { externalServicesAllowPrivate: true, fileStorage: s3Config() },
    now: () => clock,
  });
  own = await createTenant(t.context);
  other = await createTenant(t.context);
  driver = await signInDriver(
    t.context,
    own,
    await addDriver(t.context, own, { firstName: 'Sami', lastName: 'S3' }),
    'fi',
  );
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const upload = (key: string, body: Buffer, app = t) =>
  app.app.inject({
    method: 'PUT',
    url: `/api/driver/files/${key}`,
    headers: { ...driver.headers, 'content-type': 'image/jpeg' },
    payload: body,
  });
const read = (id: string, user: TestUser = own.users.user) =>
  t.app.inject({ method: 'GET', url: `/api/files/${id}`, headers: user.headers });
const objectKey = (id: string, organisationId = own.organisationId) => `organisations/${organisationId}/files/${id}`;

const rowOf = (id: string) =>
  withTenant(t.database.db, own.organisationId, (tx) =>
    tx.selectFrom('stored_files').select(['bytes', 'size_bytes', 'client_key']).where('id', '=', id).executeTakeFirst(),
  );

describe('files in an S3-compatible bucket', () => {
  it('keeps the cleaned bytes in the bucket under the organisation and the file id, the row without them', async () => {
    const sent = await upload(`photo-${randomUUID()}`, jpeg([EXIF_WITH_GPS]));
    expect(sent.statusCode, sent.body).toBe(201);
    const { id } = sent.json<{ id: string }>();
    const object = fake.objects.get(objectKey(id));
    expect(object?.bytes.equals(jpeg())).toBe(true);
    expect(object?.contentType).toBe('image/jpeg');
    expect(await rowOf(id)).toMatchObject({ bytes: null, size_bytes: jpeg().length });
    expect(fake.refused).toEqual([]);
  });

  it('reads them back through GET /api/files/{id}, as the database storage answers', async () => {
    const sent = await upload(`photo-${randomUUID()}`, jpeg([EXIF_WITH_GPS]));
    const response = await read(sent.json<{ id: string }>().id);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
    expect(response.rawPayload.equals(jpeg())).toBe(true);
  });

  it('stores a key once: the same upload again answers the stored file and puts nothing more', async () => {
    const key = `photo-${randomUUID()}`;
    const first = await upload(key, jpeg());
    const puts = fake.calls.filter((call) => call.startsWith('PUT')).length;
    const again = await upload(key, jpeg());
    expect([first.statusCode, again.statusCode]).toEqual([201, 200]);
    expect(again.json()).toEqual(first.json());
    expect(fake.calls.filter((call) => call.startsWith('PUT')).length).toBe(puts);
    const ownObjects = [...fake.objects.keys()].filter((name) => name.includes(first.json<{ id: string }>().id));
    expect(ownObjects).toHaveLength(1);
  });

  it('is the organisation’s alone: another organisation reads 404 without the bucket being asked, as does an unknown id', async () => {
    const { id } = (await upload(`photo-${randomUUID()}`, jpeg())).json<{ id: string }>();
    const calls = fake.calls.length;
    expect((await read(id, other.users.admin)).statusCode).toBe(404);
    expect((await read(randomUUID())).statusCode).toBe(404);
    expect(fake.calls.length).toBe(calls);
    expect((await read(id)).statusCode).toBe(200);
  });

  it('answers 404 for a file whose object is gone from the bucket', async () => {
    const { id } = (await upload(`photo-${randomUUID()}`, jpeg())).json<{ id: string }>();
    fake.objects.delete(objectKey(id));
    expect((await read(id)).statusCode).toBe(404);
  });

  it('still reads a file the database storage kept before the switch, and removes it with its row', async () => {
    const { file } = await createDatabaseFileStorage(t.database.db).put(own.organisationId, {
      clientKey: `before-${randomUUID()}`,
      contentType: 'image/png',
      bytes: png(),
      createdBy: null,
    });
    const response = await read(file.id);
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(png())).toBe(true);
    expect(await fileStorageOf(t.context).delete(own.organisationId, file.id)).toBe(true);
    expect((await read(file.id)).statusCode).toBe(404);
    expect(await fileStorageOf(t.context).delete(own.organisationId, file.id)).toBe(false);
  });

  it('loses the object with the row when the daily cleanup removes an unused file', async () => {
    const forgotten = (await upload(`forgotten-${randomUUID()}`, jpeg())).json<{ id: string }>().id;
    const recent = (await upload(`recent-${randomUUID()}`, jpeg())).json<{ id: string }>().id;
    await withTenant(t.database.db, own.organisationId, (tx) =>
      tx
        .updateTable('stored_files')
        .set({ created_at: new Date(clock.getTime() - 25 * 3_600_000) } as never)
        .where('id', '=', forgotten)
        .execute(),
    );
    const job: Job = {
      id: '0',
      kind: UNUSED_FILES_JOB,
      key: UNUSED_FILES_JOB,
      organisationId: null,
      payload: {},
      attempts: 1,
    };
    await JOB_HANDLERS[UNUSED_FILES_JOB]!(job, t.context);
    expect(await rowOf(forgotten)).toBeUndefined();
    expect(fake.objects.has(objectKey(forgotten))).toBe(false);
    expect(fake.objects.has(objectKey(recent))).toBe(true);
    expect((await read(recent)).statusCode).toBe(200);
  });

  it('stores nothing when the bucket refuses the signature: the phone hears 503 in its language and tries again later', async () => {
    const wrongKey = await createTestApp({
      database: t.database,
      config: { externalServicesAllowPrivate: true, fileStorage: s3Config('not-the-secret') },
    });
    try {
      const key = `photo-${randomUUID()}`;
      const refused = fake.refused.length;
      const response = await upload(key, jpeg(), wrongKey);
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({
        code: 'files:storageUnavailable',
        message: 'Tiedostojen tallennuspalveluun ei juuri nyt saada yhteyttä; yritä myöhemmin uudelleen',
      });
      expect(fake.refused.length).toBe(refused + 1);
      const rows = await withTenant(t.database.db, own.organisationId, (tx) =>
        tx.selectFrom('stored_files').select('id').where('client_key', '=', key).execute(),
      );
      expect(rows).toEqual([]);
    } finally {
      await wrongKey.close();
    }
  });

  it('goes through the outbound client: without EXTERNAL_SERVICES_ALLOW_PRIVATE a bucket on 127.0.0.1 is never called', async () => {
    const settings = s3Config();
    if (settings.kind !== 's3') throw new Error('an s3 setting');
    const production = createS3FileStorage(
      t.database.db,
      createS3Objects(createOutboundHttp({ allowPrivate: false }), settings),
    );
    const calls = fake.calls.length;
    const file = { clientKey: `photo-${randomUUID()}`, contentType: 'image/jpeg', bytes: jpeg(), createdBy: null };
    await expect(production.put(own.organisationId, file)).rejects.toMatchObject({ reason: 'not-https' });
    expect(fake.calls.length).toBe(calls);
  });
});
