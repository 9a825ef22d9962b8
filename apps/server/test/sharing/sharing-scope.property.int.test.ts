import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenant, type TestTenant } from '../helpers/tenants';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { addOrganisationData } from '../organisation-data/sample-data';
import { addCustomer } from '../invoices/invoice-fixtures';
import { routeBody } from '../routes/route-fixtures';
import { approvedShift, costedVehicle } from '../tasks/task-fixtures';
import { addDriver } from '../timesheet/timesheet-fixtures';
import { sharingApi } from './sharing-fixtures';

/**
 * Property (issue 27): whatever scope a share has, the receiver reads exactly the owner's items
 * inside it — never one outside (routes, vehicles, customers, dates), never one missing.
 */
interface Item {
  id: string;
  routeId: string | null;
  vehicleId: string;
  customerId: string | null;
  day: string;
}

let t: TestApp;
let own: TestTenant;
let partner: TestTenant;
let http: ReturnType<typeof sharingApi>;
const routes: string[] = [];
const vehicles: string[] = [];
const customers: string[] = [];
const shifts: Item[] = [];
const tasks: Item[] = [];
const day = (n: number) => `2026-11-${String(n).padStart(2, '0')}`;

beforeAll(async () => {
  t = await createTestApp({ now: () => new Date('2026-11-28T10:00:00Z') });
  http = sharingApi(t);
  own = await addOrganisationData(t.context, await createTenant(t.context, { name: 'Omistaja Oy' }));
  partner = await createTenant(t.context, { name: 'Kumppani Oy' });
  for (const code of ['PR1', 'PR2', 'PR3']) {
    const created = await http.api(own.users.admin, 'POST', '/api/routes', routeBody({ name: `Reitti ${code}`, code }));
    routes.push(created.body.id!);
  }
  for (const [i, plate] of ['PRP-101', 'PRP-102', 'PRP-103'].entries())
    vehicles.push(await costedVehicle(t, own, plate, { perHour: 50 + i, perKm: 1 }));
  for (const name of ['Asiakas A Oy', 'Asiakas B Oy', 'Asiakas C Oy'])
    customers.push(await addCustomer(t, own, { name, businessId: null }));
  const driver = await addDriver(t, own, { firstName: 'Pia', lastName: 'Property' });
  for (let i = 0; i < 12; i++) {
    const item = {
      routeId: i % 4 === 3 ? null : routes[i % 3]!,
      vehicleId: vehicles[(i * 2) % 3]!,
      customerId: i % 5 === 4 ? null : customers[i % 3]!,
      day: day(2 + i * 2),
    };
    const shiftId = await approvedShift(t.context, own, {
      driverId: driver,
      vehicleIds: [item.vehicleId],
      ...(item.routeId ? { routeId: item.routeId } : {}),
      start: `${item.day}T05:00:00Z`,
      end: `${item.day}T12:00:00Z`,
      startKm: 0,
      endKm: 100,
    });
    shifts.push({ ...item, id: shiftId, customerId: null });
    const task = await http.api(own.users.user, 'POST', '/api/tasks', {
      vehicleId: item.vehicleId,
      ...(item.customerId ? { customerId: item.customerId } : {}),
      start: `${item.day}T06:00:00Z`,
      end: `${item.day}T08:00:00Z`,
      km: 50,
      income: 300,
    });
    expect(task.status, task.raw.body).toBe(201);
    tasks.push({ ...item, id: task.body.id!, routeId: null });
  }
});
afterAll(() => t.close());

const subset = (all: readonly string[]) =>
  fc.option(fc.subarray([...all], { minLength: 1 }), { nil: undefined, freq: 2 });
const scopeArbitrary = () =>
  fc.record({
    routeIds: subset(routes),
    vehicleIds: subset(vehicles),
    customerIds: subset(customers),
    dates: fc.option(
      fc.tuple(fc.integer({ min: 1, max: 30 }), fc.integer({ min: 0, max: 29 })).map(([from, length]) => ({
        from: day(from),
        to: day(Math.min(30, from + length)),
      })),
      { nil: undefined },
    ),
  });

/** What a scope admits of a data type, by the rule of decision 0037: a part a row lacks leaves it out. */
function admitted(
  type: 'shifts' | 'tasks',
  item: Item,
  scope: ReturnType<typeof scopeArbitrary> extends fc.Arbitrary<infer S> ? S : never,
) {
  if (scope.routeIds && !(item.routeId && scope.routeIds.includes(item.routeId))) return false;
  if (scope.vehicleIds && !scope.vehicleIds.includes(item.vehicleId)) return false;
  if (type === 'tasks' && scope.customerIds && !(item.customerId && scope.customerIds.includes(item.customerId)))
    return false;
  if (scope.dates && (item.day < scope.dates.from || item.day > scope.dates.to)) return false;
  return true;
}

describe('a share’s scope', () => {
  it('shows the receiver exactly the items inside it', async () => {
    await fc.assert(
      fc.asyncProperty(scopeArbitrary(), fc.constantFrom('shifts' as const, 'tasks' as const), async (scope, type) => {
        const body = {
          dataTypes: [type],
          direction: 'send',
          scope: {
            ...(scope.routeIds ? { routeIds: scope.routeIds } : {}),
            ...(scope.vehicleIds ? { vehicleIds: scope.vehicleIds } : {}),
            ...(scope.customerIds ? { customerIds: scope.customerIds } : {}),
            ...(scope.dates ?? {}),
          },
        };
        const id = await http.active(own, partner, body);
        const shown = await http.items(partner.users.user, id, type);
        const ended = await http.api(own.users.admin, 'DELETE', `/api/sharing/${id}`);
        expect(ended.status).toBe(204);
        const expected = (type === 'shifts' ? shifts : tasks).filter((item) => admitted(type, item, scope));
        expect(shown.map((item) => item.id).sort()).toEqual(expected.map((item) => item.id).sort());
      }),
      { numRuns: 20 },
    );
  });
});
