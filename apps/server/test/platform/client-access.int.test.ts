import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../../src/auth/oidc/api-clients';
import { withTenant } from '../../src/db/tenant';
import { createCalculatorFixtures } from '../calculations/calculator-fixtures';
import { createTenant, type TestTenant, type TestUser } from '../helpers/tenants';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { addOrganisationData } from '../organisation-data/sample-data';
import { addDriver, addShiftData, signInDriver } from '../shifts/shift-fixtures';
import { fillPath, findSample } from './route-samples';

/**
 * Issue 21: the role table decides for every client. Walks Fastify's route table and calls every
 * API route with the driver app's token and with an organisation's API client token, against
 * expectations written out by hand (a wrong role table cannot pass its own test).
 */
let t: TestApp;
let own: TestTenant;
/** An Admin who also drives, signed in through the driver app: only the client keeps them out of the office. */
let driver: TestUser;
let driverId: string;
let machine: { headers: { authorization: string } };
let routes: { method: string; url: string; access: string }[];

/** The driver app's token reaches these and nothing else: the app's own routes, the driver's own shifts and absences, their account. */
const DRIVER_APP_REACHES = [
  'GET /api/health',
  // Public: the calendar feed's token is its key (an unknown one is 404 for anyone).
  'GET /api/fleet-calendar/:token.ics',
  // Public: the token exchange for API credentials, which a bearer token does not pass (401).
  'POST /api/organisation/getaccesstoken',
  'GET /api/driver/me',
  'POST /api/driver/sync',
  'POST /api/driver/positions',
  'PUT /api/driver/files/:key',
  'GET /api/shifts',
  'GET /api/organisation/shifts',
  'GET /api/shifts/:id',
  'GET /api/shifts/:id/history',
  'POST /api/shifts',
  'PUT /api/shifts/:id',
  'GET /api/absences',
  'GET /api/absences/:id',
  'GET /api/absences/:id/history',
  'POST /api/absences',
  'PUT /api/absences/:id',
  'GET /api/account/me',
  'PUT /api/account/me',
  'PUT /api/account/password',
];

/** A machine has no account, no web app and no phone: these were 500s (issue 21) and are 403. */
const NOT_FOR_MACHINES = [
  'GET /api/account/me',
  'PUT /api/account/me',
  'PUT /api/account/password',
  'POST /api/salesforce',
  'POST /api/pageviews',
  'GET /api/driver/me',
  'POST /api/driver/sync',
  'POST /api/driver/positions',
  'PUT /api/driver/files/:key',
];
/** Beyond those, an API client acts as a User: the management levels keep it out, by role. */
const MANAGEMENT_LEVELS = ['adminOrSuperuser', 'admin', 'siteOperator'];

beforeAll(async () => {
  t = await createTestApp();
  own = await addOrganisationData(t.context, await createTenant(t.context));
  await addShiftData(t.context, own);
  await createCalculatorFixtures(t.app, own);
  driverId = await addDriver(t.context, own, { firstName: 'Diego', lastName: 'Driver' });
  driver = await signInDriver(t.context, own, driverId);
  await withTenant(t.database.db, own.organisationId, (tx) =>
    tx.updateTable('users').set({ role: 'Admin' }).where('id', '=', driver.id).execute(),
  );

  const credentials = await createApiClient(t.database.db, own.organisationId, 'ERP');
  own.apiClientId = credentials.clientId;
  const basic = Buffer.from(
    `${encodeURIComponent(credentials.clientId)}:${encodeURIComponent(credentials.clientSecret)}`,
  ).toString('base64');
  const token = await t.app.inject({
    method: 'POST',
    url: '/oidc/token',
    headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: `Basic ${basic}` },
    payload: 'grant_type=client_credentials',
  });
  machine = { headers: { authorization: `Bearer ${token.json<{ access_token: string }>().access_token}` } };

  routes = t.routes
    .filter((r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/docs'))
    .flatMap((r) =>
      [r.method]
        .flat()
        .filter((m) => m !== 'HEAD')
        .map((method) => ({ method, url: r.url, access: r.config?.access ?? 'undeclared' })),
    );
});
afterAll(() => t.close());

function call(method: string, url: string, headers: Record<string, string>) {
  const sample = findSample(method, url) ?? {};
  return t.app.inject({
    method: method as 'GET',
    url: fillPath(url, sample.params?.(own) ?? {}, sample.query?.(own)),
    headers: { ...headers, 'accept-language': 'en' },
    ...(sample.body !== undefined ? { payload: sample.body as object } : {}),
  });
}

describe('every API route', () => {
  it('declares its line of the role table', () => {
    expect(routes.length).toBeGreaterThan(100);
    for (const { method, url, access } of routes) expect(access, `${method} ${url}`).not.toBe('undeclared');
  });
});

describe("the driver app's token", () => {
  it('answers 403 on every route but the driver app, the driver’s own items and account', async () => {
    const reached: string[] = [];
    for (const { method, url } of routes) {
      const response = await call(method, url, driver.headers);
      const label = `${method} ${url}: ${response.statusCode} ${response.body.slice(0, 200)}`;
      expect(response.statusCode, label).toBeLessThan(500);
      if (response.statusCode === 403 && response.json<{ code: string }>().code === 'forbidden') continue;
      reached.push(`${method} ${url}`);
    }
    expect(reached.sort()).toEqual([...DRIVER_APP_REACHES].sort());
  });

  it("shows the driver their own shifts and no one else's", async () => {
    const mine = await t.app.inject({
      method: 'POST',
      url: '/api/shifts',
      headers: driver.headers,
      payload: {
        driverId,
        vehicleIds: [],
        events: [{ workType: 1, start: '2026-03-02T05:00:00.000Z', end: '2026-03-02T05:30:00.000Z' }],
        clientKey: 'phone:own',
      },
    });
    expect(mine.statusCode).toBe(201);
    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/shifts?from=2026-03-02&to=2026-03-02',
      headers: driver.headers,
    });
    expect(listed.json<{ items: { driverId: string }[] }>().items.map((s) => s.driverId)).toEqual([driverId]);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/shifts/${own.shiftId}`, headers: driver.headers })).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/shifts/${own.shiftId}/history`, headers: driver.headers }))
        .statusCode,
    ).toBe(404);
  });

  it('no longer opens what the issue found open: wages, payroll, other drivers, positions, calculations', async () => {
    for (const [method, url, payload] of [
      ['GET', '/api/drivers'],
      ['GET', `/api/drivers/${own.driverId}`],
      ['POST', '/api/payroll/export', { system: 1, from: '2026-03-01', to: '2026-03-31' }],
      ['GET', '/api/shift-summary?from=2026-03-01&to=2026-03-31'],
      ['GET', '/api/driving-time/drivers'],
      ['GET', `/api/driving-time/drivers/${own.driverId}`],
      ['GET', '/api/vehicle-locations'],
      ['GET', '/api/organisation/wagedetails'],
      ['GET', '/api/organisation/fuelprices'],
      ['POST', '/api/calculations', { name: 'x' }],
      ['DELETE', `/api/calculations/${own.calculationId}`],
    ] as const) {
      const response = await t.app.inject({ method, url, headers: driver.headers, ...(payload ? { payload } : {}) });
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.json(), `${method} ${url}`).toMatchObject({
        code: 'forbidden',
        message: 'You do not have permission to do this',
      });
    }
  });

  it('stops working once the office takes the driver app from the account', async () => {
    const other = await addDriver(t.context, own, { firstName: 'Ex', lastName: 'Driver' });
    const former = await signInDriver(t.context, own, other);
    expect((await t.app.inject({ method: 'GET', url: '/api/driver/me', headers: former.headers })).statusCode).toBe(
      200,
    );
    await withTenant(t.database.db, own.organisationId, (tx) =>
      tx.updateTable('users').set({ is_driver: false }).where('id', '=', former.id).execute(),
    );
    expect((await t.app.inject({ method: 'GET', url: '/api/driver/me', headers: former.headers })).statusCode).toBe(
      401,
    );
  });
});

