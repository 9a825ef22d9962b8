import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenant, type TestTenant } from '../helpers/tenants';
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

const call = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Record<string, string>, payload?: object) =>
  t.app.inject({ method, url, headers: { ...headers, 'accept-language': 'en' }, ...(payload ? { payload } : {}) });

describe('defaults for a new calculation', () => {
  it('gives a truck in SEK the spec figures: tax 9 270 kr, all-risk 13 000 kr, 8 tyres', async () => {
    const response = await call(
      'GET',
      '/api/calculations/defaults?vehicleClass=3&currency=SEK',
      own.users.user.headers,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      vehicleClass: 3,
      currency: 'SEK',
      vehicleTax: 9270,
      insuranceAllRisk: 13000,
      countOfTyres: 8,
      tyresCost: 40000,
      fuelCost: 11,
      interestRate: 2.5,
      residualValue: 16,
      flex: 3,
      wages: {
        overtimeUnder12hSupplementPercentage: 0.5,
        overtimeOver12hSupplementPercentage: 1,
        vacationSupplementPercentage: 0.185,
      },
      allowances: { fullDomestic: 35.7 },
      overridden: [],
    });
  });

  it('rejects an unknown class or currency with 400', async () => {
    expect(
      (await call('GET', '/api/calculations/defaults?vehicleClass=10&currency=SEK', own.users.user.headers)).statusCode,
    ).toBe(400);
    expect(
      (await call('GET', '/api/calculations/defaults?vehicleClass=3&currency=NOK', own.users.user.headers)).statusCode,
    ).toBe(400);
  });

  it("applies the organisation's own vehicle details, fuel price and wage details, and only its own", async () => {
    const admin = own.users.admin.headers;
    const details = await call('POST', '/api/organisation/vehicledetails', admin, {
      vehicleClass: 3,
      currency: 'SEK',
      vehicleTax: '9500',
      countOfTyres: 10,
    });
    expect(details.statusCode).toBe(201);
    expect(
      (await call('POST', '/api/organisation/fuelprices', admin, { fuelType: 0, currency: 'SEK', price: '18,45' }))
        .statusCode,
    ).toBe(201);
    expect(
      (
        await call('POST', '/api/organisation/wagedetails', admin, {
          vacationSupplementPercentage: 0.2,
          allowances: { fullDomestic: 40 },
        })
      ).statusCode,
    ).toBe(201);

    const defaults = (
      await call('GET', '/api/calculations/defaults?vehicleClass=3&currency=SEK', own.users.user.headers)
    ).json() as Record<string, unknown>;
    expect(defaults).toMatchObject({ vehicleTax: 9500, countOfTyres: 10, fuelCost: 18.45, insuranceAllRisk: 13000 });
    expect(defaults).toMatchObject({
      wages: { vacationSupplementPercentage: 0.2, sickLeaveSupplementPercentage: 0.03 },
      allowances: { fullDomestic: 40, halfDomestic: 16.2 },
    });
    expect(defaults.overridden).toEqual(expect.arrayContaining(['vehicleTax', 'countOfTyres', 'fuelCost', 'wages']));

    const inEuros = (
      await call('GET', '/api/calculations/defaults?vehicleClass=3&currency=EUR', own.users.user.headers)
    ).json();
    expect(inEuros).toMatchObject({ vehicleTax: 927, fuelCost: 1.1 });
    const theirs = (
      await call('GET', '/api/calculations/defaults?vehicleClass=3&currency=SEK', other.users.user.headers)
    ).json();
    expect(theirs).toMatchObject({ vehicleTax: 9270, countOfTyres: 8, fuelCost: 11, overridden: [] });
  });
});

