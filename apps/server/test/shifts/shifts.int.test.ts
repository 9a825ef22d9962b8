import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../../src/auth/oidc/api-clients';
import type { TestTenant } from '../helpers/tenants';
import type { TestApp } from '../helpers/test-app';
import { addDriver, openShiftsSuite, shiftBody, shiftsApi, shiftsTenant, type ShiftJson } from './shift-fixtures';

let t: TestApp;
let own: TestTenant;
let other: TestTenant;
let api: ReturnType<typeof shiftsApi>;
let driverId: string;

beforeAll(async () => {
  ({ t, own, api, driverId } = await openShiftsSuite());
  other = await shiftsTenant(t);
});
afterAll(() => t.close());

const day = (hours: string) => `2026-03-02T${hours}:00.000Z`;

describe('adding a shift', () => {
  it('answers 201 with the shift, its span taken from its events', async () => {
    const response = await api.call(
      own.users.user,
      'POST',
      '/api/shifts',
      shiftBody(
        driverId,
        [
          { start: day('06:00'), end: day('09:00') },
          { workType: 5, start: day('09:00'), end: day('09:30') },
        ],
        { vehicleIds: [own.vehicleId], startKm: 1000, endKm: 1180 },
      ),
    );
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      driverId,
      driverName: 'Driver Sample',
      start: day('06:00'),
      end: day('09:30'),
      status: 'completed',
      approval: 'unapproved',
      version: 1,
      distanceKm: 180,
      vehicles: [{ id: own.vehicleId, registerNumber: 'SMP-001' }],
    });
    expect((response.body as unknown as ShiftJson).clientKey).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('is ongoing while its last event runs', async () => {
    const shift = await api.create(own.users.admin, shiftBody(driverId, [{ start: day('12:00'), end: null }]));
    expect(shift).toMatchObject({ status: 'ongoing', end: null });
  });

  it('stores one shift for the same client key twice; another driver with that key is a 409', async () => {
    const body = shiftBody(driverId, [{ start: day('14:00'), end: day('15:00') }], { clientKey: 'device-1:shift-7' });
    const first = await api.call(own.users.user, 'POST', '/api/shifts', body);
    const again = await api.call(own.users.user, 'POST', '/api/shifts', {
      ...body,
      events: [{ workType: 2, start: day('14:00'), end: day('16:00') }],
    });
    expect(first.status).toBe(201);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    const otherDriver = await addDriver(t.context, own, { firstName: 'Eero', lastName: 'Esimerkki' });
    const clash = await api.call(own.users.user, 'POST', '/api/shifts', { ...body, driverId: otherDriver });
    expect(clash).toMatchObject({
      status: 409,
      body: { code: 'shifts:clientKeyOtherDriver', message: 'This shift was already uploaded for another driver' },
    });
  });

  it('stores one shift when the same upload arrives twice at once', async () => {
    const body = shiftBody(driverId, [{ start: day('17:00'), end: day('18:00') }], { clientKey: 'device-1:race' });
    const answers = await Promise.all([1, 2, 3].map(() => api.call(own.users.user, 'POST', '/api/shifts', body)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 201]);
    expect(new Set(answers.map((a) => a.body.id)).size).toBe(1);
  });

  it('refuses bad events with the message in the caller language, on the event it concerns', async () => {
    const body = shiftBody(driverId, [
      { start: day('06:00'), end: day('08:00') },
      { start: day('07:30'), end: day('09:00') },
    ]);
    const fi = await api.call(own.users.user, 'POST', '/api/shifts', body, 'fi');
    expect(fi.status).toBe(400);
    expect(fi.body.fields).toEqual(
      expect.arrayContaining([
        { path: 'events.0.end', message: expect.stringMatching(/\S/) },
        { path: 'events.1.start', message: expect.stringMatching(/\S/) },
      ]),
    );
    const en = await api.call(own.users.user, 'POST', '/api/shifts', body, 'en');
    const message = (response: typeof fi) =>
      (response.body.fields as { path: string; message: string }[]).find((f) => f.path === 'events.0.end')?.message;
    expect(message(en)).toBe('Event end time exceeds next event start');
    expect(message(fi)).not.toBe(message(en));
    expect(message(fi)).toBe(t.context.translator.t('shifts:problems.eventEndAfterNextStart', { lng: 'fi' }));
    expect((await api.call(own.users.user, 'POST', '/api/shifts', shiftBody(driverId, []))).body.fields).toEqual([
      { path: 'events', message: 'A shift needs at least one event' },
    ]);
  });

  it("refuses another organisation's driver or vehicle with a 400 naming the field", async () => {
    const driver = await api.call(
      own.users.admin,
      'POST',
      '/api/shifts',
      shiftBody(other.driverId!, [{ start: day('06:00'), end: day('07:00') }]),
    );
    expect(driver).toMatchObject({
      status: 400,
      body: { fields: [{ path: 'driverId', message: 'Choose a driver of your organisation' }] },
    });
    const vehicle = await api.call(
      own.users.admin,
      'POST',
      '/api/shifts',
      shiftBody(driverId, [{ start: day('06:00'), end: day('07:00') }], {
        vehicleIds: [own.vehicleId, other.vehicleId],
      }),
    );
    expect(vehicle).toMatchObject({
      status: 400,
      body: { fields: [{ path: 'vehicleIds.1', message: 'Choose a vehicle of your organisation' }] },
    });
  });
});

