import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenant, type TestTenant } from '../helpers/tenants';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { apiAs } from '../organisation-data/api';
import { addOrganisationData } from '../organisation-data/sample-data';
import { addDriver } from '../shifts/shift-fixtures';
import { addVehicle } from '../timesheet/timesheet-fixtures';
import { approvedShift, costedVehicle } from './task-fixtures';

let t: TestApp;
let own: TestTenant;
let other: TestTenant;
let api: ReturnType<typeof apiAs>;
let truck: string;
let driverId: string;
const NOW = new Date('2026-11-20T12:00:00Z');

beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
  api = apiAs(t);
  own = await addOrganisationData(t.context, await createTenant(t.context, { name: 'Kuljetus Virtanen Oy' }));
  other = await addOrganisationData(t.context, await createTenant(t.context));
  truck = await costedVehicle(t, own, 'ABC-123', { perHour: 61.43, perKm: 0.87 });
  driverId = await addDriver(t.context, own, { firstName: 'Aino', lastName: 'Ajaja' });
});
afterAll(() => t.close());

const task = (extra: Record<string, unknown> = {}) => ({
  vehicleId: truck,
  driverId,
  start: '2026-11-02T06:00:00Z',
  end: '2026-11-02T08:30:00Z',
  km: 180,
  income: 600,
  otherCosts: 24.5,
  description: 'Helsinki → Tampere',
  weightKg: 12500,
  pallets: 18,
  ...extra,
});

