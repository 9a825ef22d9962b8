import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestTenant } from '../helpers/tenants';
import type { TestApp } from '../helpers/test-app';
import { truckCalculation } from './calculator-fixtures';
import { startTwoOrganisations } from '../helpers/two-organisations';

let t: TestApp;
let own: TestTenant;
let other: TestTenant;

beforeAll(async () => {
  ({ t, own, other } = await startTwoOrganisations());
});
afterAll(() => t.close());

const send = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  tenant: TestTenant,
  payload?: object,
  language = 'en',
) =>
  t.app.inject({
    method,
    url,
    headers: { ...tenant.users.user.headers, 'accept-language': language },
    ...(payload ? { payload } : {}),
  });

async function createCalculation(tenant: TestTenant, values: object = {}) {
  const response = await send('POST', '/api/calculations', tenant, { ...truckCalculation, ...values });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: string; name: string } & Record<string, unknown>;
}

describe('calculations', () => {
  it('saves a calculation any member can make, reading decimal commas, and restores it by id', async () => {
    const created = await createCalculation(own);
    expect(created).toMatchObject({
      name: 'Volvo FH 2026',
      kind: 'newInvestment',
      vehicleClass: 3,
      calculationType: 'vehicle',
      currency: 'EUR',
      nickname: 'Iso-Volvo',
      hasImage: false,
      vehicle: { purchasePrice: 150000, downPayment: 30000.5 },
      usage: { workingDaysPerYear: 250, hoursPerDay: 8, plannedUseYears: 6 },
    });
    const restored = await send('GET', `/api/calculations/${created.id}`, own);
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toEqual(created);
  });

  it('lists summaries with the cost per hour and per km, searched and sorted', async () => {
    const van = await createCalculation(own, { name: 'Sprinter', nickname: 'Pikkubussi', vehicleClass: 2 });
    const list = await send('GET', '/api/calculations?search=pikku', own);
    expect(list.statusCode).toBe(200);
    const rows = list.json() as { id: string; name: string; costPerHour: number; costPerKm: number }[];
    expect(rows.map((r) => r.id)).toEqual([van.id]);
    expect(rows[0]?.costPerHour).toBeGreaterThan(0);

    const truck = (await send('GET', '/api/calculations?search=volvo', own)).json() as {
      costPerHour: number;
      costPerKm: number;
    }[];
    // Worked example 1 of the domain's cost-model tests: 38.985017 per hour, 0.447 per km.
    expect(truck[0]?.costPerHour).toBeCloseTo(38.985017, 5);
    expect(truck[0]?.costPerKm).toBeCloseTo(0.447, 9);

    const byName = (await send('GET', '/api/calculations?sort=name', own)).json() as { name: string }[];
    const names = byName.map((r) => r.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  });

  it('replaces a calculation with PUT and keeps it when the body is bad', async () => {
    const created = await createCalculation(own);
    const changed = await send('PUT', `/api/calculations/${created.id}`, own, {
      ...truckCalculation,
      name: 'Renamed',
      usage: { kmPerYear: '80 000', plannedUseYears: 5 },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({
      id: created.id,
      name: 'Renamed',
      usage: { kmPerYear: 80000, plannedUseYears: 5 },
    });
    const bad = await send('PUT', `/api/calculations/${created.id}`, own, {
      ...truckCalculation,
      vehicle: { purchasePrice: -5, downPayment: 0 },
    });
    expect(bad.statusCode).toBe(400);
    expect((await send('GET', `/api/calculations/${created.id}`, own)).json()).toMatchObject({ name: 'Renamed' });
  });

  it('copies with a translated "(copy)" suffix', async () => {
    const created = await createCalculation(own);
    const copy = await send('POST', `/api/calculations/${created.id}/copy`, own);
    expect(copy.statusCode).toBe(201);
    expect(copy.json()).toMatchObject({ name: 'Volvo FH 2026 (copy)', vehicle: { purchasePrice: 150000 } });
    expect((copy.json() as { id: string }).id).not.toBe(created.id);
    const finnish = await send('POST', `/api/calculations/${created.id}/copy`, own, undefined, 'fi');
    expect(finnish.json()).toMatchObject({ name: 'Volvo FH 2026 (kopio)' });
  });

  it('deletes with 204, then the calculation is gone', async () => {
    const created = await createCalculation(own);
    expect((await send('DELETE', `/api/calculations/${created.id}`, own)).statusCode).toBe(204);
    expect((await send('GET', `/api/calculations/${created.id}`, own)).statusCode).toBe(404);
    expect((await send('DELETE', `/api/calculations/${created.id}`, own)).statusCode).toBe(404);
  });

  it("answers another organisation's calculation with 404 on every call and never lists it", async () => {
    const theirs = await createCalculation(other, { name: 'Their secret truck' });
    for (const [method, url, body] of [
      ['GET', `/api/calculations/${theirs.id}`],
      ['PUT', `/api/calculations/${theirs.id}`, truckCalculation],
      ['POST', `/api/calculations/${theirs.id}/copy`],
      ['DELETE', `/api/calculations/${theirs.id}`],
    ] as const) {
      expect((await send(method, url, own, body)).statusCode, `${method} ${url}`).toBe(404);
    }
    const list = (await send('GET', '/api/calculations?search=secret', own)).json() as unknown[];
    expect(list).toEqual([]);
    expect((await send('GET', `/api/calculations/${theirs.id}`, other)).statusCode).toBe(200);
  });
});

describe('bad calculation bodies', () => {
  const fieldsOf = (body: string) =>
    Object.fromEntries(
      (JSON.parse(body) as { fields: { path: string; message: string }[] }).fields.map((f) => [f.path, f.message]),
    );

  it("answer 400 with the spec's messages for the fields a new investment needs", async () => {
    const response = await send('POST', '/api/calculations', own, {
      ...truckCalculation,
      vehicle: { purchasePrice: '-1' },
      usage: {},
      revenue: { revenueValue: 'lots' },
    });
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response.body)).toMatchObject({
      'vehicle.purchasePrice': 'Value can not be smaller than 0',
      'vehicle.downPayment': 'Down payment is required',
      'usage.plannedUseYears': 'Planned use is required',
      'revenue.revenueValue': 'Enter a valid number',
      'revenue.yearlyCost': 'Yearly cost is required',
    });
  });

  it('answer in Finnish when the caller works in Finnish', async () => {
    const response = await send(
      'POST',
      '/api/calculations',
      own,
      { ...truckCalculation, kind: 'existingVehicle', vehicle: {} },
      'fi',
    );
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response.body)).toMatchObject({
      'vehicle.ageWhenPurchasedYears': 'Ikä ostohetkellä on pakollinen',
      'vehicle.redemptionPrice': 'Lunastushinta on pakollinen',
    });
  });

  it('reject a target margin of 100 % on a job that costs something', async () => {
    const response = await send('POST', '/api/calculations', own, {
      ...truckCalculation,
      pricing: { hours: 2, km: 10, targetMarginPercent: 100 },
    });
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response.body)).toEqual({
      'pricing.targetMarginPercent': 'Target profit margin must be below 100 %',
    });
  });

  it('reject a job price with no cost: "Total cost must be above 0"', async () => {
    const response = await send('POST', '/api/calculations', own, {
      name: 'Quote',
      kind: 'jobPricing',
      vehicleClass: 3,
      currency: 'EUR',
      pricing: { hours: 0, km: 0 },
    });
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response.body)).toEqual({ 'pricing.costPerHour': 'Total cost must be above 0' });
  });

  it('reject an unknown vehicle class and a missing name', async () => {
    const response = await send('POST', '/api/calculations', own, { ...truckCalculation, name: ' ', vehicleClass: 12 });
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response.body)).toMatchObject({ name: 'Required', vehicleClass: 'Choose a vehicle type' });
  });
});
