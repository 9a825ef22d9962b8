import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractText, getDocumentProxy } from 'unpdf';
import { allFeatures, stopEventInputSchema, type TransportTask } from '@rahti/domain';
import type { AuthContext } from '../../src/http/access';
import { withTenant } from '../../src/db/tenant';
import {
  createStopEventsService,
  readDriverTransportTasks,
  type StopEventsService,
} from '../../src/transport/stop-events.service';
import { createTenant, type TestTenant, type TestUser } from '../helpers/tenants';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { png, jpeg } from '../files/test-images';
import { addDriver, signInDriver } from '../shifts/shift-fixtures';
import { costedVehicle } from '../tasks/task-fixtures';
import { addVehicle } from '../timesheet/timesheet-fixtures';
import { transportApi } from './transport-fixtures';

/**
 * What a driver's phone records at stops (issue 26), through the service the driver app's sync
 * calls: each key once; only the driver's own tasks; a delivery with its proof ends the task and
 * makes the profitability task with the price as income.
 */
let t: TestApp;
let own: TestTenant;
let http: ReturnType<typeof transportApi>;
let service: StopEventsService;
let aino: { driverId: string; user: TestUser; auth: AuthContext };
let eero: { driverId: string; user: TestUser; auth: AuthContext };
let truck: string;

async function driver(tenant: TestTenant, firstName: string) {
  const driverId = await addDriver(t.context, tenant, { firstName, lastName: 'Ajaja' });
  const user = await signInDriver(t.context, tenant, driverId);
  const auth = {
    userId: user.id,
    organisationId: tenant.organisationId,
    organisationName: tenant.name,
    organisationCurrency: 'EUR',
    role: 'User',
    language: 'en',
    features: allFeatures(),
    isSiteOperator: false,
    clientId: 'driver',
    client: 'driver',
  } satisfies AuthContext;
  return { driverId, user, auth };
}

beforeAll(async () => {
  // The orders are made the day before the phone's events.
  t = await createTestApp({ now: () => new Date('2026-11-01T12:00:00Z') });
  http = transportApi(t);
  service = createStopEventsService(t.context);
  own = await createTenant(t.context);
  aino = await driver(own, 'Aino');
  eero = await driver(own, 'Eero');
  truck = await costedVehicle(t, own, 'KLV-202', { perHour: 60, perKm: 1 });
});
afterAll(() => t.close());

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

const event = (task: TransportTask, stop: number, kind: string, at: string, extra: Record<string, unknown> = {}) =>
  stopEventInputSchema.parse({
    clientKey: `phone-${randomUUID()}`,
    transportTaskId: task.id,
    stopId: task.stops[stop]!.id,
    kind,
    at,
    position: { latitude: 61.4978, longitude: 23.761, accuracyM: 12 },
    goodsChecked: true,
    ...extra,
  });

const officeView = async (id: string) =>
  (await http.api(own.users.user, 'GET', `/api/transport-tasks/${id}`)).body as unknown as TransportTask;

