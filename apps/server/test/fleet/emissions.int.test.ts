import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenant, type TestTenant } from '../helpers/tenants';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { apiAs } from '../organisation-data/api';
import { addOrganisationData } from '../organisation-data/sample-data';
import { addDriver, shiftBody, shiftsApi } from '../shifts/shift-fixtures';
import { costedVehicle } from '../tasks/task-fixtures';

/** Refuels, factors and the emissions report (issue 25) through HTTP, computed by hand. */
let t: TestApp;
let own: TestTenant;
let other: TestTenant;
let api: ReturnType<typeof apiAs>;
let a: string;
let b: string;
const customers: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp({ now: () => new Date('2027-05-02T10:00:00Z') });
  api = apiAs(t);
  own = await addOrganisationData(t.context, await createTenant(t.context));
  other = await addOrganisationData(t.context, await createTenant(t.context));
  // Both costed by a calculation of 30 l/100 km; B has no refuel, so it is modelled.
  a = await costedVehicle(t, own, 'EMA-100', { perHour: 60, perKm: 1 });
  b = await costedVehicle(t, own, 'EMB-200', { perHour: 60, perKm: 1 });
  const driverId = await addDriver(t.context, own, { firstName: 'Eeva', lastName: 'Ekonen' });
  for (const name of ['Alfa Oy', 'Beta Ab']) {
    const created = await api(own.users.user, 'POST', '/api/organisation/customers', { name });
    if (created.status !== 201) throw new Error(`customer: ${created.status} ${created.raw.body}`);
    customers[name] = created.body.id as string;
  }
  const task = async (
    vehicleId: string,
    start: string,
    km: number,
    weightKg: number | null,
    customer: string | null,
  ) => {
    const created = await api(own.users.user, 'POST', '/api/tasks', {
      vehicleId,
      driverId,
      customerId: customer && customers[customer],
      start,
      end: start.replace('T06', 'T10'),
      km,
      income: 500,
      weightKg,
      description: `${km} km`,
    });
    if (created.status !== 201) throw new Error(`task: ${created.status} ${created.raw.body}`);
  };
  await task(a, '2027-03-10T06:00:00Z', 200, 10_000, 'Alfa Oy'); // 2 000 t·km
  await task(a, '2027-03-11T06:00:00Z', 400, 5_000, 'Alfa Oy'); // 2 000 t·km
  await task(a, '2027-03-12T06:00:00Z', 100, null, null); // no weight: no share
  await task(b, '2027-03-12T06:00:00Z', 150, 8_000, 'Beta Ab'); // 1 200 t·km; 45 l modelled
  for (const [at, fuelType, amount, unit] of [
    ['2027-03-05T08:00:00Z', 0, 300, 'l'],
    ['2027-03-20T08:00:00Z', 0, 200, 'l'],
    ['2027-03-20T08:05:00Z', 4, 25, 'l'], // AdBlue: not counted
    ['2027-03-31T22:30:00Z', 0, 100, 'l'], // 1 April 01:30 in Helsinki: April's, without a task
  ] as const) {
    const refuel = await api(own.users.user, 'POST', '/api/refuels', { vehicleId: a, at, fuelType, amount, unit });
    if (refuel.status !== 201) throw new Error(`refuel: ${refuel.status} ${refuel.raw.body}`);
  }
});
afterAll(() => t.close());

const report = async (query: string, tenant = own) => {
  const response = await api(tenant.users.user, 'GET', `/api/emissions?${query}`);
  expect(response.status).toBe(200);
  return response.body.rows as Record<string, unknown>[];
};

