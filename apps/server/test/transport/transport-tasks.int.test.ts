import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TransportTask, TransportTasksPage } from '@rahti/domain';
import { createTenant, type TestTenant } from '../helpers/tenants';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { addOrganisationData } from '../organisation-data/sample-data';
import { addDriver } from '../shifts/shift-fixtures';
import { addVehicle } from '../timesheet/timesheet-fixtures';
import { orderBody, transportApi } from './transport-fixtures';

/**
 * Transport tasks (issue 26) through the office's API: an order with stops and goods gets its
 * waybill; it is edited, assigned (one or many, all or none) and cancelled by the rules of its
 * state; the list files it under its first stop's local date.
 */
let t: TestApp;
let own: TestTenant;
let other: TestTenant;
let http: ReturnType<typeof transportApi>;
let aino: string;
let eero: string;
let truck: string;

beforeAll(async () => {
  t = await createTestApp({ now: () => new Date('2026-11-01T12:00:00Z') });
  http = transportApi(t);
  own = await addOrganisationData(t.context, await createTenant(t.context, { name: 'Kuljetus Virtanen Oy' }));
  other = await addOrganisationData(t.context, await createTenant(t.context));
  aino = await addDriver(t.context, own, { firstName: 'Aino', lastName: 'Ajaja' });
  eero = await addDriver(t.context, own, { firstName: 'Eero', lastName: 'Virta' });
  truck = await addVehicle(t, own, 'KLV-101');
});
afterAll(() => t.close());

const list = async (query: string, user = own.users.user) => {
  const response = await http.api(user, 'GET', `/api/transport-tasks?${query}`);
  expect(response.status, response.raw.body).toBe(200);
  return response.body as unknown as TransportTasksPage;
};

describe('a new transport task', () => {
  it('is created with its stops, goods and a numbered waybill, waiting for a driver', async () => {
    const task = await http.create(own.users.user);
    expect(task).toMatchObject({
      state: 'created',
      reference: 'PO-4411',
      date: '2026-11-02',
      price: 840.5,
      km: 182,
      driverId: null,
      international: false,
      taskId: null,
      version: 1,
    });
    expect(task.stops.map((stop) => [stop.position, stop.kind, stop.city])).toEqual([
      [0, 'pickup', 'Vantaa'],
      [1, 'delivery', 'Tampere'],
    ]);
    expect(task.goods[1]?.dangerous).toEqual({
      unNumber: '1203',
      hazardClass: '3',
      packingGroup: 'II',
      properName: 'BENSIINI',
    });
    expect(task.waybill?.number).toBeGreaterThanOrEqual(1);
    expect(task.events.map((event) => [event.kind, event.byName])).toEqual([['created', expect.any(String)]]);
  });

  it('with a driver is assigned at once, and the timeline says to whom', async () => {
    const task = await http.create(own.users.user, { driverId: aino, vehicleId: truck });
    expect(task).toMatchObject({ state: 'assigned', driverName: 'Ajaja Aino', vehicleRegisterNumber: 'KLV-101' });
    expect(task.events.map((event) => [event.kind, event.note])).toEqual([
      ['created', ''],
      ['assigned', 'Ajaja Aino'],
    ]);
  });

  it('without a window is filed under the day it was made; international ones get a CMR waybill', async () => {
    const stops = orderBody().stops.map((stop) => ({ ...stop, windowStart: null, windowEnd: null }));
    const task = await http.create(own.users.user, { stops, international: true });
    expect(task.date).toBe('2026-11-01');
    const waybill = await http.api(own.users.user, 'GET', `/api/waybills/${task.waybill!.id}`);
    expect(waybill.body).toMatchObject({ kind: 'cmr', transportTaskId: task.id, signed: false });
  });

  it('refuses another organisation’s driver, and shows every message at once in Finnish', async () => {
    const foreign = await http.api(
      own.users.user,
      'POST',
      '/api/transport-tasks',
      orderBody({ driverId: other.driverId }),
    );
    expect(foreign.status).toBe(400);
    expect(foreign.body.fields).toEqual([{ path: 'driverId', message: 'The driver was not found' }]);
    const invalid = await http.api(
      own.users.user,
      'POST',
      '/api/transport-tasks',
      orderBody({ stops: [orderBody().stops[1]], goods: [] }),
      'fi',
    );
    expect(invalid.status).toBe(400);
    const messages = (invalid.body.fields as { message: string }[]).map((field) => field.message);
    expect(messages).toEqual(
      expect.arrayContaining(['Lisää vähintään nouto ja toimitus', 'Lisää vähintään yksi tavararivi']),
    );
  });
});