describe('a stop event', () => {
  it('is applied once: the same key again answers duplicate and changes nothing', async () => {
    const task = await http.create(own.users.user, { driverId: aino.driverId, vehicleId: truck });
    const arrived = event(task, 0, 'arrived', '2026-11-02T06:05:00Z');
    expect(await service.recordStopEvent(aino.auth, aino.driverId, arrived)).toEqual({
      outcome: 'applied',
      status: 200,
      message: null,
      params: {},
      itemId: task.id,
    });
    expect(await service.recordStopEvent(aino.auth, aino.driverId, arrived)).toMatchObject({
      outcome: 'duplicate',
      itemId: task.id,
    });
    const seen = await officeView(task.id);
    expect(seen.state).toBe('started');
    expect(seen.stops[0]?.arrivedAt).toBe('2026-11-02T06:05:00.000Z');
    expect(seen.events.filter((line) => line.kind === 'arrived')).toHaveLength(1);
    expect(seen.events.at(-1)).toMatchObject({
      kind: 'started',
      byName: 'Ajaja Aino',
      position: { latitude: 61.4978, longitude: 23.761, accuracyM: 12 },
    });
  });

  it('sent twice at once (a retry racing the first send) is applied once', async () => {
    const task = await http.create(own.users.user, { driverId: aino.driverId, vehicleId: truck });
    const loaded = event(task, 0, 'loaded', '2026-11-02T06:20:00Z');
    const outcomes = await Promise.all([
      service.recordStopEvent(aino.auth, aino.driverId, loaded),
      service.recordStopEvent(aino.auth, aino.driverId, loaded),
    ]);
    expect(outcomes.map((outcome) => outcome.outcome).sort()).toEqual(['applied', 'duplicate']);
    const seen = await officeView(task.id);
    expect(seen.events.filter((line) => line.kind === 'loaded')).toHaveLength(1);
    expect(seen.state).toBe('pickedUp');
  });

  it('on another driver’s task is refused as not found', async () => {
    const task = await http.create(own.users.user, { driverId: aino.driverId, vehicleId: truck });
    const result = await service.recordStopEvent(
      eero.auth,
      eero.driverId,
      event(task, 0, 'arrived', '2026-11-02T06:05:00Z'),
    );
    expect(result).toMatchObject({ outcome: 'refused', status: 404, message: 'transport:notYourTask', itemId: null });
    expect((await officeView(task.id)).state).toBe('assigned');
  });

  it('names what does not fit: a stop of another task, a delivery at a pickup, a photo not uploaded', async () => {
    const task = await http.create(own.users.user, { driverId: aino.driverId, vehicleId: truck });
    const other = await http.create(own.users.user, { driverId: aino.driverId });
    const foreignStop = { ...event(task, 0, 'arrived', '2026-11-02T06:05:00Z'), stopId: other.stops[0]!.id };
    expect(await service.recordStopEvent(aino.auth, aino.driverId, foreignStop)).toMatchObject({
      outcome: 'invalid',
      status: 400,
      message: 'transport:unknownStop',
    });
    const refusal = { type: 'refused', note: 'Väärä osoite', photoKeys: [] };
    expect(
      await service.recordStopEvent(
        aino.auth,
        aino.driverId,
        event(task, 0, 'delivered', '2026-11-02T06:05:00Z', { deviations: [refusal] }),
      ),
    ).toMatchObject({ outcome: 'invalid', message: 'transport:deliveredAtPickup' });
    const withPhoto = event(task, 0, 'loaded', '2026-11-02T06:20:00Z', {
      deviations: [{ type: 'damaged', note: 'Lava rikki', photoKeys: ['never-uploaded'] }],
    });
    expect(await service.recordStopEvent(aino.auth, aino.driverId, withPhoto)).toMatchObject({
      outcome: 'invalid',
      status: 400,
      message: 'transport:fileMissing',
      params: { count: '1' },
    });
    // Once the photo is there, the same event applies.
    await upload(aino.user, 'never-uploaded', jpeg(), 'image/jpeg');
    expect(await service.recordStopEvent(aino.auth, aino.driverId, withPhoto)).toMatchObject({ outcome: 'applied' });
    const seen = await officeView(task.id);
    expect(seen.state).toBe('pickedUp');
    expect(seen.events.find((line) => line.kind === 'loaded')?.deviations).toEqual([
      { type: 'damaged', goodsLineId: null, note: 'Lava rikki', photoIds: [expect.any(String)] },
    ]);
  });
});

