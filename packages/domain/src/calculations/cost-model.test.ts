import { describe, expect, it } from 'vitest';
import { computeCosts } from './cost-model';
import { combineCosts, costRatesOf } from './pricing';
import { testCalculation } from './test-calculations';

/**
 * Worked examples, computed by hand below each heading (interpretation.md's cost model with
 * the spec's defaults). Side-cost fractions used throughout:
 *   paid absence = sick 0.03 + vacation 0.185 + TAL 0.075 = 0.29 of pay
 *   employer = pension 0.18 + group life 0.0007 + social 0.0153 + accident 0.03 = 0.226 of gross,
 *              + unemployment 0.005 of gross (below the 2 169 000 limit)
 */
const close = (actual: number, expected: number) => expect(actual).toBeCloseTo(expected, 6);

describe('1. a new truck in EUR', () => {
  /*
   * Truck defaults (EUR): deductions 400, tax 927, all-risk 1300, tyres 4000 per set,
   * interest 2.5 %, residual 16 %, fuel 1.1 €/l, AdBlue 5 €/l, maintenance 0.002 €/km.
   * Price 150 000, planned use 6 years, 250 days × 8 h = 2000 h, 100 000 km, 30 l/100 km,
   * tyres last 100 000 km, hourly wage 15 €, yearly cost (administration) 5 000, revenue 150 000.
   *   start value   = 150 000 − 400            = 149 600
   *   end value     = 150 000 × 16 %           =  24 000
   *   depreciation  = (149 600 − 24 000) / 6   =  20 933.3333
   *   interest      = 2.5 % × (149 600 + 24 000) / 2 = 2.5 % × 86 800 = 2 170
   *   wages: pay 15 × 2000 = 30 000; gross = 30 000 × 1.29 = 38 700;
   *          employer 38 700 × 0.226 = 8 746.2 + 38 700 × 0.005 = 193.5 → 47 639.7
   *   total/year    = 20 933.3333 + 2 170 + 927 + 1 300 + 47 639.7 + 5 000 = 77 970.0333
   *   per hour      = 77 970.0333 / 2000 = 38.9850167
   *   fuel/km 0.30 × 1.1 = 0.33; AdBlue 0.30 × 5 % × 5 = 0.075; tyres 4000 / 100 000 = 0.04;
   *   maintenance 0.002 → per km 0.447; per year 44 700
   *   yearly total 122 670.0333; profit 150 000 − 122 670.0333 = 27 329.9667; margin 18.21998 %
   */
  const truck = testCalculation(3, 'EUR', {
    vehicle: { purchasePrice: 150_000, downPayment: 30_000, consumptionPer100Km: 30, tyreLifetimeKm: 100_000 },
    usage: { kmPerYear: 100_000, plannedUseYears: 6 },
    wages: { wageType: 'Hourlywage', hourlyWage: 15 },
    revenue: { revenueValue: 150_000, yearlyCost: 5_000 },
  });
  const costs = computeCosts(truck);

  it('gives the time-based costs', () => {
    close(costs.timeBased.depreciationPerYear, 20_933.333333);
    close(costs.timeBased.interestPerYear, 2_170);
    close(costs.timeBased.vehicleTaxPerYear, 927);
    close(costs.timeBased.insurancePerYear, 1_300);
    close(costs.timeBased.wagesPerYear, 47_639.7);
    close(costs.timeBased.administrationPerYear, 5_000);
    close(costs.timeBased.totalPerYear, 77_970.033333);
    close(costs.timeBased.perHour, 38.985017);
  });

  it('gives the distance-based costs and the year', () => {
    expect(costs.distanceBased).toEqual({
      fuelPerKm: expect.closeTo(0.33, 9),
      adBluePerKm: expect.closeTo(0.075, 9),
      tyresPerKm: expect.closeTo(0.04, 9),
      maintenancePerKm: expect.closeTo(0.002, 9),
      totalPerKm: expect.closeTo(0.447, 9),
    });
    close(costs.yearly.totalPerYear, 122_670.033333);
    close(costs.yearly.profitPerYear, 27_329.966667);
    close(costs.yearly.profitMarginPercent, 18.219978);
  });
});

