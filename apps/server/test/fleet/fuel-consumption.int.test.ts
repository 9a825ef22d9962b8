import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenant, type TestTenant } from '../helpers/tenants';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { apiAs } from '../organisation-data/api';
import { addOrganisationData } from '../organisation-data/sample-data';
import { costedVehicle } from '../tasks/task-fixtures';

/** Refuel checks and consumption per month (issue 25) through HTTP, computed by hand. */
let t: TestApp;
let own: TestTenant;
let other: TestTenant;
let api: ReturnType<typeof apiAs>;
let truck: string;
const refuelIds: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp({ now: () => new Date('2027-05-02T10:00:00Z') });
  api = apiAs(t);
  own = await addOrganisationData(t.context, await createTenant(t.context));
  other = await addOrganisationData(t.context, await createTenant(t.context));
  // Costed by a calculation of 30 l/100 km.
  truck = await costedVehicle(t, own, 'FCT-300', { perHour: 60, perKm: 1 });
  // March in Helsinki runs from 28 Feb 22:00 UTC to 31 Mar 21:00 UTC (summer time from 28 March).
  for (const [at, km] of [
    ['2027-02-28T22:00:00Z', 100_000],
    ['2027-03-15T10:00:00Z', 101_500],
    ['2027-03-31T21:00:00Z', 103_000],
  ] as const) {
    const reading = await api(own.users.user, 'POST', `/api/vehicles/${truck}/odometer`, { at, km });
    if (reading.status >= 300) throw new Error(`reading: ${reading.status} ${reading.raw.body}`);
  }
  for (const [name, at, fuelType, amount] of [
    ['first', '2027-03-05T08:00:00Z', 0, 300],
    ['overTank', '2027-03-20T08:00:00Z', 0, 500],
    ['overUse', '2027-03-20T09:00:00Z', 0, 200],
    ['adBlue', '2027-03-20T09:05:00Z', 4, 40],
  ] as const) {
    const refuel = await api(own.users.user, 'POST', '/api/refuels', {
      vehicleId: truck,
      at,
      fuelType,
      amount,
      unit: 'l',
    });
    if (refuel.status !== 201) throw new Error(`refuel: ${refuel.status} ${refuel.raw.body}`);
    refuelIds[name] = refuel.body.id as string;
  }
});
afterAll(() => t.close());

const flagsOf = async (tenant = own) => {
  const response = await api(tenant.users.user, 'GET', '/api/refuels?from=2027-03-01&to=2027-03-31');
  expect(response.status).toBe(200);
  const rows = response.body as unknown as { id: string; flags: Record<string, unknown>[] }[];
  return new Map(rows.map((row) => [row.id, row.flags]));
};

describe('refuel checks', () => {
  it('flag nothing over the tank until its size is known, but a refuel over the km since the last', async () => {
    const flags = await flagsOf();
    expect(flags.get(refuelIds.first!)).toEqual([]);
    expect(flags.get(refuelIds.overTank!)).toEqual([]);
    expect(flags.get(refuelIds.adBlue!)).toEqual([]);
    // One hour after the 500 l refuel the odometer has moved 1 500 km × 1 h / 395 h ≈ 3.8 km:
    // 1.1 l expected, a limit of 1.1 × 1.3 + 50 = 51.5 l, and 200 l is over it.
    expect(flags.get(refuelIds.overUse!)).toEqual([{ kind: 'overUse', km: 3.8, expected: 1.1, limit: 51.5 }]);
  });

  it('flag a refuel that does not fit the tank an Admin has given', async () => {
    expect((await api(own.users.user, 'PUT', `/api/vehicles/${truck}/tank`, { capacity: 400 })).status).toBe(403);
    const set = await api(own.users.admin, 'PUT', `/api/vehicles/${truck}/tank`, { capacity: 400 });
    expect(set.status).toBe(200);
    expect(set.body).toEqual({ vehicleId: truck, capacity: 400 });
    expect((await flagsOf()).get(refuelIds.overTank!)).toEqual([{ kind: 'overTank', capacity: 400 }]);

    expect((await api(own.users.admin, 'PUT', `/api/vehicles/${truck}/tank`, { capacity: null })).status).toBe(200);
    expect((await flagsOf()).get(refuelIds.overTank!)).toEqual([]);
  });

  it("are not another organisation's to read or set", async () => {
    expect((await flagsOf(other)).size).toBe(0);
    const foreign = await api(other.users.admin, 'PUT', `/api/vehicles/${truck}/tank`, { capacity: 400 });
    expect(foreign.status).toBe(404);
  });
});

describe('consumption per month', () => {
  it("is the month's fuel over the km its odometer moved, AdBlue left out", async () => {
    const response = await api(own.users.user, 'GET', '/api/fuel-consumption?from=2027-03-10&to=2027-04-30');
    expect(response.status).toBe(200);
    // March: 300 + 500 + 200 l over 103 000 − 100 000 km = 33.33 l/100 km. April has no refuel.
    expect(response.body.rows).toEqual([
      { vehicleId: truck, month: '2027-03', unit: 'l', amount: 1_000, km: 3_000, per100Km: 33.33 },
    ]);
  });

  it('asks for a period forwards', async () => {
    const response = await api(own.users.user, 'GET', '/api/fuel-consumption?from=2027-04-30&to=2027-03-01');
    expect(response.status).toBe(400);
  });
});