describe('a vehicle’s calculation', () => {
  it('is assigned, read back with its rates, and removed with null', async () => {
    const vehicle = await addVehicle(t, own, 'XYZ-9');
    const calculation = await api(own.users.user, 'GET', `/api/vehicles/${truck}/calculation`);
    expect(calculation.status).toBe(200);
    expect(calculation.body).toMatchObject({ vehicleId: truck, timeCostPerHour: 61.43, distanceCostPerKm: 0.87 });
    const assigned = await api(own.users.user, 'PUT', `/api/vehicles/${vehicle}/calculation`, {
      calculationId: calculation.body.calculationId,
    });
    expect(assigned.body).toMatchObject({ vehicleId: vehicle, timeCostPerHour: 61.43 });
    const removed = await api(own.users.user, 'PUT', `/api/vehicles/${vehicle}/calculation`, { calculationId: null });
    expect(removed.body).toEqual({
      vehicleId: vehicle,
      calculationId: null,
      calculationName: null,
      timeCostPerHour: null,
      distanceCostPerKm: null,
    });
  });

  it('refuses another organisation’s calculation (400) and vehicle (404)', async () => {
    const otherCalculation = await api(other.users.admin, 'POST', '/api/calculations', {
      ...(await import('../calculations/calculator-fixtures')).truckCalculation,
    });
    const refused = await api(own.users.admin, 'PUT', `/api/vehicles/${truck}/calculation`, {
      calculationId: otherCalculation.body.id,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.fields).toEqual([{ path: 'calculationId', message: 'The calculation was not found' }]);
    const otherVehicle = await api(own.users.admin, 'PUT', `/api/vehicles/${other.vehicleId}/calculation`, {
      calculationId: null,
    });
    expect(otherVehicle.status).toBe(404);
  });
});

describe('tasks', () => {
  it('answers a new task with the economics computed by hand', async () => {
    const created = await api(own.users.user, 'POST', '/api/tasks', task());
    expect(created.status).toBe(201);
    // 2.5 h × 61.43 = 153.575 → 153.58; 180 km × 0.87 = 156.60; + 24.50 = 334.68; 600 − 334.68 = 265.32 (44.22 %)
    expect(created.body.economics).toEqual({
      hours: 2.5,
      km: 180,
      timeCostPerHour: 61.43,
      distanceCostPerKm: 0.87,
      timeCost: 153.58,
      distanceCost: 156.6,
      otherCosts: 24.5,
      totalCost: 334.68,
      income: 600,
      profit: 265.32,
      marginPercent: 44.22,
    });
    expect(created.body).toMatchObject({
      status: 'done',
      vehicleName: 'ABC-123',
      driverName: 'Ajaja Aino',
      pallets: 18,
    });
    const read = await api(own.users.user, 'GET', `/api/tasks/${created.body.id}`);
    expect(read.body).toEqual(created.body);
  });

  it('names the vehicle without a calculation', async () => {
    const bare = await addVehicle(t, own, 'NOC-1');
    const refused = await api(own.users.user, 'POST', '/api/tasks', task({ vehicleId: bare }), 'fi');
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      'Ajoneuvolle NOC-1 ei ole valittu laskelmaa. Valitse se ajoneuvosivulla, niin sen tehtävät saavat kustannuksen.',
    );
  });

  it('checks its input with the spec’s messages', async () => {
    const pallets = await api(own.users.user, 'POST', '/api/tasks', task({ pallets: 2.5 }));
    expect(pallets.status).toBe(400);
    expect(pallets.body.fields).toEqual([{ path: 'pallets', message: 'Pallet count must be a whole number' }]);
    const backwards = await api(own.users.user, 'POST', '/api/tasks', task({ end: '2026-11-02T05:00:00Z' }));
    expect(backwards.body.fields).toEqual([{ path: 'end', message: 'The end must be after the start' }]);
    const otherCustomer = await api(own.users.user, 'POST', '/api/tasks', task({ driverId: other.driverId }));
    expect(otherCustomer.status).toBe(400);
    expect(otherCustomer.body.fields).toEqual([{ path: 'driverId', message: 'The driver was not found' }]);
  });

  it('lists a period’s tasks with their economics, and totals that are the sums of the rows', async () => {
    await api(
      own.users.user,
      'POST',
      '/api/tasks',
      task({ start: '2026-11-10T07:00:00Z', end: '2026-11-10T07:20:00Z', km: 12.5, income: 40, otherCosts: 0 }),
    );
    await api(
      own.users.user,
      'POST',
      '/api/tasks',
      task({ start: '2026-11-25T07:00:00Z', end: '2026-11-25T17:00:00Z', km: 400, income: 900, otherCosts: 0 }),
    );
    const page = await api(own.users.user, 'GET', '/api/tasks?from=2026-11-01&to=2026-11-30&sort=start');
    expect(page.status).toBe(200);
    const items = page.body.items as {
      start: string;
      status: string;
      economics: { totalCost: number; profit: number; income: number };
    }[];
    expect(page.body.total).toBe(items.length);
    expect(items.map((item) => item.status)).toEqual([...items.map(() => 'done').slice(0, -1), 'upcoming']);
    const totals = await api(own.users.user, 'GET', '/api/tasks/totals?from=2026-11-01&to=2026-11-30');
    const sum = (pick: (item: (typeof items)[number]) => number) =>
      Math.round(items.reduce((total, item) => total + pick(item) * 100, 0)) / 100;
    expect(totals.body).toMatchObject({
      count: items.length,
      income: sum((item) => item.economics.income),
      totalCost: sum((item) => item.economics.totalCost),
      profit: sum((item) => item.economics.profit),
    });
    expect((totals.body.weeks as { week: string }[]).map((week) => week.week)).toContain('2026-W45');
    const upcoming = await api(own.users.user, 'GET', '/api/tasks?from=2026-11-01&to=2026-11-30&status=upcoming');
    expect(upcoming.body.total).toBe(1);
    const byProfit = await api(own.users.user, 'GET', '/api/tasks?from=2026-11-01&to=2026-11-30&sort=-profit&limit=1');
    expect((byProfit.body.items as { economics: { profit: number } }[])[0]!.economics.profit).toBe(
      Math.max(...items.map((item) => item.economics.profit)),
    );
  });

  it('saves a change at the version it was read, and refuses a stale one', async () => {
    const created = await api(own.users.user, 'POST', '/api/tasks', task());
    const saved = await api(own.users.user, 'PUT', `/api/tasks/${created.body.id}`, task({ income: 700, version: 1 }));
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ version: 2, income: 700, economics: { profit: 365.32 } });
    const stale = await api(own.users.user, 'PUT', `/api/tasks/${created.body.id}`, task({ income: 800, version: 1 }));
    expect(stale.status).toBe(409);
  });

  it('hides another organisation’s tasks (404) and its list', async () => {
    const created = await api(own.users.user, 'POST', '/api/tasks', task());
    for (const [method, url] of [
      ['GET', `/api/tasks/${created.body.id}`],
      ['DELETE', `/api/tasks/${created.body.id}`],
    ] as const)
      expect((await api(other.users.admin, method, url)).status).toBe(404);
    const list = await api(other.users.admin, 'GET', '/api/tasks?from=2026-11-01&to=2026-11-30');
    expect(list.body.total).toBe(0);
  });
});