describe('emission factors', () => {
  it('are the built-in ones until the organisation sets its own', async () => {
    const before = await api(own.users.user, 'GET', '/api/emission-factors');
    expect((before.body as unknown as Record<string, unknown>[]).find((f) => f.fuelType === 0)).toMatchObject({
      unit: 'l',
      ttwKgPerUnit: 2.67,
      wtwKgPerUnit: 3.24,
      isDefault: true,
    });
    const refused = await api(own.users.user, 'PUT', '/api/emission-factors', []);
    expect(refused.status).toBe(403);
    const saved = await api(own.users.admin, 'PUT', '/api/emission-factors', [
      { fuelType: 0, unit: 'l', ttwKgPerUnit: 2.5, wtwKgPerUnit: 3, source: 'Supplier 2027' },
    ]);
    expect(saved.status).toBe(200);
    expect((saved.body as unknown as Record<string, unknown>[]).find((f) => f.fuelType === 0)).toEqual({
      fuelType: 0,
      unit: 'l',
      ttwKgPerUnit: 2.5,
      wtwKgPerUnit: 3,
      source: 'Supplier 2027',
      isDefault: false,
    });
    const wrongUnit = await api(own.users.admin, 'PUT', '/api/emission-factors', [
      { fuelType: 5, unit: 'l', ttwKgPerUnit: 2.68, wtwKgPerUnit: 3.07, source: 'x' },
    ]);
    expect(wrongUnit.status).toBe(400);
  });
});

describe('the emissions report (diesel at 2.5 kg TTW and 3 kg WTW a litre)', () => {
  it('by vehicle: measured from refuels, modelled from consumption × task km', async () => {
    const rows = await report('from=2027-03-01&to=2027-03-31&groupBy=vehicle');
    // A: 500 l → 1 250 / 1 500 kg, 1 500 000 g ÷ 4 000 t·km = 375. B: 45 l → 112.5 / 135 kg, 135 000 ÷ 1 200 = 112.5.
    expect(rows).toEqual([
      {
        key: a,
        label: 'EMA-100',
        fuel: [{ fuelType: 0, amount: 500, unit: 'l' }],
        tonneKm: 4000,
        ttwKg: 1250,
        wttKg: 250,
        wtwKg: 1500,
        gPerTonneKm: 375,
        quality: 'measured',
      },
      {
        key: b,
        label: 'EMB-200',
        fuel: [{ fuelType: 0, amount: 45, unit: 'l' }],
        tonneKm: 1200,
        ttwKg: 112.5,
        wttKg: 22.5,
        wtwKg: 135,
        gPerTonneKm: 112.5,
        quality: 'modelled',
      },
    ]);
  });

  it('by customer, the month without tasks and the task without a customer “Not allocated”', async () => {
    const rows = await report('from=2027-03-01&to=2027-04-30&groupBy=customer');
    expect(rows.map((row) => [row.key, row.label, row.wtwKg, row.tonneKm, row.quality])).toEqual([
      [customers['Alfa Oy'], 'Alfa Oy', 1500, 4000, 'measured'],
      [null, 'Not allocated', 300, 0, 'measured'],
      [customers['Beta Ab'], 'Beta Ab', 135, 1200, 'modelled'],
    ]);
    const months = await report('from=2027-03-01&to=2027-04-30&groupBy=month');
    expect(months.map((row) => [row.key, row.fuel, row.ttwKg, row.wtwKg])).toEqual([
      ['2027-03', [{ fuelType: 0, amount: 545, unit: 'l' }], 1362.5, 1635],
      ['2027-04', [{ fuelType: 0, amount: 100, unit: 'l' }], 250, 300],
    ]);
  });

  it('is the organisation’s own: another sees none of it', async () => {
    expect(await report('from=2027-03-01&to=2027-04-30&groupBy=vehicle', other)).toEqual([]);
  });
});

