import { calculationInputSchema, type Calculation } from '@rahti/domain';
import { testId } from '../list/test-fixtures';

/**
 * A saved truck with round numbers, worked out by hand:
 * time-based per year = depreciation (100 000 − 20 % residual) / 5 years 16 000 + tax 1 000 +
 * insurance 2 000 + administration 1 000 = 20 000 over 200 days × 10 h = 2 000 h → 10.00 per hour;
 * per km = fuel 30 l/100 km × 2.00 = 0.60 + AdBlue 5 % × 0.30 l × 1.00 = 0.015 + tyres 0.01 +
 * maintenance 0.075 = 0.70; yearly total = 20 000 + 0.70 × 100 000 km = 90 000.
 * The driver is a contractor at 0 per hour, so wages add nothing.
 */
export function savedCalculation(overrides: Partial<Record<keyof Calculation, unknown>> = {}): Calculation {
  const { id = testId(1), ...input } = overrides;
  const parsed = calculationInputSchema.parse({
    name: 'Scania R 450',
    nickname: 'Blue Scania',
    kind: 'newInvestment',
    vehicleClass: 3,
    currency: 'EUR',
    vehicle: { purchasePrice: 100000, downPayment: 20000, consumptionPer100Km: 30 },
    defaults: {
      maintenanceCost: 0.075,
      fuelCost: 2,
      fuelType: 0,
      interestRate: 0,
      investmentDeductions: 0,
      vehicleTax: 1000,
      residualValue: 20,
      insuranceAllRisk: 2000,
      insuranceVehicle: 0,
      tyresCost: 4000,
      tyreCost: 0.01,
      countOfTyres: 8,
      adBluePrice: 1,
      flex: 0,
    },
    wages: { wageType: 'Contract', hourlyWage: 0 },
    usage: { workingDaysPerYear: 200, hoursPerDay: 10, kmPerYear: 100000, plannedUseYears: 5 },
    revenue: { revenueValue: 95000, yearlyCost: 1000, targetProfitMarginPercent: 10 },
    pricing: { hours: 10, km: 500, targetMarginPercent: 20 },
    ...input,
  });
  return {
    ...parsed,
    id: String(id),
    createdAt: '2026-03-01T10:00:00.000Z',
    updatedAt: '2026-03-02T10:00:00.000Z',
    hasImage: false,
  };
}
