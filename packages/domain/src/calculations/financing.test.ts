import { describe, expect, it } from 'vitest';
import { financingOf, type FinancingInput } from './financing';

const newTruck = (
  vehicle: FinancingInput['vehicle'],
  interestRate: number,
  plannedUseYears?: number,
): FinancingInput => ({
  kind: 'newInvestment',
  vehicle,
  defaults: { interestRate },
  usage: { plannedUseYears },
});

describe('financingOf (annuity loan of price − down payment over the planned use)', () => {
  it('golden: 2 010 at 12 % a year over 2 months, worked month by month', () => {
    // r = 12 % / 12 = 1 % a month. Instalment A with 2010 = A / 1.01 + A / 1.01² → A = 2010 × 1.0201 / 2.01 = 1020.10.
    // Month 1: interest 20.10, repaid 1000.00, left 1010.00. Month 2: interest 10.10, repaid 1010.00, left 0.
    const financing = financingOf(newTruck({ purchasePrice: 3010, downPayment: 1000 }, 12, 2 / 12));
    expect(financing?.loanAmount).toBe(2010);
    expect(financing?.loanMonths).toBe(2);
    expect(financing?.monthlyInstalment).toBeCloseTo(1020.1, 9);
    expect(financing?.interestOverHolding).toBeCloseTo(30.2, 9);
  });

  it('golden: the example truck, 150 000 − 30 000 at 2.5 % over 6 years', () => {
    // r = 0.025 / 12, n = 72: A = 120 000 × r / (1 − (1 + r)^−72) = 1 796.52 a month; 72 × A − 120 000 = 9 349.64
    // (the same sum of interest as a 72-row repayment table, which ends at 0.00).
    const financing = financingOf(newTruck({ purchasePrice: 150_000, downPayment: 30_000 }, 2.5, 6));
    expect(financing?.loanAmount).toBe(120_000);
    expect(financing?.loanMonths).toBe(72);
    expect(financing?.monthlyInstalment.toFixed(2)).toBe('1796.52');
    expect(financing?.interestOverHolding.toFixed(2)).toBe('9349.64');
  });

  it('without interest the loan is repaid in equal parts: 120 000 over 5 years is 2 000 a month', () => {
    const financing = financingOf(newTruck({ purchasePrice: 150_000, downPayment: 30_000 }, 0, 5));
    expect(financing).toEqual({ loanAmount: 120_000, loanMonths: 60, monthlyInstalment: 2000, interestOverHolding: 0 });
  });

  it('a larger down payment means a smaller loan, instalment and interest', () => {
    const small = financingOf(newTruck({ purchasePrice: 150_000, downPayment: 30_000 }, 2.5, 6));
    const large = financingOf(newTruck({ purchasePrice: 150_000, downPayment: 90_000 }, 2.5, 6));
    expect(large?.loanAmount).toBe(60_000);
    expect(large?.monthlyInstalment).toBeCloseTo((small?.monthlyInstalment ?? 0) / 2, 9);
    expect(large?.interestOverHolding).toBeCloseTo((small?.interestOverHolding ?? 0) / 2, 9);
  });

  it('paid in full: no loan, nothing to pay back', () => {
    expect(financingOf(newTruck({ purchasePrice: 80_000, downPayment: 80_000 }, 2.5, 4))).toEqual({
      loanAmount: 0,
      loanMonths: 48,
      monthlyInstalment: 0,
      interestOverHolding: 0,
    });
  });

  it('nothing to show for other calculators or while price, down payment or planned use is missing', () => {
    expect(
      financingOf({ ...newTruck({ purchasePrice: 1, downPayment: 0 }, 2.5, 3), kind: 'existingVehicle' }),
    ).toBeUndefined();
    expect(financingOf(newTruck({ downPayment: 0 }, 2.5, 3))).toBeUndefined();
    expect(financingOf(newTruck({ purchasePrice: 1000 }, 2.5, 3))).toBeUndefined();
    expect(financingOf(newTruck({ purchasePrice: 1000, downPayment: 0 }, 2.5))).toBeUndefined();
    expect(financingOf(newTruck({ purchasePrice: 1000, downPayment: 0 }, 2.5, 0))).toBeUndefined();
  });
});