describe('editing', () => {
  it('saves the whole order with the version it was read at; a stale version is 409', async () => {
    const task = await http.create(own.users.user);
    const body = orderBody({
      version: task.version,
      reference: 'PO-4412',
      stops: task.stops.map((stop) => ({ ...stop, notes: `Ovi ${stop.position + 1}` })),
    });
    const saved = await http.api(own.users.user, 'PUT', `/api/transport-tasks/${task.id}`, body);
    expect(saved.status, saved.raw.body).toBe(200);
    const after = saved.body as unknown as TransportTask;
    expect(after).toMatchObject({ reference: 'PO-4412', version: 2 });
    // The stops keep their ids: a phone that holds them still names the same stops.
    expect(after.stops.map((stop) => stop.id)).toEqual(task.stops.map((stop) => stop.id));
    expect(after.stops[0]?.notes).toBe('Ovi 1');
    expect(after.events.map((event) => event.kind)).toEqual(['created', 'edited']);
    const stale = await http.api(own.users.user, 'PUT', `/api/transport-tasks/${task.id}`, body);
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(
      'Someone else changed this transport task meanwhile. Open it again to see their change.',
    );
  });

  it('is refused once cancelled, with a message saying why', async () => {
    const task = await http.create(own.users.user);
    const cancelled = await http.api(own.users.user, 'POST', `/api/transport-tasks/${task.id}/cancel`, {
      version: task.version,
      note: 'Asiakas perui',
    });
    expect(cancelled.status).toBe(200);
    const body = orderBody({ version: (cancelled.body as unknown as TransportTask).version });
    const refused = await http.api(own.users.user, 'PUT', `/api/transport-tasks/${task.id}`, body);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      'This transport task is started, delivered or cancelled: it can no longer be changed',
    );
  });
});

describe('assigning and cancelling', () => {
  it('gives a task to a driver and takes it back', async () => {
    const task = await http.create(own.users.user);
    const assigned = await http.api(own.users.user, 'POST', `/api/transport-tasks/${task.id}/assign`, {
      driverId: eero,
      vehicleId: truck,
      version: task.version,
    });
    expect(assigned.body).toMatchObject({ state: 'assigned', driverId: eero, vehicleId: truck, version: 2 });
    const back = await http.api(own.users.user, 'POST', `/api/transport-tasks/${task.id}/assign`, {
      driverId: null,
      version: 2,
    });
    expect(back.body).toMatchObject({ state: 'created', driverId: null, vehicleId: null });
    expect((back.body as unknown as TransportTask).events.map((event) => event.kind)).toEqual([
      'created',
      'assigned',
      'created',
    ]);
  });

  it('assigns many at once, or none when one of them is cancelled', async () => {
    const [a, b, c] = [
      await http.create(own.users.user),
      await http.create(own.users.user),
      await http.create(own.users.user),
    ];
    await http.api(own.users.user, 'POST', `/api/transport-tasks/${c!.id}/cancel`, { version: 1 });
    const refused = await http.api(own.users.user, 'POST', '/api/transport-tasks/assign', {
      ids: [a!.id, b!.id, c!.id],
      driverId: aino,
    });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      '1 of the chosen transport tasks are already started, delivered or cancelled: PO-4411. Nothing was assigned.',
    );
    expect((await http.api(own.users.user, 'GET', `/api/transport-tasks/${a!.id}`)).body.state).toBe('created');
    const done = await http.api(own.users.user, 'POST', '/api/transport-tasks/assign', {
      ids: [a!.id, b!.id],
      driverId: aino,
      vehicleId: truck,
    });
    expect(done.status, done.raw.body).toBe(200);
    const page = done.body as unknown as TransportTasksPage;
    expect(page.total).toBe(2);
    expect(page.items.map((item) => [item.state, item.driverName])).toEqual([
      ['assigned', 'Ajaja Aino'],
      ['assigned', 'Ajaja Aino'],
    ]);
  });

  it('cancels a task and its waybill keeps its number, marked by the state', async () => {
    const task = await http.create(own.users.user);
    const cancelled = await http.api(own.users.user, 'POST', `/api/transport-tasks/${task.id}/cancel`, {
      version: 1,
      note: 'Tilaus peruttu',
    });
    expect(cancelled.body).toMatchObject({ state: 'cancelled', waybill: task.waybill });
    const waybill = await http.api(own.users.user, 'GET', `/api/waybills/${task.waybill!.id}`);
    expect(waybill.body).toMatchObject({ number: task.waybill!.number, state: 'cancelled' });
    const again = await http.api(own.users.user, 'POST', `/api/transport-tasks/${task.id}/cancel`, {
      version: (cancelled.body as unknown as TransportTask).version,
    });
    expect(again.status).toBe(409);
  });
});

