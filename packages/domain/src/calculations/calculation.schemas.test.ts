import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calculationInputSchema } from './calculation.schemas';
import { amountField } from './number-fields';

const messages = (value: unknown) => {
  const result = calculationInputSchema.safeParse(value);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

const newTruck = {
  name: 'FH16',
  kind: 'newInvestment',
  vehicleClass: 3,
  currency: 'EUR',
  vehicle: { purchasePrice: '150 000', downPayment: '30000,50' },
  usage: { plannedUseYears: 6 },
  revenue: { revenueValue: 150000, yearlyCost: 0 },
};

describe('calculation input', () => {
  it('accepts a decimal comma and fills the defaults of every group', () => {
    const parsed = calculationInputSchema.parse(newTruck);
    expect(parsed.vehicle).toMatchObject({ purchasePrice: 150000, downPayment: 30000.5 });
    expect(parsed.usage).toMatchObject({ workingDaysPerYear: 250, hoursPerDay: 8 });
    expect(parsed.calculationType).toBe('vehicle');
    expect(parsed.wages.wageType).toBe('Hourlywage');
  });

  it('fills default values left out with the built-in ones for the class and currency', () => {
    const parsed = calculationInputSchema.parse({
      ...newTruck,
      currency: 'SEK',
      defaults: { vehicleTax: '9 500', fuelCost: '' },
    });
    expect(parsed.defaults).toMatchObject({ vehicleTax: 9500, fuelCost: 11, insuranceAllRisk: 13000, countOfTyres: 8 });
  });

  it('answers missing fields with the spec messages for each kind', () => {
    expect(messages({ ...newTruck, vehicle: {}, usage: {}, revenue: {} })).toEqual({
      'vehicle.purchasePrice': 'calculations:priceRequired',
      'vehicle.downPayment': 'calculations:downPaymentRequired',
      'usage.plannedUseYears': 'calculations:plannedUseRequired',
      'revenue.revenueValue': 'calculations:revenueValueRequired',
      'revenue.yearlyCost': 'calculations:yearlyCostRequired',
    });
    expect(messages({ ...newTruck, kind: 'existingVehicle', vehicle: {} })).toEqual({
      'vehicle.ageWhenPurchasedYears': 'calculations:agePurchasedRequired',
      'vehicle.currentValue': 'calculations:currentValueRequired',
      'vehicle.redemptionPrice': 'calculations:redemptionPriceRequired',
    });
    expect(messages({ ...newTruck, kind: 'jobPricing', pricing: { hours: 2, costPerHour: 0 } })).toEqual({
      'pricing.costPerHour': 'calculations:totalCostAboveZero',
    });
  });

  it('rejects negative values and non-numbers with the spec messages, naming missing fields too', () => {
    expect(messages({ ...newTruck, vehicle: { purchasePrice: -1, downPayment: 'abc' }, revenue: {} })).toEqual({
      'vehicle.purchasePrice': 'validation:notNegative',
      'vehicle.downPayment': 'validation:number',
      'revenue.revenueValue': 'calculations:revenueValueRequired',
      'revenue.yearlyCost': 'calculations:yearlyCostRequired',
    });
  });

  it('keeps the target margin below 100 % on a cost and at most 100 % on none', () => {
    const priced = (pricing: object) => messages({ ...newTruck, pricing })['pricing.targetMarginPercent'];
    expect(priced({ hours: 2, costPerHour: 50, targetMarginPercent: 100 })).toBe('calculations:targetMarginBelow100');
    expect(priced({ hours: 2, costPerHour: 50, targetMarginPercent: '99,5' })).toBeUndefined();
    expect(priced({ hours: 0, km: 0, targetMarginPercent: 100 })).toBeUndefined();
    expect(priced({ hours: 0, km: 0, targetMarginPercent: 100.5 })).toBe('calculations:targetMarginAtMost100');
  });

  it('rejects an unknown vehicle class, kind or currency', () => {
    expect(messages({ ...newTruck, vehicleClass: 10, kind: 'lease', currency: 'NOK' })).toMatchObject({
      vehicleClass: 'calculations:vehicleClassInvalid',
      kind: 'calculations:kindInvalid',
      currency: 'validation:currency',
    });
  });
});

describe('decimal comma parsing', () => {
  const field = amountField();
  it('reads "a,b" as a.b for any non-negative figure', () => {
    fc.assert(
      fc.property(fc.nat({ max: 10_000_000 }), fc.nat({ max: 99 }), (whole, cents) => {
        const text = `${whole},${String(cents).padStart(2, '0')}`;
        expect(field.parse(text)).toBeCloseTo(whole + cents / 100, 9);
        expect(field.parse(text.replace(',', '.'))).toBe(field.parse(text));
      }),
    );
  });

  it('rejects a negative figure typed with a comma', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), (whole) => {
        const result = field.safeParse(`-${whole},5`);
        expect(result.error?.issues[0]?.message).toBe('validation:notNegative');
      }),
    );
  });
});
