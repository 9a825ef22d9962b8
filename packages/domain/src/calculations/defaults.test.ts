import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { VEHICLE_CLASS_NUMBERS } from '../fleet/vehicle-classes';
import { VEHICLE_MONEY_FIELDS, vehicleDefaults } from './defaults';
import { allowanceDefaults, wageDefaults } from './wage-defaults';

describe('vehicle defaults', () => {
  it('gives a truck in SEK the golden figures: tax 9 270, all-risk 13 000, 8 tyres', () => {
    expect(vehicleDefaults(3, 'SEK')).toMatchObject({
      vehicleTax: 9270,
      insuranceAllRisk: 13000,
      countOfTyres: 8,
      tyresCost: 40000,
      fuelCost: 11,
    });
  });

  it('gives the spec general figures in EUR', () => {
    expect(vehicleDefaults(1, 'EUR')).toMatchObject({
      maintenanceCost: 0.002,
      fuelCost: 1.1,
      interestRate: 2.5,
      residualValue: 16,
      flex: 3,
      adBluePrice: 5,
      tyreCost: 0.001,
      fuelType: 0,
    });
  });

  it('gives round tyre sets per class (interpretation.md)', () => {
    expect(VEHICLE_CLASS_NUMBERS.map((c) => vehicleDefaults(c, 'EUR').tyresCost)).toEqual([
      500, 700, 4000, 4000, 5000, 6000, 8000, 3000, 500,
    ]);
    expect(VEHICLE_CLASS_NUMBERS.map((c) => vehicleDefaults(c, 'EUR').countOfTyres)).toEqual([
      4, 4, 8, 8, 14, 18, 22, 6, 4,
    ]);
    expect(VEHICLE_CLASS_NUMBERS.map((c) => vehicleDefaults(c, 'EUR').vehicleTax)).toEqual([
      580, 274, 927, 1328, 1328, 1328, 1328, 1328, 580,
    ]);
    expect(VEHICLE_CLASS_NUMBERS.map((c) => vehicleDefaults(c, 'EUR').investmentDeductions)).toEqual([
      100, 150, 400, 400, 400, 400, 400, 400, 100,
    ]);
    expect(VEHICLE_CLASS_NUMBERS.map((c) => vehicleDefaults(c, 'EUR').insuranceAllRisk)).toEqual([
      700, 700, 1300, 1300, 1400, 1400, 1400, 1300, 700,
    ]);
  });

  it('multiplies money by 10 in SEK and leaves percentages and counts alone', () => {
    fc.assert(
      fc.property(fc.constantFrom(...VEHICLE_CLASS_NUMBERS), (vehicleClass) => {
        const eur = vehicleDefaults(vehicleClass, 'EUR');
        const sek = vehicleDefaults(vehicleClass, 'SEK');
        for (const field of VEHICLE_MONEY_FIELDS) expect(sek[field], field).toBeCloseTo(eur[field] * 10, 9);
        for (const field of ['interestRate', 'residualValue', 'flex', 'countOfTyres', 'fuelType'] as const)
          expect(sek[field]).toBe(eur[field]);
        expect(vehicleDefaults(vehicleClass, 'USD')).toEqual(eur);
      }),
    );
  });
});

describe('wage and allowance defaults (spec section 9)', () => {
  it('names the two overtime supplements', () => {
    expect(wageDefaults()).toMatchObject({
      overtimeUnder12hSupplementPercentage: 0.5,
      overtimeOver12hSupplementPercentage: 1,
      vacationSupplementPercentage: 0.185,
    });
    expect(wageDefaults().unemploymentInsuranceAnnualSalaryOrganisationLimit).toBe(2_169_000);
  });

  it('gives the allowance amounts', () => {
    expect(allowanceDefaults()).toEqual({
      fullDomestic: 35.7,
      halfDomestic: 16.2,
      increasedDomesticFull: 45,
      fullAbroad: 61.1,
      halfAbroad: 34.8,
      increasedAbroadFull: 65.3,
    });
  });
});
