import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isTargetMarginAllowed } from './margin-rules';
import { costRatesOf, marginPercent, priceJob, yearlyValues } from './pricing';
import { testCalculation } from './test-calculations';

describe('6. a job priced by hours and km (spec section 9 formulas)', () => {
  /*
   * Combination rates rounded as shown: 41.36 €/h and 0.49 €/km; 9 hours, 450 km, target 15 %.
   *   cost         = 9 × 41.36 + 450 × 0.49 = 372.24 + 220.50 = 592.74
   *   target price = 592.74 / (1 − 15 / 100) / 1 = 697.3411765
   *   revenue      = 697.3411765 × 1; profit = 697.3411765 − 592.74 = 104.6011765
   *   margin       = 104.6011765 / 697.3411765 × 100 = 15 %
   * Quoted per pallet for 20 pallets: 697.3411765 / 20 = 34.8670588 per pallet.
   * 200 such jobs a year: cost 118 548, revenue 139 468.2353, profit 20 920.2353.
   */
  const job = { costPerHour: 41.36, costPerKm: 0.49, hours: 9, km: 450, targetMarginPercent: 15 };

  it('gives the price, revenue, profit and margin', () => {
    const price = priceJob(job);
    expect(price.cost).toBeCloseTo(592.74, 9);
    expect(price.targetPrice).toBeCloseTo(697.3411765, 6);
    expect(price.revenue).toBeCloseTo(697.3411765, 6);
    expect(price.profit).toBeCloseTo(104.6011765, 6);
    expect(price.marginPercent).toBeCloseTo(15, 9);
  });

  it('divides the price by the unit count and multiplies it back for revenue', () => {
    const price = priceJob({ ...job, unitCount: 20 });
    expect(price.targetPrice).toBeCloseTo(34.8670588, 6);
    expect(price.revenue).toBeCloseTo(697.3411765, 6);
  });

  it('gives yearly values as per-job values × jobs per year', () => {
    const yearly = yearlyValues(priceJob(job), 200);
    expect(yearly.costPerYear).toBeCloseTo(118_548, 6);
    expect(yearly.revenuePerYear).toBeCloseTo(139_468.2353, 3);
    expect(yearly.profitPerYear).toBeCloseTo(20_920.2353, 3);
    expect(yearly.marginPercent).toBeCloseTo(15, 9);
  });

  it('prices a job-pricing calculation with its own entered rates', () => {
    const calculation = testCalculation(3, 'EUR', {
      kind: 'jobPricing',
      pricing: { costPerHour: '41,36', costPerKm: '0,49', hours: 9, km: 450 },
    });
    expect(costRatesOf(calculation)).toEqual({ costPerHour: 41.36, costPerKm: 0.49 });
  });

  it('prices a zero cost at 0 with a zero margin', () => {
    expect(priceJob({ costPerHour: 0, costPerKm: 0, hours: 3, km: 10, targetMarginPercent: 100 })).toEqual({
      cost: 0,
      targetPrice: 0,
      revenue: 0,
      profit: 0,
      marginPercent: 0,
    });
    expect(marginPercent(-5, 10)).toBe(0);
  });
});

/** Figures as people enter them: up to two decimals (cents, hundredths of an hour, km, %). */
const decimal2 = (max: number) => fc.integer({ min: 0, max: max * 100 }).map((n) => n / 100);
const jobs = fc.record({
  costPerHour: decimal2(10_000),
  costPerKm: decimal2(50),
  hours: decimal2(500),
  km: decimal2(5_000),
  targetMarginPercent: decimal2(99),
  unitCount: fc.integer({ min: 1, max: 1_000 }),
});

describe('pricing properties', () => {
  it('never prices below cost for a margin ≥ 0', () => {
    fc.assert(fc.property(jobs, (job) => priceJob(job).revenue >= priceJob(job).cost * (1 - 1e-12)));
  });

  it('reaches exactly the target margin when the cost is above 0', () => {
    fc.assert(
      fc.property(jobs, (job) => {
        const price = priceJob(job);
        fc.pre(price.cost > 0);
        expect(price.marginPercent).toBeCloseTo(job.targetMarginPercent, 6);
      }),
    );
  });

  it('allows 100 % only on a zero cost, and anything below 100 % on any cost', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 200, noNaN: true }),
        fc.double({ min: 0.01, max: 1e6, noNaN: true }),
        (margin, cost) => {
          expect(isTargetMarginAllowed(margin, 0)).toBe(margin <= 100);
          expect(isTargetMarginAllowed(margin, cost)).toBe(margin < 100);
        },
      ),
    );
  });
});