describe('reading shifts', () => {
  it("answers 404 for another organisation's shift, its history and its changes", async () => {
    const theirs = await api.create(
      other.users.admin,
      shiftBody(other.driverId!, [{ start: day('06:00'), end: day('07:00') }]),
    );
    for (const [method, url, body] of [
      ['GET', `/api/shifts/${theirs.id}`],
      ['GET', `/api/shifts/${theirs.id}/history`],
      [
        'PUT',
        `/api/shifts/${theirs.id}`,
        { ...shiftBody(driverId, [{ start: day('06:00'), end: day('07:00') }]), version: 1 },
      ],
      ['DELETE', `/api/shifts/${theirs.id}?version=1`],
      ['POST', `/api/shifts/${theirs.id}/approval`, { action: 'check', version: 1 }],
    ] as const) {
      expect((await api.call(own.users.admin, method, url, body)).status, `${method} ${url}`).toBe(404);
    }
    expect((await api.call(other.users.user, 'GET', `/api/shifts/${theirs.id}`)).status).toBe(200);
  });

  it('lists a period in start order, a page at a time, filtered by name, employee number and approval', async () => {
    const tenant = await shiftsTenant(t);
    const anna = await addDriver(t.context, tenant, { firstName: 'Anna', lastName: 'Virta', employeeNumber: 'E-100' });
    const bo = await addDriver(t.context, tenant, { firstName: 'Bo', lastName: '50%_Berg', employeeNumber: 'E-200' });
    const created: ShiftJson[] = [];
    for (let date = 1; date <= 5; date++) {
      for (const driver of [anna, bo]) {
        const start = `2026-04-0${date}T0${driver === anna ? 5 : 6}:00:00.000Z`;
        created.push(
          await api.create(tenant.users.user, shiftBody(driver, [{ start, end: `2026-04-0${date}T10:00:00.000Z` }])),
        );
      }
    }
    const pages: ShiftJson[] = [];
    let cursor: string | null = null;
    do {
      const response = await api.call(
        tenant.users.user,
        'GET',
        `/api/organisation/shifts?from=2026-04-01&to=2026-04-05&limit=3${cursor ? `&cursor=${cursor}` : ''}`,
      );
      expect(response.status).toBe(200);
      pages.push(...(response.body.items as ShiftJson[]));
      cursor = response.body.nextCursor as string | null;
    } while (cursor);
    expect(pages.map((s) => s.id)).toEqual(created.map((s) => s.id));

    const ids = async (query: string) =>
      (
        (await api.call(tenant.users.user, 'GET', `/api/shifts?from=2026-04-02&to=2026-04-03&${query}`)).body
          .items as ShiftJson[]
      ).map((s) => s.driverId);
    expect(await ids('search=virta')).toEqual([anna, anna]);
    expect(await ids('search=E-2')).toEqual([bo, bo]);
    expect(await ids(`search=${encodeURIComponent('50%_')}`)).toEqual([bo, bo]);
    expect(await ids('search=%25')).toEqual([bo, bo]);
    expect(await ids(`driverId=${anna}`)).toEqual([anna, anna]);
    expect(await ids('approval=checked')).toEqual([]);
    expect(
      (await api.call(tenant.users.user, 'GET', '/api/shifts?from=2026-04-01&to=2026-04-05&cursor=bm90LWEtY3Vyc29y'))
        .status,
    ).toBe(400);
  });
});

