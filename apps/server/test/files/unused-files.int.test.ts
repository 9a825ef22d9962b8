import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allFeatures, stopEventInputSchema } from '@rahti/domain';
import { withTenant } from '../../src/db/tenant';
import { UNUSED_FILES_JOB } from '../../src/files/unused-files.job';
import type { AuthContext } from '../../src/http/access';
import { JOB_HANDLERS } from '../../src/job-handlers';
import type { Job } from '../../src/jobs/jobs.repository';
import { createStopEventsService } from '../../src/transport/stop-events.service';
import { createTenant, type TestTenant, type TestUser } from '../helpers/tenants';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { addDriver, signInDriver } from '../shifts/shift-fixtures';
import { addVehicle } from '../timesheet/timesheet-fixtures';
import { transportApi } from '../transport/transport-fixtures';
import { jpeg, png } from './test-images';

/**
 * The cleanup of uploads (issue 26): a stored file nothing names is removed once it is a day old;
 * a pre-trip answer's photo, a proof's signature and photos and a deviation's photo are kept.
 */
let t: TestApp;
let own: TestTenant;
let driver: TestUser;
let driverId: string;
let clock = new Date('2026-11-01T12:00:00Z');

const job: Job = {
  id: '0',
  kind: UNUSED_FILES_JOB,
  key: UNUSED_FILES_JOB,
  organisationId: null,
  payload: {},
  attempts: 1,
};

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  own = await createTenant(t.context);
  driverId = await addDriver(t.context, own, { firstName: 'Aino', lastName: 'Ajaja' });
  driver = await signInDriver(t.context, own, driverId);
});
afterAll(() => t.close());

async function upload(key: string, bytes: Buffer, type = 'image/jpeg'): Promise<string> {
  const response = await t.app.inject({
    method: 'PUT',
    url: `/api/driver/files/${key}`,
    headers: { ...driver.headers, 'content-type': type },
    payload: bytes,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: string }>().id;
}

/** A stored file's age, set straight in the table: uploads take the database's clock. */
async function age(ids: readonly string[], hours: number) {
  await withTenant(t.database.db, own.organisationId, (tx) =>
    tx
      .updateTable('stored_files')
      .set({ created_at: new Date(clock.getTime() - hours * 3_600_000) } as never)
      .where('id', 'in', [...ids])
      .execute(),
  );
}

const stored = async () =>
  withTenant(t.database.db, own.organisationId, async (tx) =>
    (await tx.selectFrom('stored_files').select('client_key').execute()).map((row) => row.client_key).sort(),
  );

describe('the cleanup of unused files', () => {
  it('removes what nothing names after a day, and keeps what a pre-trip check or a delivery names', async () => {
    const truck = await addVehicle(t, own, 'KLV-404');
    const preTripPhoto = await upload('pre-trip-photo', jpeg());
    await withTenant(t.database.db, own.organisationId, async (tx) => {
      const organisation_id = own.organisationId;
      const check = await tx
        .insertInto('pre_trip_checks')
        .values({
          organisation_id,
          client_key: randomUUID(),
          vehicle_id: truck,
          driver_id: driverId,
          at: clock,
          status: 'done',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await tx
        .insertInto('pre_trip_check_answers')
        .values({
          organisation_id,
          check_id: check.id,
          position: 0,
          item_kind: 'builtIn',
          item_key: 'tyres',
          label: null,
          result: 'defect',
          note: 'Viilto',
        })
        .execute();
      await tx
        .insertInto('pre_trip_check_photos')
        .values({ organisation_id, check_id: check.id, position: 0, file_id: preTripPhoto, photo_order: 0 })
        .execute();
    });

    const task = await transportApi(t).create(own.users.user, { driverId });
    const signature = await upload('signature', png(), 'image/png');
    const proofPhoto = await upload('proof-photo', jpeg());
    const deviationPhoto = await upload('deviation-photo', jpeg());
    const forgotten = await upload('forgotten', jpeg());
    const recent = await upload('recent', jpeg());
    const auth = {
      userId: driver.id,
      organisationId: own.organisationId,
      language: 'en',
      features: allFeatures(),
      client: 'driver',
    } as AuthContext;
    const events = createStopEventsService(t.context);
    await events.recordStopEvent(
      auth,
      driverId,
      stopEventInputSchema.parse({
        clientKey: randomUUID(),
        transportTaskId: task.id,
        stopId: task.stops[0]!.id,
        kind: 'loaded',
        at: '2026-11-02T06:00:00Z',
      }),
    );
    const delivered = await events.recordStopEvent(
      auth,
      driverId,
      stopEventInputSchema.parse({
        clientKey: randomUUID(),
        transportTaskId: task.id,
        stopId: task.stops[1]!.id,
        kind: 'delivered',
        at: '2026-11-02T09:00:00Z',
        proof: { signerName: 'Maija', signatureKey: 'signature', photoKeys: ['proof-photo'] },
        deviations: [{ type: 'damaged', note: 'Kolhiintunut lava', photoKeys: ['deviation-photo'] }],
      }),
    );
    expect(delivered.outcome).toBe('applied');

    await age([preTripPhoto, signature, proofPhoto, deviationPhoto, forgotten], 25);
    await age([recent], 23);
    clock = new Date(clock.getTime() + 60_000);
    expect(await JOB_HANDLERS[UNUSED_FILES_JOB]!(job, t.context)).toEqual({
      next: new Date(clock.getTime() + 86_400_000),
    });
    expect(await stored()).toEqual(['deviation-photo', 'pre-trip-photo', 'proof-photo', 'recent', 'signature']);
    const office = await t.app.inject({
      method: 'GET',
      url: `/api/files/${forgotten}`,
      headers: own.users.admin.headers,
    });
    expect(office.statusCode).toBe(404);
  });
});
