import { describe, expect, it } from 'vitest';
import { defaultFuelPrice, withCalculationDefaults } from './calculation-defaults';
import type { CalculationDefaults } from './calculation-defaults.schemas';
import { calculationBodySchema, calculationInputSchema } from './calculation.schemas';
import { builtInFuelPrice, vehicleDefaults } from './defaults';
import { allowanceDefaults, wageDefaults } from './wage-defaults';

/** An organisation's defaults for a truck in EUR: its own tax, vacation fraction and electricity price. */
const organisationDefaults: CalculationDefaults = {
  vehicleClass: 3,
  currency: 'EUR',
  ...vehicleDefaults(3, 'EUR'),
  vehicleTax: 950,
  fuelCost: 1.75,
  wages: { ...wageDefaults(), vacationSupplementPercentage: 0.2 },
  allowances: { ...allowanceDefaults(), fullDomestic: 40 },
  fuelPrices: [
    { fuelType: 0, price: 1.75 },
    { fuelType: 1, price: 0.21 },
    { fuelType: 5, price: 1.6 },
  ],
  overridden: ['vehicleTax', 'fuelCost', 'wages'],
};

const jobBody = (defaults: object = {}, wages: object = {}) =>
  calculationBodySchema.parse({
    name: 'Job',
    kind: 'jobPricing',
    vehicleClass: 3,
    currency: 'EUR',
    defaults,
    wages,
    pricing: { costPerHour: 50, costPerKm: 1, hours: 2, km: 100 },
  });

describe('built-in fuel prices', () => {
  it('follow the fuel, in its unit, ×10 in kronor', () => {
    expect(builtInFuelPrice(0, 'EUR')).toBe(1.1); // €/l, the spec's fuelCost
    expect(builtInFuelPrice(1, 'EUR')).toBe(0.15); // €/kWh
    expect(builtInFuelPrice(5, 'EUR')).toBe(1.6); // €/kg
    expect(builtInFuelPrice(1, 'SEK')).toBe(1.5);
  });

  it('fill a calculation that chose electricity but typed no price', () => {
    const input = calculationInputSchema.parse({ ...jobBodyValues(), defaults: { fuelType: 1 } });
    expect(input.defaults).toMatchObject({ fuelType: 1, fuelCost: 0.15 });
    const typed = calculationInputSchema.parse({ ...jobBodyValues(), defaults: { fuelType: 1, fuelCost: '0,3' } });
    expect(typed.defaults).toMatchObject({ fuelType: 1, fuelCost: 0.3 });
  });
});

function jobBodyValues() {
  return {
    name: 'Job',
    kind: 'jobPricing',
    vehicleClass: 3,
    currency: 'EUR',
    pricing: { costPerHour: 50, costPerKm: 1, hours: 2, km: 100 },
  };
}

describe('defaultFuelPrice', () => {
  it("is the defaults' own fuel cost for their fuel, else the fuel's price in the list", () => {
    expect(defaultFuelPrice(organisationDefaults, 0)).toBe(1.75);
    expect(defaultFuelPrice(organisationDefaults, 1)).toBe(0.21);
    expect(defaultFuelPrice(organisationDefaults, 5)).toBe(1.6);
  });
});

describe('withCalculationDefaults', () => {
  it("fills what the body leaves out from the organisation's defaults, wage fractions included", () => {
    const input = withCalculationDefaults(jobBody(), organisationDefaults);
    expect(input.defaults).toEqual({ ...vehicleDefaults(3, 'EUR'), vehicleTax: 950, fuelCost: 1.75 });
    expect(input.wages).toMatchObject({ ...wageDefaults(), vacationSupplementPercentage: 0.2 });
  });

  it('keeps what the body gives, and prices a chosen fuel with its own default price', () => {
    const input = withCalculationDefaults(
      jobBody({ vehicleTax: '1000', fuelType: 1 }, { vacationSupplementPercentage: 0.1 }),
      organisationDefaults,
    );
    expect(input.defaults).toMatchObject({ vehicleTax: 1000, fuelType: 1, fuelCost: 0.21, insuranceAllRisk: 1300 });
    expect(input.wages.vacationSupplementPercentage).toBe(0.1);
    expect(
      withCalculationDefaults(jobBody({ fuelType: 1, fuelCost: 0.5 }), organisationDefaults).defaults.fuelCost,
    ).toBe(0.5);
  });

  it("pays a daily allowance at the organisation's amount for its type unless the body gives one", () => {
    const domestic = withCalculationDefaults(
      jobBody({}, { dailyAllowanceType: 1, allowanceDaysPerYear: 100 }),
      organisationDefaults,
    );
    expect(domestic.wages.allowancePerDay).toBe(40);
    const abroad = withCalculationDefaults(jobBody({}, { dailyAllowanceType: 4 }), organisationDefaults);
    expect(abroad.wages.allowancePerDay).toBe(61.1);
    const own = withCalculationDefaults(
      jobBody({}, { dailyAllowanceType: 1, allowancePerDay: '30' }),
      organisationDefaults,
    );
    expect(own.wages.allowancePerDay).toBe(30);
    expect(withCalculationDefaults(jobBody(), organisationDefaults).wages.allowancePerDay).toBeUndefined();
  });
});
