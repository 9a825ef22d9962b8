import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHARING_DATA_TYPES, type SharingDataType } from '@rahti/domain';
import { createTenant, type TestTenant } from '../helpers/tenants';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { addOrganisationData } from '../organisation-data/sample-data';
import { addCustomer } from '../invoices/invoice-fixtures';
import { routeBody } from '../routes/route-fixtures';
import { approvedShift, costedVehicle } from '../tasks/task-fixtures';
import { addDriver } from '../timesheet/timesheet-fixtures';
import { findSample, fillPath } from '../platform/route-samples';
import { sharingApi } from './sharing-fixtures';

/**
 * The route sweep of sharing (issue 27): with the other organisation's tokens, every GET route
 * of the API is called before, during and after a share of each data type. Only the sharing
 * items route ever shows the owner's rows, only the one item each scope names, and only while
 * the share is active; no other route (lists, one item by id) shows any of them at any time.
 */
let t: TestApp;
let own: TestTenant;
let partner: TestTenant;
let http: ReturnType<typeof sharingApi>;
/** Per data type: the item each share's scope names, the one it leaves out, and the scope. */
const items = {} as Record<SharingDataType, { inScope: string; outside: string; scope: Record<string, unknown> }>;
/** What of the owner no route may show the partner outside a share. */
const secrets: string[] = [];

beforeAll(async () => {
  t = await createTestApp({ now: () => new Date('2026-11-20T10:00:00Z') });
  http = sharingApi(t);
  own = await addOrganisationData(t.context, await createTenant(t.context, { name: 'Omistaja Oy' }));
  partner = await createTenant(t.context, { name: 'Kumppani Oy' });
  const truck = await costedVehicle(t, own, 'OMA-101', { perHour: 60, perKm: 1 });
  const route = async (code: string) => {
    const created = await http.api(own.users.admin, 'POST', '/api/routes', routeBody({ name: `Reitti ${code}`, code }));
    expect(created.status, created.raw.body).toBe(201);
    return created.body.id!;
  };
  const [shared, kept] = [await route('JR1'), await route('OR2')];
  const driver = await addDriver(t, own, { firstName: 'Salainen', lastName: 'Kuljettaja' });
  const shift = (routeId: string, day: string) =>
    approvedShift(t.context, own, {
      driverId: driver,
      vehicleIds: [truck],
      routeId,
      start: `2026-11-${day}T05:00:00Z`,
      end: `2026-11-${day}T13:00:00Z`,
      startKm: 100,
      endKm: 400,
    });
  const customers = [
    await addCustomer(t, own, { name: 'Jaettava Asiakas Oy', businessId: null }),
    await addCustomer(t, own, { name: 'Pidettävä Asiakas Oy', businessId: null }),
  ];
  const task = async (customerId: string, day: string) => {
    const created = await http.api(own.users.user, 'POST', '/api/tasks', {
      vehicleId: truck,
      customerId,
      start: `2026-11-${day}T06:00:00Z`,
      end: `2026-11-${day}T08:00:00Z`,
      km: 120,
      income: 480,
      description: `Salainen kuorma ${day}`,
    });
    expect(created.status, created.raw.body).toBe(201);
    return created.body.id!;
  };
  const invoice = async (customerId: string) => {
    const created = await http.api(own.users.user, 'POST', '/api/invoices', {
      customerId,
      date: '2026-11-18',
      rows: [{ description: 'Rahti', quantity: 1, unit: 'kpl', unitPrice: 250, vatPercent: 25.5 }],
    });
    expect(created.status, created.raw.body).toBe(201);
    return created.body.id!;
  };
  items.shifts = {
    inScope: await shift(shared, '09'),
    outside: await shift(kept, '10'),
    scope: { routeIds: [shared] },
  };
  items.routes = { inScope: shared, outside: kept, scope: { routeIds: [shared] } };
  items.tasks = {
    inScope: await task(customers[0]!, '11'),
    outside: await task(customers[1]!, '12'),
    scope: { customerIds: [customers[0]] },
  };
  items.invoices = {
    inScope: await invoice(customers[0]!),
    outside: await invoice(customers[1]!),
    scope: { customerIds: [customers[0]] },
  };
  for (const type of SHARING_DATA_TYPES) secrets.push(items[type].inScope, items[type].outside);
  secrets.push('Salainen', 'Pidettävä Asiakas', 'Jaettava Asiakas', 'OMA-101', 'Omistaja Oy');
});
afterAll(() => t.close());

/** Every GET route but sharing's own, with the owner's ids where a path takes one. */
function getRoutes(): string[] {
  const urls = t.routes
    .filter((r) => [r.method].flat().includes('GET') && r.url.startsWith('/api/') && !r.url.startsWith('/api/docs'))
    .filter(
      (r) => !r.url.startsWith('/api/sharing') && r.config?.access !== 'public' && r.config?.access !== 'siteOperator',
    )
    .map((r) => r.url);
  return urls.flatMap((url) => {
    const query = findSample('GET', url)?.query?.(own);
    if (!url.includes(':')) return [fillPath(url, {}, query)];
    // A path with ids is asked for each of the owner's items: none may answer it to the partner.
    return secrets
      .slice(0, 8)
      .map((id) => fillPath(url, Object.fromEntries([...url.matchAll(/:(\w+)/g)].map((m) => [m[1], id])), query));
  });
}

async function sweepShowsNothing(): Promise<void> {
  const leaks: string[] = [];
  const urls = getRoutes();
  // The sweep is worth something only while it reaches the API's read routes.
  expect(urls.length).toBeGreaterThan(150);
  for (const url of urls) {
    // The Admin reaches every route a User does, and more.
    const response = await t.app.inject({ method: 'GET', url, headers: partner.users.admin.headers });
    const leaked = secrets.filter((secret) => response.body.includes(secret));
    if (leaked.length > 0) leaks.push(`${url} → ${response.statusCode} shows ${leaked.join(', ')}`);
  }
  expect(leaks).toEqual([]);
}

const itemsUrl = (id: string, type: SharingDataType) =>
  `/api/sharing/${id}/items/${type}?from=2026-11-01&to=2026-11-30`;

describe('shares of each data type', () => {
  const shares = {} as Record<SharingDataType, string>;

  it('before any exists: the partner reaches nothing of the owner', async () => {
    await sweepShowsNothing();
  });

  it.each(SHARING_DATA_TYPES)(
    'a share of %s shows the one item its scope names, and only through its items route',
    async (type) => {
      shares[type] = await http.active(own, partner, {
        dataTypes: [type],
        direction: 'send',
        scope: items[type].scope,
      });
      const shown = await http.items(partner.users.user, shares[type], type);
      expect(shown.map((item) => item.id)).toEqual([items[type].inScope]);
      expect(shown[0]?.organisationName).toBe('Omistaja Oy');
      for (const other of SHARING_DATA_TYPES.filter((d) => d !== type))
        expect((await http.api(partner.users.user, 'GET', itemsUrl(shares[type], other))).status).toBe(404);
    },
  );

  it('while all four are active: no other route shows any of it', async () => {
    await sweepShowsNothing();
  });

  it('after they end: nothing, from any route', async () => {
    for (const type of SHARING_DATA_TYPES) {
      expect((await http.api(own.users.admin, 'DELETE', `/api/sharing/${shares[type]}`)).status).toBe(204);
      expect(await http.items(partner.users.user, shares[type], type)).toEqual([]);
    }
    await sweepShowsNothing();
  });
});
