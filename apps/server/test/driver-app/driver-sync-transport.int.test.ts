import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TransportTask } from '@rahti/domain';
import { createTenant, type TestTenant, type TestUser } from '../helpers/tenants';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { jpeg, png } from '../files/test-images';
import { addDriver, signInDriver } from '../shifts/shift-fixtures';
import { costedVehicle } from '../tasks/task-fixtures';
import { transportApi } from '../transport/transport-fixtures';
import { driverApi, newKey, type DriverApi, type SyncJson } from './driver-fixtures';

/**
 * Transport tasks through the driver app's sync (issue 26): the driver's tasks reach the phone
 * with its answer (and only when they changed, by the cursor); a stop event is an outbox
 * operation like any other, applied once however often it is sent; the office sees the proof.
 */
let t: TestApp;
let own: TestTenant;
let http: ReturnType<typeof transportApi>;
let phone: DriverApi;
let aino: { driverId: string; user: TestUser };
let eero: { driverId: string; user: TestUser };
let truck: string;

type PhoneAnswer = SyncJson & { transportTasks: TransportTask[] };

beforeAll(async () => {
  // The office makes the orders the day before; the phone's events are on 2 November.
  t = await createTestApp({ now: () => new Date('2026-11-01T12:00:00Z') });
  own = await createTenant(t.context);
  http = transportApi(t);
  phone = driverApi(t);
  const driver = async (firstName: string) => {
    const driverId = await addDriver(t.context, own, { firstName, lastName: 'Ajaja' });
    return { driverId, user: await signInDriver(t.context, own, driverId) };
  };
  aino = await driver('Aino');
  eero = await driver('Eero');
  truck = await costedVehicle(t, own, 'KLV-303', { perHour: 60, perKm: 1 });
});
afterAll(() => t.close());

const sync = (user: TestUser, operations: unknown[], cursor?: string) =>
  phone.sync(user, operations, cursor === undefined ? {} : { cursor }) as Promise<PhoneAnswer>;

