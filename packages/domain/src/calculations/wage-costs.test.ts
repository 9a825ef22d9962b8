import { describe, expect, it } from 'vitest';
import { computeWageCosts, type WageInput } from './wage-costs';

const base: WageInput = {
  wageType: 'Hourlywage',
  hourlyWage: 0,
  monthlySalary: 0,
  eveningHoursPerYear: 0,
  nightHoursPerYear: 0,
  sundayHoursPerYear: 0,
  overtimeUnder12hHoursPerYear: 0,
  overtimeOver12hHoursPerYear: 0,
  dailyAllowanceType: 0,
  allowanceDaysPerYear: 0,
  bonuses: [],
};

describe('driver wage costs (spec section 9 wage defaults)', () => {
  it('adds overtime, Sunday and bonus pay, side costs, and allowances without side costs', () => {
    /*
     * 20 €/h × 2000 h = 40 000; supplements 20 × (100 h × 0.5 + 20 h × 1 + 50 h × 1) = 2 400,
     * ADR bonus 500 → pay 42 900; × 1.29 (sick 0.03 + vacation 0.185 + TAL 0.075) = 55 341;
     * employer 55 341 × 0.231 (0.226 + unemployment 0.005) = 12 783.771 → 68 124.771.
     * Full domestic allowance 35.7 × 100 days = 3 570.
     */
    const costs = computeWageCosts(
      {
        ...base,
        hourlyWage: 20,
        overtimeUnder12hHoursPerYear: 100,
        overtimeOver12hHoursPerYear: 20,
        sundayHoursPerYear: 50,
        bonuses: [{ bonusType: 'adr', amountPerYear: 500 }],
        dailyAllowanceType: 1,
        allowanceDaysPerYear: 100,
      },
      2000,
    );
    expect(costs.supplementsPerYear).toBeCloseTo(2_900, 9);
    expect(costs.paidAbsencePerYear).toBeCloseTo(12_441, 9);
    expect(costs.employerContributionsPerYear).toBeCloseTo(12_783.771, 6);
    expect(costs.wagesPerYear).toBeCloseTo(68_124.771, 6);
    expect(costs.allowancesPerYear).toBeCloseTo(3_570, 9);
  });

  it('uses the organisation rate when one is given', () => {
    // 20 €/h × 100 h × 0.75 instead of the default 0.5 overtime supplement.
    const costs = computeWageCosts(
      { ...base, hourlyWage: 20, overtimeUnder12hHoursPerYear: 100, overtimeUnder12hSupplementPercentage: 0.75 },
      2000,
    );
    expect(costs.supplementsPerYear).toBeCloseTo(1_500, 9);
  });

  it('charges a contractor price × hours with no side costs', () => {
    const costs = computeWageCosts({ ...base, wageType: 'Contract', hourlyWage: 45, sundayHoursPerYear: 100 }, 2000);
    expect(costs).toMatchObject({ basePayPerYear: 90_000, employerContributionsPerYear: 0, wagesPerYear: 90_000 });
  });

  it('applies the upper unemployment rate above the annual salary limit', () => {
    /*
     * 200 000 / month × 12 = 2 400 000 × 1.29 = 3 096 000 gross; unemployment
     * 2 169 000 × 0.005 = 10 845 + (3 096 000 − 2 169 000) × 0.019 = 17 613 → 28 458.
     */
    const costs = computeWageCosts({ ...base, wageType: 'Salary', monthlySalary: 200_000 }, 2000);
    expect(costs.employerContributionsPerYear).toBeCloseTo(3_096_000 * 0.226 + 28_458, 4);
  });
});