describe('the list', () => {
  it('files tasks under their local date, filtered by state, driver and search, one page at a time', async () => {
    const org = await addOrganisationData(t.context, await createTenant(t.context));
    const driver = await addDriver(t.context, org, { firstName: 'Lea', lastName: 'Laine' });
    const day = (date: string, hour: string) =>
      orderBody().stops.map((stop, i) => ({
        ...stop,
        windowStart: `${date}T${hour}:00:00Z`,
        windowEnd: null,
        notes: `${i}`,
      }));
    await http.create(org.users.user, { reference: 'A-1', stops: day('2026-11-03', '06') });
    await http.create(org.users.user, { reference: 'A-2', stops: day('2026-11-03', '04'), driverId: driver });
    // 23:30 UTC on 30 November is 1 December in Helsinki: next month's list.
    await http.create(org.users.user, { reference: 'A-3', stops: day('2026-11-30', '23') });
    await http.create(org.users.user, {
      reference: 'A-4',
      stops: day('2026-10-31', '12'),
      consignee: { name: 'Oulun Rauta Oy', street: 'Isokatu 1', city: 'Oulu' },
    });

    const november = await list('from=2026-11-01&to=2026-11-30', org.users.user);
    expect(november.total).toBe(2);
    expect(november.items.map((item) => item.reference)).toEqual(['A-2', 'A-1']);
    expect(november.items[0]).toMatchObject({
      from: 'Vantaa',
      to: 'Tampere',
      weightKg: 10200.5,
      packages: 22,
      dangerous: true,
      driverName: 'Laine Lea',
    });
    expect((await list('from=2026-12-01&to=2026-12-31', org.users.user)).items.map((i) => i.reference)).toEqual([
      'A-3',
    ]);
    expect((await list(`from=2026-10-01&to=2026-12-31&states=assigned`, org.users.user)).total).toBe(1);
    expect((await list(`from=2026-10-01&to=2026-12-31&driverIds=${driver}`, org.users.user)).total).toBe(1);
    expect((await list('from=2026-10-01&to=2026-12-31&search=oulun', org.users.user)).items[0]?.reference).toBe('A-4');
    const paged = await list('from=2026-10-01&to=2026-12-31&limit=2&offset=2', org.users.user);
    expect(paged).toMatchObject({ total: 4 });
    expect(paged.items.map((item) => item.reference)).toEqual(['A-1', 'A-3']);
    // Another organisation's list holds none of them.
    expect((await list('from=2026-10-01&to=2026-12-31', other.users.user)).total).toBe(0);
  });
});

describe('waybills', () => {
  it('are listed newest number first and found by number, sender or consignee', async () => {
    const org = await addOrganisationData(t.context, await createTenant(t.context));
    const first = await http.create(org.users.user);
    const second = await http.create(org.users.user, {
      sender: { name: 'Valio Oy', street: 'Meijeritie 6', city: 'Helsinki' },
    });
    expect([first.waybill!.number, second.waybill!.number]).toEqual([1, 2]);
    const all = await http.api(org.users.user, 'GET', '/api/waybills');
    expect((all.body.items as { number: number }[]).map((row) => row.number)).toEqual([2, 1]);
    expect(all.body.items).toEqual([
      expect.objectContaining({
        id: second.waybill!.id,
        number: 2,
        transportTaskId: second.id,
        kind: 'domestic',
        senderName: 'Valio Oy',
        from: 'Vantaa',
        to: 'Tampere',
      }),
      expect.objectContaining({ number: 1 }),
    ]);
    const byNumber = await http.api(org.users.user, 'GET', '/api/waybills?search=1');
    expect((byNumber.body.items as { number: number }[]).map((row) => row.number)).toEqual([1]);
    const bySender = await http.api(org.users.user, 'GET', '/api/waybills?search=valio');
    expect(bySender.body.total).toBe(1);
    const byConsignee = await http.api(org.users.user, 'GET', '/api/waybills?search=tampereen');
    expect(byConsignee.body.total).toBe(2);
  });

  it('opens as a PDF; another organisation’s task, waybill or PDF is 404', async () => {
    const task = await http.create(own.users.user);
    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/waybills/${task.waybill!.id}/pdf`,
      headers: own.users.user.headers,
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    for (const url of [
      `/api/transport-tasks/${task.id}`,
      `/api/waybills/${task.waybill!.id}`,
      `/api/waybills/${task.waybill!.id}/pdf`,
    ]) {
      const response = await t.app.inject({ method: 'GET', url, headers: other.users.admin.headers });
      expect(response.statusCode, url).toBe(404);
    }
    const assign = await http.api(other.users.admin, 'POST', `/api/transport-tasks/${task.id}/assign`, {
      driverId: null,
      version: 1,
    });
    expect(assign.status).toBe(404);
  });
});