const upload = async (user: TestUser, key: string, bytes: Buffer, type: string) => {
  const response = await t.app.inject({
    method: 'PUT',
    url: `/api/driver/files/${key}`,
    headers: { ...user.headers, 'content-type': type },
    payload: bytes,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: string }>().id;
};

/** The phone's operation for an event at the task's stop number `stop`. */
const stopEvent = (
  task: TransportTask,
  stop: number,
  kind: string,
  at: string,
  extra: Record<string, unknown> = {},
) => ({
  key: newKey(),
  kind: 'recordStopEvent',
  event: {
    clientKey: newKey(),
    transportTaskId: task.id,
    stopId: task.stops[stop]!.id,
    kind,
    at,
    position: { latitude: 61.4978, longitude: 23.761, accuracyM: 9 },
    goodsChecked: true,
    ...extra,
  },
});

const officeView = async (id: string) =>
  (await http.api(own.users.user, 'GET', `/api/transport-tasks/${id}`)).body as unknown as TransportTask;

describe('transport tasks in the driver app’s sync', () => {
  it('reach the driver they are assigned to, stops in order, and move the cursor only when they change', async () => {
    const task = await http.create(own.users.user, { driverId: aino.driverId, vehicleId: truck });
    const others = await http.create(own.users.user, { driverId: eero.driverId });
    const first = await sync(aino.user, []);
    const mine = first.transportTasks.find((candidate) => candidate.id === task.id);
    expect(mine).toMatchObject({
      state: 'assigned',
      vehicleRegisterNumber: 'KLV-303',
      waybill: { number: expect.any(Number) },
      stops: [
        { kind: 'pickup', city: 'Vantaa', position: 0 },
        { kind: 'delivery', city: 'Tampere', position: 1 },
      ],
    });
    expect(mine!.goods.map((line) => line.dangerous?.unNumber ?? null)).toEqual([null, '1203']);
    expect(first.transportTasks.map((candidate) => candidate.id)).not.toContain(others.id);

    // Nothing changed: the phone keeps its copy.
    expect(await sync(aino.user, [], first.cursor)).toMatchObject({
      unchanged: true,
      transportTasks: [],
      cursor: first.cursor,
    });

    // The office gives the task to Eero: it leaves Aino's phone and reaches his at the next sync.
    const moved = await http.api(own.users.user, 'POST', `/api/transport-tasks/${task.id}/assign`, {
      driverId: eero.driverId,
      vehicleId: truck,
      version: task.version,
    });
    expect(moved.status, moved.raw.body).toBe(200);
    const after = await sync(aino.user, [], first.cursor);
    expect(after.unchanged).toBe(false);
    expect(after.transportTasks.map((candidate) => candidate.id)).not.toContain(task.id);
    expect((await sync(eero.user, [])).transportTasks.map((candidate) => candidate.id)).toContain(task.id);
  });

  it('applies a delivery with its proof once, however often the phone sends it, and the office sees the proof', async () => {
    const task = await http.create(own.users.user, { driverId: aino.driverId, vehicleId: truck, price: 620 });
    // The phone uploads its files first, each under its own key; a retry of an upload stores it once.
    const signatureKey = `sig-${randomUUID()}`;
    const photoKey = `photo-${randomUUID()}`;
    const signatureId = await upload(aino.user, signatureKey, png(), 'image/png');
    const photoId = await upload(aino.user, photoKey, jpeg(), 'image/jpeg');
    const again = await t.app.inject({
      method: 'PUT',
      url: `/api/driver/files/${photoKey}`,
      headers: { ...aino.user.headers, 'content-type': 'image/jpeg' },
      payload: jpeg(),
    });
    expect(again.statusCode).toBe(200);
    expect(again.json<{ id: string }>().id).toBe(photoId);

    const delivered = stopEvent(task, 1, 'delivered', '2026-11-02T10:40:00Z', {
      proof: { signerName: 'Liisa Vastaanottaja', signatureKey, photoKeys: [photoKey] },
    });
    const operations = [
      stopEvent(task, 0, 'arrived', '2026-11-02T06:05:00Z'),
      stopEvent(task, 0, 'loaded', '2026-11-02T06:30:00Z'),
      stopEvent(task, 1, 'arrived', '2026-11-02T10:20:00Z'),
      delivered,
    ];
    const answer = await sync(aino.user, operations);
    expect(answer.results.map((result) => result.outcome)).toEqual(['applied', 'applied', 'applied', 'applied']);
    expect(answer.results.every((result) => result.itemId === task.id)).toBe(true);
    // The answer that takes the events already shows the task delivered.
    expect(answer.transportTasks.find((candidate) => candidate.id === task.id)).toMatchObject({
      state: 'delivered',
      stops: [{ doneAt: '2026-11-02T06:30:00.000Z' }, { doneAt: '2026-11-02T10:40:00.000Z' }],
    });

    // The answer was lost: the whole outbox comes again, then the delivery under a new operation key.
    const resent = await sync(aino.user, operations, answer.cursor);
    expect(resent.results.map((result) => result.outcome)).toEqual([
      'duplicate',
      'duplicate',
      'duplicate',
      'duplicate',
    ]);
    expect(resent.unchanged).toBe(true);
    expect((await sync(aino.user, [{ ...delivered, key: newKey() }])).results[0]).toMatchObject({
      outcome: 'duplicate',
      itemId: task.id,
    });

    const seen = await officeView(task.id);
    expect(seen.state).toBe('delivered');
    expect(seen.proofs).toEqual([
      {
        stopId: task.stops[1]!.id,
        signerName: 'Liisa Vastaanottaja',
        signatureFileId: signatureId,
        photoIds: [photoId],
        at: '2026-11-02T10:40:00.000Z',
        position: { latitude: 61.4978, longitude: 23.761, accuracyM: 9 },
      },
    ]);
    expect(seen.events.filter((line) => line.kind === 'delivered' && line.stopId === task.stops[1]!.id)).toHaveLength(
      1,
    );
    expect(seen.taskId).not.toBeNull();
    const signature = await t.app.inject({
      method: 'GET',
      url: `/api/files/${signatureId}`,
      headers: own.users.user.headers,
    });
    expect(signature.statusCode).toBe(200);
    expect(signature.headers['content-type']).toBe('image/png');
  });

  it('takes a refused delivery without a signature', async () => {
    const task = await http.create(own.users.user, { driverId: aino.driverId, vehicleId: truck });
    const refusal = { type: 'refused', note: 'Vastaanottaja ei ottanut lavoja: pakkaukset märkiä', photoKeys: [] };
    const answer = await sync(aino.user, [
      stopEvent(task, 0, 'loaded', '2026-11-02T06:30:00Z'),
      stopEvent(task, 1, 'delivered', '2026-11-02T11:00:00Z', { proof: null, deviations: [refusal] }),
    ]);
    expect(answer.results.map((result) => result.outcome)).toEqual(['applied', 'applied']);
    const seen = await officeView(task.id);
    expect(seen.state).toBe('delivered');
    expect(seen.proofs).toEqual([]);
    expect(seen.events.find((line) => line.kind === 'delivered')?.deviations).toEqual([
      { type: 'refused', goodsLineId: null, note: refusal.note, photoIds: [] },
    ]);
  });

  it('says in the driver’s words why an event was not taken: a missing photo, another driver’s task, a cancelled one', async () => {
    const task = await http.create(own.users.user, { driverId: aino.driverId, vehicleId: truck });
    const cancelled = await http.create(own.users.user, { driverId: aino.driverId, vehicleId: truck });
    const cancel = await http.api(own.users.user, 'POST', `/api/transport-tasks/${cancelled.id}/cancel`, {
      version: cancelled.version,
    });
    expect(cancel.status, cancel.raw.body).toBe(200);
    const damaged = { type: 'damaged', note: 'Kulma murskautunut', photoKeys: [`never-${randomUUID()}`] };
    const answer = await sync(aino.user, [
      stopEvent(task, 0, 'loaded', '2026-11-02T06:30:00Z', { deviations: [damaged] }),
      stopEvent(cancelled, 0, 'arrived', '2026-11-02T06:00:00Z'),
    ]);
    expect(answer.results).toMatchObject([
      { outcome: 'invalid', status: 400, message: 'driver-sync:transport.fileMissing' },
      { outcome: 'conflict', status: 409, message: 'driver-sync:transport.cancelled' },
    ]);
    const stranger = await sync(eero.user, [stopEvent(task, 0, 'arrived', '2026-11-02T06:00:00Z')]);
    expect(stranger.results[0]).toMatchObject({
      outcome: 'refused',
      status: 404,
      message: 'driver-sync:transport.notYourTask',
      itemId: null,
    });
    expect((await officeView(task.id)).state).toBe('assigned');
  });
});