describe('2. the same truck in SEK', () => {
  /*
   * Every money default ×10 (tax 9 270, all-risk 13 000, tyres 40 000, fuel 11 kr/l,
   * AdBlue 50 kr/l, maintenance 0.02 kr/km), and the user's own figures ×10 too (price
   * 1 500 000, wage 150 kr/h, yearly cost 50 000, revenue 1 500 000). Every cost is linear in
   * money and the wages stay below the unemployment limit, so every figure is ×10:
   *   per hour 389.850167, per km 4.47 (fuel 3.3 + AdBlue 0.75 + tyres 0.4 + maintenance 0.02)
   */
  const truck = testCalculation(3, 'SEK', {
    vehicle: { purchasePrice: 1_500_000, downPayment: 300_000, consumptionPer100Km: 30, tyreLifetimeKm: 100_000 },
    usage: { kmPerYear: 100_000, plannedUseYears: 6 },
    wages: { wageType: 'Hourlywage', hourlyWage: 150 },
    revenue: { revenueValue: 1_500_000, yearlyCost: 50_000 },
  });

  it('is ten times the euro figures', () => {
    const costs = computeCosts(truck);
    close(costs.timeBased.vehicleTaxPerYear, 9_270);
    close(costs.timeBased.insurancePerYear, 13_000);
    close(costs.timeBased.perHour, 389.850167);
    close(costs.distanceBased.totalPerKm, 4.47);
    close(costs.yearly.profitMarginPercent, 18.219978);
  });
});

describe('3. an existing van', () => {
  /*
   * Van defaults (EUR): tax 274, all-risk 700, tyreCost 0.001 €/km (no tyre lifetime given).
   * Current value 20 000, redemption price 8 000, planned use 4 years, 2000 h, 40 000 km,
   * 10 l/100 km, monthly salary 3 000 with 200 evening hours a year, yearly cost 2 000.
   *   depreciation = (20 000 − 8 000) / 4 = 3 000; interest = 2.5 % × 14 000 = 350
   *   wages: pay 36 000 + evening 36 000 / 2000 = 18 €/h × 200 h × 0.15 = 540 → 36 540;
   *          gross × 1.29 = 47 136.6; employer × 0.231 = 10 888.5546 → 58 025.1546
   *   total/year = 3 000 + 350 + 274 + 700 + 58 025.1546 + 2 000 = 64 349.1546; per hour 32.1745773
   *   per km: fuel 0.11 + AdBlue 0.025 + tyres 0.001 + maintenance 0.002 = 0.138
   */
  const van = testCalculation(2, 'EUR', {
    kind: 'existingVehicle',
    vehicle: { ageWhenPurchasedYears: 2, currentValue: 20_000, redemptionPrice: 8_000, consumptionPer100Km: 10 },
    usage: { kmPerYear: 40_000, plannedUseYears: 4 },
    wages: { wageType: 'Salary', monthlySalary: 3_000, eveningHoursPerYear: 200 },
    revenue: { revenueValue: 90_000, yearlyCost: 2_000 },
  });

  it('depreciates from the current value to the redemption price', () => {
    const costs = computeCosts(van);
    close(costs.timeBased.depreciationPerYear, 3_000);
    close(costs.timeBased.interestPerYear, 350);
    close(costs.timeBased.wagesPerYear, 58_025.1546);
    close(costs.timeBased.perHour, 32.1745773);
    close(costs.distanceBased.tyresPerKm, 0.001);
    close(costs.distanceBased.totalPerKm, 0.138);
  });
});