describe('changing a shift', () => {
  it('keeps every change: the second of two people editing the same version gets a 409 naming the first', async () => {
    const shift = await api.create(own.users.user, shiftBody(driverId, [{ start: day('20:00'), end: day('22:00') }]));
    const put = (user: typeof own.users.admin, end: string, language = 'en') =>
      api.call(
        user,
        'PUT',
        `/api/shifts/${shift.id}`,
        { ...shiftBody(driverId, [{ start: day('20:00'), end }]), version: shift.version },
        language,
      );
    const first = await put(own.users.superuser, day('22:30'));
    expect(first).toMatchObject({ status: 200, body: { version: 2, end: day('22:30') } });
    const second = await put(own.users.admin, day('23:00'), 'fi');
    expect(second.status).toBe(409);
    expect(second.body).toMatchObject({
      code: 'shifts:staleVersion',
      message: expect.stringContaining('Superuser Person'),
    });
    expect((await api.call(own.users.admin, 'GET', `/api/shifts/${shift.id}`)).body).toMatchObject({
      version: 2,
      end: day('22:30'),
    });
  });

  it('lists who changed what and when, newest first, with the shift before and after', async () => {
    const shift = await api.create(own.users.user, shiftBody(driverId, [{ start: day('06:00'), end: day('07:00') }]));
    await api.call(own.users.admin, 'PUT', `/api/shifts/${shift.id}`, {
      ...shiftBody(driverId, [{ start: day('06:00'), end: day('08:00') }]),
      version: 1,
    });
    const history = await api.call(own.users.superuser, 'GET', `/api/shifts/${shift.id}/history`);
    expect(history.status).toBe(200);
    expect(history.body).toMatchObject([
      {
        action: 'update',
        byUserId: own.users.admin.id,
        byName: 'Admin Person',
        before: { end: day('07:00'), version: 1 },
        after: { end: day('08:00'), version: 2 },
      },
      {
        action: 'create',
        byUserId: own.users.user.id,
        byName: 'User Person',
        before: null,
        after: { end: day('07:00') },
      },
    ]);
    expect(Date.parse((history.body as unknown as { at: string }[])[0]!.at)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('is removed by an Admin or Superuser at its version; a User gets 403, an approved shift stays', async () => {
    const shift = await api.create(own.users.user, shiftBody(driverId, [{ start: day('06:00'), end: day('07:00') }]));
    expect((await api.call(own.users.user, 'DELETE', `/api/shifts/${shift.id}?version=1`)).status).toBe(403);
    await api.call(own.users.admin, 'POST', `/api/shifts/${shift.id}/approval`, { action: 'approve', version: 1 });
    expect(await api.call(own.users.admin, 'DELETE', `/api/shifts/${shift.id}?version=2`)).toMatchObject({
      status: 409,
      body: { code: 'shifts:approval.itemApproved' },
    });
    await api.call(own.users.admin, 'POST', `/api/shifts/${shift.id}/approval`, {
      action: 'removeApproval',
      version: 2,
    });
    expect((await api.call(own.users.superuser, 'DELETE', `/api/shifts/${shift.id}?version=2`)).status).toBe(409);
    expect((await api.call(own.users.superuser, 'DELETE', `/api/shifts/${shift.id}?version=3`)).status).toBe(204);
    expect((await api.call(own.users.admin, 'GET', `/api/shifts/${shift.id}`)).status).toBe(404);
    expect((await api.call(own.users.admin, 'GET', `/api/shifts/${shift.id}/history`)).status).toBe(404);
  });
});

describe("the organisation's API clients (spec section 7)", () => {
  it('read the shifts page and add shifts, kept in the history under the client id', async () => {
    const credentials = await createApiClient(t.database.db, own.organisationId, 'Payroll');
    const basic = Buffer.from(
      `${encodeURIComponent(credentials.clientId)}:${encodeURIComponent(credentials.clientSecret)}`,
    ).toString('base64');
    const tokenResponse = await t.app.inject({
      method: 'POST',
      url: '/oidc/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: `Basic ${basic}` },
      payload: 'grant_type=client_credentials',
    });
    const headers = { authorization: `Bearer ${tokenResponse.json<{ access_token: string }>().access_token}` };
    const page = await t.app.inject({
      method: 'GET',
      url: '/api/organisation/shifts?from=2026-03-02&to=2026-03-02',
      headers,
    });
    expect(page.statusCode).toBe(200);
    expect(page.json<{ items: unknown[] }>().items.length).toBeGreaterThan(0);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/shifts',
      headers,
      payload: shiftBody(driverId, [{ start: day('01:00'), end: day('02:00') }]),
    });
    expect(created.statusCode).toBe(201);
    const history = await api.call(own.users.admin, 'GET', `/api/shifts/${created.json<{ id: string }>().id}/history`);
    expect(history.body).toMatchObject([{ action: 'create', byUserId: null, byName: credentials.clientId }]);
  });
});

it('documents the shift routes in the OpenAPI description', async () => {
  const paths = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
    paths: Record<string, Record<string, { tags?: string[] }>>;
  }>().paths;
  for (const path of [
    '/api/shifts',
    '/api/organisation/shifts',
    '/api/shifts/{id}',
    '/api/shifts/{id}/history',
    '/api/shifts/{id}/split',
    '/api/shifts/merge',
    '/api/shifts/{id}/end',
    '/api/shifts/{id}/approval',
    '/api/timesheet/drivers/{driverId}',
  ]) {
    expect(
      Object.values(paths[path] ?? {}).every((operation) => operation.tags?.includes('shifts')),
      path,
    ).toBe(true);
    expect(paths[path], path).toBeDefined();
  }
});