describe('a refuel', () => {
  it('is in its fuel’s unit, on the organisation’s own vehicle', async () => {
    const wrongUnit = await api(
      own.users.user,
      'POST',
      '/api/refuels',
      { vehicleId: a, at: '2027-03-05T08:00:00Z', fuelType: 0, amount: 10, unit: 'kg' },
      'fi',
    );
    expect(wrongUnit.status).toBe(400);
    expect(wrongUnit.body.fields).toEqual([
      {
        path: 'unit',
        message:
          'Käytä polttoaineen omaa yksikköä: litrat dieselille, polttoöljylle, uusiutuvalle dieselille, LNG:lle ja nesteytetylle biokaasulle, kg CNG:lle ja paineistetulle biokaasulle, kWh sähkölle',
      },
    ]);
    const theirs = await api(own.users.user, 'POST', '/api/refuels', {
      vehicleId: other.vehicleId,
      at: '2027-03-05T08:00:00Z',
      fuelType: 0,
      amount: 10,
      unit: 'l',
    });
    expect(theirs.status).toBe(400);
    const listed = await api(own.users.user, 'GET', '/api/refuels?from=2027-04-01&to=2027-04-30');
    expect(listed.body).toEqual([
      {
        id: expect.any(String),
        vehicleId: a,
        at: '2027-03-31T22:30:00.000Z',
        fuelType: 0,
        amount: 100,
        unit: 'l',
        pricePerUnit: null,
        source: 'manual',
        flags: [],
      },
    ]);
  });
});

describe('a shift’s refuel event', () => {
  it('is a refuel of the shift’s vehicle while its answer is an amount', async () => {
    const driverId = await addDriver(t.context, own, { firstName: 'Risto', lastName: 'Tankki' });
    const shifts = shiftsApi(t);
    const refuelsOfMay = async () =>
      (
        (await api(own.users.user, 'GET', '/api/refuels?from=2027-05-01&to=2027-05-01')).body as unknown as {
          amount: number;
          source: string;
          vehicleId: string;
          at: string;
        }[]
      ).filter((refuel) => refuel.source === 'shift');
    const shift = await shifts.create(
      own.users.user,
      shiftBody(
        driverId,
        [
          { start: '2027-05-01T05:00:00Z', end: '2027-05-01T07:00:00Z' },
          { workType: 7, start: '2027-05-01T07:00:00Z', end: '2027-05-01T07:15:00Z', answer: '312,5' },
          { start: '2027-05-01T07:15:00Z', end: '2027-05-01T09:00:00Z' },
        ],
        { vehicleIds: [b] },
      ),
    );
    expect(await refuelsOfMay()).toEqual([
      expect.objectContaining({ vehicleId: b, at: '2027-05-01T07:00:00.000Z', amount: 312.5, source: 'shift' }),
    ]);
    const edited = await api(own.users.user, 'PUT', `/api/shifts/${shift.id}`, {
      ...shiftBody(driverId, [
        { start: '2027-05-01T05:00:00Z', end: '2027-05-01T07:00:00Z' },
        { workType: 7, start: '2027-05-01T07:00:00Z', end: '2027-05-01T07:15:00Z', answer: 'full tank' },
      ]),
      vehicleIds: [b],
      version: shift.version,
    });
    expect(edited.status).toBe(200);
    expect(await refuelsOfMay()).toEqual([]);
  });

  it('of a biodiesel vehicle is a refuel of renewable diesel, and the shift saves', async () => {
    const vehicle = await api(own.users.admin, 'POST', '/api/vehicles', {
      registerNumber: 'BIO-909',
      vehicleClass: 4,
      fuelType: 9,
    });
    expect(vehicle.status).toBe(201);
    const driverId = await addDriver(t.context, own, { firstName: 'Bea', lastName: 'Biodiesel' });
    await shiftsApi(t).create(
      own.users.user,
      shiftBody(
        driverId,
        [
          { start: '2027-04-20T05:00:00Z', end: '2027-04-20T07:00:00Z' },
          { workType: 7, start: '2027-04-20T07:00:00Z', end: '2027-04-20T07:15:00Z', answer: '280' },
        ],
        { vehicleIds: [vehicle.body.id as string] },
      ),
    );
    const listed = await api(own.users.user, 'GET', '/api/refuels?from=2027-04-20&to=2027-04-20');
    expect(listed.status).toBe(200);
    expect(listed.body).toEqual([
      expect.objectContaining({ vehicleId: vehicle.body.id, fuelType: 3, amount: 280, unit: 'l', source: 'shift' }),
    ]);
    expect((await report('from=2027-04-20&to=2027-04-20&groupBy=vehicle')).length).toBeGreaterThan(0);
  });
});