describe('organisation settings', () => {
  it('lets Admin or Superuser change vehicle details, and refuses a second row for the same class', async () => {
    const created = await call('POST', '/api/organisation/vehicledetails', own.users.superuser.headers, {
      vehicleClass: 2,
      currency: 'EUR',
      insuranceAllRisk: 800,
    });
    expect(created.statusCode).toBe(201);
    const id = (created.json() as { id: string }).id;
    const duplicate = await call('POST', '/api/organisation/vehicledetails', own.users.admin.headers, {
      vehicleClass: 2,
      currency: 'EUR',
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toMatchObject({ message: 'This vehicle type already has its own default values' });
    const changed = await call('PUT', `/api/organisation/vehicledetails/${id}`, own.users.admin.headers, {
      vehicleClass: 2,
      currency: 'EUR',
      insuranceAllRisk: 900,
    });
    expect(changed.json()).toMatchObject({ id, vehicleClass: 2, insuranceAllRisk: 900 });
    const list = (await call('GET', '/api/organisation/vehicledetails', own.users.user.headers)).json() as {
      id: string;
    }[];
    expect(list.map((row) => row.id)).toContain(id);
    expect(
      (
        await call('POST', '/api/organisation/vehicledetails', own.users.user.headers, {
          vehicleClass: 1,
          currency: 'EUR',
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await call('PUT', `/api/organisation/vehicledetails/${id}`, other.users.admin.headers, {
          vehicleClass: 2,
          currency: 'EUR',
        })
      ).statusCode,
    ).toBe(404);
  });

  it('gives the spec wage defaults until the organisation saves its own, then updates them', async () => {
    const before = (await call('GET', '/api/organisation/wagedetails', other.users.user.headers)).json();
    expect(before).toMatchObject({
      isSaved: false,
      updatedAt: null,
      nightWorkSupplementPercentage: 0.2,
      unemploymentInsuranceAnnualSalaryOrganisationLimit: 2169000,
    });
    expect(
      (
        await call('PUT', '/api/organisation/wagedetails', other.users.admin.headers, {
          nightWorkSupplementPercentage: 0.25,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await call('POST', '/api/organisation/wagedetails', other.users.admin.headers, {
          nightWorkSupplementPercentage: '0,25',
        })
      ).statusCode,
    ).toBe(201);
    expect((await call('POST', '/api/organisation/wagedetails', other.users.admin.headers, {})).statusCode).toBe(409);
    const updated = await call('PUT', '/api/organisation/wagedetails', other.users.admin.headers, {
      nightWorkSupplementPercentage: 0.3,
    });
    expect(updated.json()).toMatchObject({
      isSaved: true,
      nightWorkSupplementPercentage: 0.3,
      eveningWorkSupplementPercentage: 0.15,
    });
  });

  it("tells the organisation's own wage values apart from the built-in ones", async () => {
    const tenant = await createTenant(t.context);
    const builtIn = (await call('GET', '/api/organisation/wagedetails', tenant.users.user.headers)).json();
    expect(builtIn).toMatchObject({ isSaved: false, ownValues: { allowances: {} } });
    expect(Object.keys(builtIn.ownValues)).toEqual(['allowances']);
    await call('POST', '/api/organisation/wagedetails', tenant.users.admin.headers, {
      nightWorkSupplementPercentage: '0,25',
      allowances: { fullDomestic: 40 },
    });
    const saved = (await call('GET', '/api/organisation/wagedetails', tenant.users.user.headers)).json();
    expect(saved).toMatchObject({
      nightWorkSupplementPercentage: 0.25,
      eveningWorkSupplementPercentage: 0.15,
      allowances: { fullDomestic: 40, halfDomestic: 16.2 },
    });
    expect(saved.ownValues).toEqual({ nightWorkSupplementPercentage: 0.25, allowances: { fullDomestic: 40 } });
  });

  it('records every fuel price change with its time in the history', async () => {
    const created = await call('POST', '/api/organisation/fuelprices', other.users.admin.headers, {
      fuelType: 3,
      currency: 'EUR',
      price: '2,05',
    });
    expect(created.statusCode).toBe(201);
    const id = (created.json() as { id: string }).id;
    await call('PUT', `/api/organisation/fuelprices/${id}`, other.users.admin.headers, {
      fuelType: 3,
      currency: 'EUR',
      price: 1.99,
    });
    await call('PUT', `/api/organisation/fuelprices/${id}`, other.users.superuser.headers, {
      fuelType: 3,
      currency: 'EUR',
      price: 2.1,
    });
    const history = (await call('GET', '/api/organisation/fuelhistory', other.users.user.headers)).json() as {
      fuelPriceId: string;
      price: number;
      changedAt: string;
    }[];
    expect(history.filter((row) => row.fuelPriceId === id).map((row) => row.price)).toEqual([2.1, 1.99, 2.05]);
    expect(Number.isNaN(Date.parse(history[0]?.changedAt ?? ''))).toBe(false);
    expect((await call('GET', '/api/organisation/fuelhistory', own.users.user.headers)).json()).not.toContainEqual(
      expect.objectContaining({ fuelPriceId: id }),
    );
    const negative = await call('POST', '/api/organisation/fuelprices', other.users.admin.headers, {
      fuelType: 1,
      currency: 'EUR',
      price: -1,
    });
    expect(negative.statusCode).toBe(400);
    expect(negative.json()).toMatchObject({ fields: [{ path: 'price', message: 'Value can not be smaller than 0' }] });
  });
});

describe('a calculation saved without default values (issue 9)', () => {
  it('holds the same defaults GET /api/calculations/defaults shows the organisation, not the built-in table', async () => {
    const tenant = await createTenant(t.context);
    const admin = tenant.users.admin.headers;
    expect(
      (
        await call('POST', '/api/organisation/vehicledetails', admin, {
          vehicleClass: 3,
          currency: 'EUR',
          vehicleTax: 950,
          insuranceAllRisk: '1 500',
          residualValue: 20,
        })
      ).statusCode,
    ).toBe(201);
    expect(
      (await call('POST', '/api/organisation/fuelprices', admin, { fuelType: 0, currency: 'EUR', price: '1,75' }))
        .statusCode,
    ).toBe(201);
    expect(
      (await call('POST', '/api/organisation/fuelprices', admin, { fuelType: 1, currency: 'EUR', price: '0,21' }))
        .statusCode,
    ).toBe(201);
    expect(
      (
        await call('POST', '/api/organisation/wagedetails', admin, {
          vacationSupplementPercentage: 0.2,
          employerPensionInsuranceContributionPercentage: 0.17,
          allowances: { fullDomestic: 40 },
        })
      ).statusCode,
    ).toBe(201);

    const user = tenant.users.user.headers;
    const shown = (await call('GET', '/api/calculations/defaults?vehicleClass=3&currency=EUR', user)).json() as Record<
      string,
      unknown
    > & { wages: object };
    expect(shown).toMatchObject({
      vehicleTax: 950,
      insuranceAllRisk: 1500,
      residualValue: 20,
      fuelType: 0,
      fuelCost: 1.75,
    });
    const {
      vehicleClass: _c,
      currency: _cur,
      wages,
      allowances: _a,
      fuelPrices: _f,
      overridden: _o,
      ...shownVehicleDefaults
    } = shown;

    const posted = await call('POST', '/api/calculations', user, truckCalculation);
    expect(posted.statusCode, posted.body).toBe(201);
    const stored = (await call('GET', `/api/calculations/${(posted.json() as { id: string }).id}`, user)).json() as {
      defaults: object;
      wages: object;
    };
    expect(stored.defaults).toEqual(shownVehicleDefaults);
    expect(stored.wages).toMatchObject(wages);
    expect(stored.wages).toMatchObject({
      vacationSupplementPercentage: 0.2,
      employerPensionInsuranceContributionPercentage: 0.17,
      sickLeaveSupplementPercentage: 0.03,
    });

    // A daily allowance chosen without an amount is paid at the organisation's amount for its type.
    const allowance = await call('POST', '/api/calculations', user, {
      ...truckCalculation,
      wages: { ...truckCalculation.wages, dailyAllowanceType: 1, allowanceDaysPerYear: 100 },
    });
    expect(allowance.json()).toMatchObject({ wages: { dailyAllowanceType: 1, allowancePerDay: 40 } });

    // A fuel chosen without a price gets the organisation's price for that fuel; a typed value stays.
    const electric = await call('POST', '/api/calculations', user, {
      ...truckCalculation,
      defaults: { fuelType: 1, vehicleTax: 0 },
    });
    expect(electric.json()).toMatchObject({
      defaults: { fuelType: 1, fuelCost: 0.21, vehicleTax: 0, insuranceAllRisk: 1500 },
    });
    const gas = await call('POST', '/api/calculations', user, { ...truckCalculation, defaults: { fuelType: 5 } });
    expect(gas.json()).toMatchObject({ defaults: { fuelType: 5, fuelCost: 1.6 } });
  });

  it('lists every fuel at the organisation price, else the built-in one, in the currency asked', async () => {
    const tenant = await createTenant(t.context);
    expect(
      (
        await call('POST', '/api/organisation/fuelprices', tenant.users.admin.headers, {
          fuelType: 1,
          currency: 'SEK',
          price: 2,
        })
      ).statusCode,
    ).toBe(201);
    const shown = (
      await call('GET', '/api/calculations/defaults?vehicleClass=3&currency=SEK', tenant.users.user.headers)
    ).json() as { fuelPrices: { fuelType: number; price: number }[] };
    expect(shown.fuelPrices).toContainEqual({ fuelType: 1, price: 2 });
    expect(shown.fuelPrices).toContainEqual({ fuelType: 0, price: 11 });
    expect(shown.fuelPrices).toContainEqual({ fuelType: 7, price: 17 });
  });
});