describe('tasks from approved shifts', () => {
  it('makes one task per shift and vehicle with the shift’s hours and km, once', async () => {
    const trailer = await costedVehicle(t, own, 'TRL-7', { perHour: 5, perKm: 0.1 });
    const shiftId = await approvedShift(t.context, own, {
      driverId,
      vehicleIds: [truck, trailer],
      start: '2026-11-03T05:00:00Z',
      end: '2026-11-03T14:00:00Z',
      startKm: 120_000,
      endKm: 120_512.4,
    });
    const made = await api(own.users.user, 'POST', '/api/tasks/from-shifts', { shiftIds: [shiftId] });
    expect(made.status).toBe(201);
    const created = made.body.created as {
      vehicleName: string;
      shiftId: string;
      economics: { hours: number; km: number; timeCost: number };
    }[];
    expect(created.map((item) => [item.vehicleName, item.economics.hours, item.economics.km])).toEqual([
      ['ABC-123', 9, 512.4],
      ['TRL-7', 9, 512.4],
    ]);
    // 9 h × 61.43 = 552.87; 9 h × 5 = 45
    expect(created.map((item) => item.economics.timeCost)).toEqual([552.87, 45]);
    const again = await api(own.users.user, 'POST', '/api/tasks/from-shifts', { shiftIds: [shiftId] });
    expect(again.body).toEqual({ created: [], alreadyMade: 2 });
  });

  it('makes none when a vehicle has no calculation, and names it', async () => {
    const bare = await addVehicle(t, own, 'BARE-2');
    const shiftId = await approvedShift(t.context, own, {
      driverId,
      vehicleIds: [truck, bare],
      start: '2026-11-04T05:00:00Z',
      end: '2026-11-04T14:00:00Z',
      startKm: 1,
      endKm: 2,
    });
    const refused = await api(own.users.user, 'POST', '/api/tasks/from-shifts', { shiftIds: [shiftId] });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      'Could not create tasks; make sure every vehicle in the shift has a calculation assigned. Without one: BARE-2',
    );
    const list = await api(own.users.user, 'GET', '/api/tasks?from=2026-11-04&to=2026-11-04');
    expect(list.body.total).toBe(0);
  });
});

describe('removing tasks by source', () => {
  it('is for Admins only, after the organisation’s name is typed exactly', async () => {
    const url = (name: string) => `/api/organisation/tasks?source=internal&confirmName=${encodeURIComponent(name)}`;
    expect((await api(own.users.user, 'DELETE', url(own.name))).status).toBe(403);
    const wrong = await api(own.users.admin, 'DELETE', url('Kuljetus Virtanen'));
    expect(wrong.status).toBe(400);
    const before = await api(own.users.user, 'GET', '/api/tasks?from=2026-11-01&to=2026-11-30');
    const removed = await api(own.users.admin, 'DELETE', url('Kuljetus Virtanen Oy'));
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ deleted: before.body.total, kept: 0 });
    expect((await api(own.users.user, 'GET', '/api/tasks?from=2026-11-01&to=2026-11-30')).body.total).toBe(0);
  });
});