describe('a delivery', () => {
  it('with its proof ends the task and makes one profitability task with the price as income', async () => {
    const task = await http.create(own.users.user, {
      driverId: aino.driverId,
      vehicleId: truck,
      price: 840.5,
      km: 182,
    });
    const signature = await upload(aino.user, `sig-${task.id}`, png(), 'image/png');
    const photo = await upload(aino.user, `photo-${task.id}`, jpeg(), 'image/jpeg');
    await service.recordStopEvent(aino.auth, aino.driverId, event(task, 0, 'arrived', '2026-11-02T06:00:00Z'));
    await service.recordStopEvent(aino.auth, aino.driverId, event(task, 0, 'loaded', '2026-11-02T06:30:00Z'));
    const delivered = event(task, 1, 'delivered', '2026-11-02T09:00:00Z', {
      proof: { signerName: 'Maija Vastaanottaja', signatureKey: `sig-${task.id}`, photoKeys: [`photo-${task.id}`] },
    });
    expect(await service.recordStopEvent(aino.auth, aino.driverId, delivered)).toMatchObject({ outcome: 'applied' });
    expect(await service.recordStopEvent(aino.auth, aino.driverId, delivered)).toMatchObject({ outcome: 'duplicate' });

    const seen = await officeView(task.id);
    expect(seen.state).toBe('delivered');
    expect(seen.proofs).toEqual([
      {
        stopId: task.stops[1]!.id,
        signerName: 'Maija Vastaanottaja',
        signatureFileId: signature,
        photoIds: [photo],
        at: '2026-11-02T09:00:00.000Z',
        position: { latitude: 61.4978, longitude: 23.761, accuracyM: 12 },
      },
    ]);
    expect(seen.taskId).not.toBeNull();
    const profit = await http.api(own.users.user, 'GET', `/api/tasks/${seen.taskId}`);
    expect(profit.body).toMatchObject({
      income: 840.5,
      km: 182,
      start: '2026-11-02T06:00:00.000Z',
      end: '2026-11-02T09:00:00.000Z',
      vehicleId: truck,
      driverId: aino.driverId,
      pickup: 'Vantaa',
      delivery: 'Tampere',
      economics: expect.objectContaining({ hours: 3, timeCost: 180, distanceCost: 182 }),
    });
    const tasks = await http.api(own.users.user, 'GET', '/api/tasks?from=2026-11-01&to=2026-11-30');
    expect((tasks.body.items as { id: string }[]).filter((item) => item.id === seen.taskId)).toHaveLength(1);

    // A later event on the delivered task is a conflict; nothing changes.
    const late = await service.recordStopEvent(
      aino.auth,
      aino.driverId,
      event(task, 1, 'arrived', '2026-11-02T09:10:00Z'),
    );
    expect(late).toMatchObject({ outcome: 'conflict', status: 409, message: 'transport:taskClosed' });

    // The signed waybill opens with the signature in it.
    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/waybills/${task.waybill!.id}/pdf`,
      headers: own.users.user.headers,
    });
    expect(pdf.statusCode).toBe(200);
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf.rawPayload)), { mergePages: true });
    expect(text).toContain('Maija Vastaanottaja');
    expect(text).toContain(String(task.waybill!.number));
    const waybill = await http.api(own.users.user, 'GET', `/api/waybills/${task.waybill!.id}`);
    expect(waybill.body).toMatchObject({ signed: true, state: 'delivered' });
  });

  it('refused whole needs no signature; without a vehicle no task is made, and the timeline says so', async () => {
    const task = await http.create(own.users.user, { driverId: eero.driverId });
    await service.recordStopEvent(eero.auth, eero.driverId, event(task, 0, 'loaded', '2026-11-02T06:30:00Z'));
    const refused = event(task, 1, 'delivered', '2026-11-02T09:00:00Z', {
      goodsChecked: false,
      deviations: [{ type: 'refused', note: 'Vastaanottaja kieltäytyi: lavat märkiä' }],
    });
    expect(await service.recordStopEvent(eero.auth, eero.driverId, refused)).toMatchObject({ outcome: 'applied' });
    const seen = await officeView(task.id);
    expect(seen).toMatchObject({ state: 'delivered', taskId: null, proofs: [] });
    expect(seen.events.at(-1)).toMatchObject({
      kind: 'delivered',
      note: 'No task was made for profitability: the transport task had no vehicle.',
    });
    const finnish = await http.api(own.users.user, 'GET', `/api/transport-tasks/${task.id}`, undefined, 'fi');
    expect((finnish.body as unknown as TransportTask).events.at(-1)?.note).toBe(
      'Kannattavuuteen ei tehty tehtävää: kuljetustehtävällä ei ollut ajoneuvoa.',
    );
  });

  it('with a vehicle that has no calculation makes no task either, and says why', async () => {
    const van = await addVehicle(t, own, 'KLV-303');
    const task = await http.create(own.users.user, { driverId: eero.driverId, vehicleId: van });
    await service.recordStopEvent(eero.auth, eero.driverId, event(task, 0, 'loaded', '2026-11-02T06:30:00Z'));
    const signature = await upload(eero.user, `sig-${task.id}`, png(), 'image/png');
    expect(signature).toBeTruthy();
    await service.recordStopEvent(
      eero.auth,
      eero.driverId,
      event(task, 1, 'delivered', '2026-11-02T09:00:00Z', {
        proof: { signerName: 'Ville Vastaanottaja', signatureKey: `sig-${task.id}` },
      }),
    );
    const seen = await officeView(task.id);
    expect(seen).toMatchObject({ state: 'delivered', taskId: null });
    expect(seen.events.at(-1)?.note).toBe('No task was made for profitability: the vehicle has no cost calculation.');
  });
});

describe('the driver’s tasks for the phone', () => {
  it('are the open ones and those delivered in the window, stops in order, and only the driver’s', async () => {
    const org = await createTenant(t.context);
    const lea = await driver(org, 'Lea');
    const open = await http.create(org.users.user, { driverId: lea.driverId, reference: 'OPEN' });
    const done = await http.create(org.users.user, { driverId: lea.driverId, reference: 'DONE' });
    await http.create(org.users.user, { reference: 'NOBODY' });
    await service.recordStopEvent(lea.auth, lea.driverId, event(done, 0, 'loaded', '2026-11-02T06:30:00Z'));
    await service.recordStopEvent(
      lea.auth,
      lea.driverId,
      event(done, 1, 'delivered', '2026-11-02T09:00:00Z', { deviations: [{ type: 'refused', note: 'Suljettu' }] }),
    );
    const read = (from: string, to: string) =>
      withTenant(t.database.db, org.organisationId, (tx) =>
        readDriverTransportTasks(tx, org.organisationId, lea.driverId, from, to),
      );
    const inWindow = await read('2026-11-01', '2026-11-03');
    expect(inWindow.map((task) => [task.reference, task.state])).toEqual([
      ['OPEN', 'assigned'],
      ['DONE', 'delivered'],
    ]);
    expect(inWindow[0]?.stops.map((stop) => stop.kind)).toEqual(['pickup', 'delivery']);
    expect((await read('2026-11-10', '2026-11-12')).map((task) => task.id)).toEqual([open.id]);
  });
});