describe("an organisation's API client token", () => {
  it('answers every route deliberately, never a 500', async () => {
    for (const { method, url } of routes) {
      const response = await call(method, url, machine.headers);
      expect(response.statusCode, `${method} ${url}: ${response.body.slice(0, 300)}`).toBeLessThan(500);
    }
  });

  it('gets 403 on the routes of a person and of management, and reaches the rest', async () => {
    for (const { method, url, access } of routes) {
      const key = `${method} ${url}`;
      const response = await call(method, url, machine.headers);
      const refused = response.statusCode === 403 && response.json<{ code: string }>().code === 'forbidden';
      const expected = NOT_FOR_MACHINES.includes(key) || MANAGEMENT_LEVELS.includes(access);
      expect(refused, `${key} (${access}): ${response.statusCode} ${response.body.slice(0, 200)}`).toBe(expected);
    }
  });
});

describe('the routes register (issue 23)', () => {
  it('is the office’s: an API client adds, reads, runs and removes a route; the driver app’s token gets 403', async () => {
    const route = {
      name: 'ERP route',
      waypoints: [
        { lat: 60.29, lng: 25.04 },
        { lat: 61.5, lng: 23.76 },
      ],
      recurrence: {
        frequency: 'weekly',
        interval: 1,
        weekdays: ['TU'],
        startDate: '2026-03-03',
        startTime: '06:00',
        durationMinutes: 120,
      },
    };
    const created = await t.app.inject({ method: 'POST', url: '/api/routes', ...machine, payload: route });
    expect(created.statusCode).toBe(201);
    const id = created.json<{ id: string }>().id;
    const expected: [string, string, number][] = [
      ['GET', '/api/routes', 200],
      ['GET', `/api/routes/${id}`, 200],
      ['GET', `/api/routes/${id}/occurrences?from=2026-03-01&to=2026-03-31`, 200],
      ['GET', `/api/routes/${id}/plan-vs-actual?month=2026-03`, 200],
      ['DELETE', `/api/routes/${id}`, 204],
    ];
    for (const [method, url] of expected) {
      const refused = await t.app.inject({ method: method as 'GET', url, headers: driver.headers });
      expect(refused.statusCode, `driver app: ${method} ${url}`).toBe(403);
    }
    for (const [method, url, status] of expected) {
      const response = await t.app.inject({ method: method as 'GET', url, ...machine });
      expect(response.statusCode, `API client: ${method} ${url}`).toBe(status);
    }
  });
});

it('tells a token of a client this product does not have that it is not signed in', async () => {
  const token = await t.context.accessTokens.sign({
    id: own.users.admin.id,
    OrganisationId: own.organisationId,
    OrganisationName: own.name,
    OrganisationCurrency: 'EUR',
    Role: 'Admin',
    DisplayLanguage: 'en',
    client_id: 'vueapp',
  });
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/organisation',
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.statusCode).toBe(401);
});