describe('4. a tractor unit with a semitrailer', () => {
  /*
   * Tractor unit (tax 1328, all-risk 1300, tyres 4000): price 120 000, 5 years, 32 l/100 km,
   * tyres last 160 000 km, wage 16 €/h, 2000 h.
   *   start 119 600, end 19 200 → depreciation 100 400 / 5 = 20 080; interest 2.5 % × 69 400 = 1 735
   *   wages 32 000 × 1.29 = 41 280 × 1.231 = 50 815.68
   *   total 20 080 + 1 735 + 1 328 + 1 300 + 50 815.68 = 75 258.68 → 37.62934 per hour
   *   per km 0.352 + 0.08 + 4000 / 160 000 = 0.025 + 0.002 = 0.459
   * Semitrailer (tax 1328, all-risk 1400, tyres 5000), no fuel, no driver: price 40 000, 8 years,
   * tyres last 200 000 km.
   *   start 39 600, end 6 400 → depreciation 33 200 / 8 = 4 150; interest 2.5 % × 23 000 = 575
   *   total 4 150 + 575 + 1 328 + 1 400 = 7 453 → 3.7265 per hour; per km 0.025 + 0.002 = 0.027
   * Combination: 37.62934 + 3.7265 = 41.35584 per hour; 0.459 + 0.027 = 0.486 per km
   */
  const tractor = testCalculation(4, 'EUR', {
    vehicle: { purchasePrice: 120_000, downPayment: 20_000, consumptionPer100Km: 32, tyreLifetimeKm: 160_000 },
    usage: { kmPerYear: 120_000, plannedUseYears: 5 },
    wages: { wageType: 'Hourlywage', hourlyWage: 16 },
    revenue: { revenueValue: 200_000, yearlyCost: 0 },
  });
  const trailer = testCalculation(5, 'EUR', {
    vehicle: { purchasePrice: 40_000, downPayment: 0, consumptionPer100Km: 30, tyreLifetimeKm: 200_000 },
    usage: { kmPerYear: 120_000, plannedUseYears: 8 },
    wages: { wageType: 'Hourlywage', hourlyWage: 16 },
    revenue: { revenueValue: 0, yearlyCost: 0 },
  });

  it('prices each part', () => {
    close(costRatesOf(tractor).costPerHour, 37.62934);
    close(costRatesOf(tractor).costPerKm, 0.459);
    const trailerCosts = computeCosts(trailer);
    expect(trailerCosts.timeBased.wagesPerYear).toBe(0);
    expect(trailerCosts.distanceBased.fuelPerKm).toBe(0);
    close(trailerCosts.timeBased.perHour, 3.7265);
    close(trailerCosts.distanceBased.totalPerKm, 0.027);
  });

  it('adds the parts up as one unit', () => {
    const combined = combineCosts([costRatesOf(tractor), costRatesOf(trailer)]);
    close(combined.costPerHour, 41.35584);
    close(combined.costPerKm, 0.486);
  });
});

describe('5. a machine', () => {
  /*
   * Machine defaults (EUR): deductions 100, tax 580, all-risk 700, tyreCost 0.001 €/km.
   * Price 80 000, 8 years, 200 days × 8 h = 1600 h, no km, 12 l of diesel per hour, wage 18 €/h,
   * yearly cost 3 000.
   *   start 79 900, end 12 800 → depreciation 67 100 / 8 = 8 387.5; interest 2.5 % × 46 350 = 1 158.75
   *   wages 18 × 1600 = 28 800 × 1.29 = 37 152 × 1.231 = 45 734.112
   *   fuel by the hour: 12 × 1600 × (1.1 + 5 % × 5) = 19 200 × 1.35 = 25 920
   *   total 8 387.5 + 1 158.75 + 580 + 700 + 45 734.112 + 3 000 + 25 920 = 85 480.362
   *   per hour 85 480.362 / 1600 = 53.4252263; per km only tyres and maintenance: 0.003
   */
  const machine = testCalculation(9, 'EUR', {
    vehicle: { purchasePrice: 80_000, downPayment: 10_000, consumptionPerHour: 12 },
    usage: { workingDaysPerYear: 200, kmPerYear: 0, plannedUseYears: 8 },
    wages: { wageType: 'Hourlywage', hourlyWage: 18 },
    revenue: { revenueValue: 150_000, yearlyCost: 3_000 },
  });

  it('is costed by the operating hour', () => {
    expect(machine.calculationType).toBe('machine');
    const costs = computeCosts(machine);
    close(costs.timeBased.machineFuelPerYear, 25_920);
    close(costs.timeBased.totalPerYear, 85_480.362);
    close(costs.timeBased.perHour, 53.4252263);
    close(costs.distanceBased.totalPerKm, 0.003);
  });
});
