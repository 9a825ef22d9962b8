import type { CalculationKind } from './enumerations';

/** What the down payment decides for a new vehicle bought on credit. */
export interface Financing {
  /** Purchase price − down payment, money. */
  loanAmount: number;
  /** Months the loan runs: the planned use (years held) × 12, rounded to whole months. */
  loanMonths: number;
  /** Equal monthly payment of interest and repayment (annuity), money per month. */
  monthlyInstalment: number;
  /** Interest paid over the planned use: instalments − loan, money. */
  interestOverHolding: number;
}

export interface FinancingInput {
  kind: CalculationKind;
  vehicle: { purchasePrice?: number; downPayment?: number };
  defaults: { interestRate: number };
  usage: { plannedUseYears?: number };
}

/**
 * The loan a new investment needs and its repayment: an annuity loan of purchase price − down
 * payment, at the calculation's interest rate (percent per year, charged monthly as rate / 12)
 * and paid off in equal monthly instalments over the planned use. Instalment = L × r / (1 −
 * (1 + r)^−n), or L / n without interest. Undefined for other kinds, or while the price, the
 * down payment or a planned use of at least one month is missing.
 *
 * The cost per hour does not use it: the cost model counts imputed interest on the tied
 * capital whatever the financing (decision 0003), so this only shows what the financing costs
 * in cash. Not rounded.
 *
 * @computation
 */
export function financingOf(input: FinancingInput): Financing | undefined {
  const { purchasePrice, downPayment } = input.vehicle;
  const years = input.usage.plannedUseYears;
  if (input.kind !== 'newInvestment' || purchasePrice === undefined || downPayment === undefined || years === undefined)
    return undefined;
  const loanMonths = Math.round(years * 12);
  if (loanMonths < 1) return undefined;
  const loanAmount = Math.max(0, purchasePrice - downPayment);
  const monthlyRate = input.defaults.interestRate / 100 / 12;
  const monthlyInstalment =
    monthlyRate > 0 ? (loanAmount * monthlyRate) / (1 - (1 + monthlyRate) ** -loanMonths) : loanAmount / loanMonths;
  return {
    loanAmount,
    loanMonths,
    monthlyInstalment,
    interestOverHolding: monthlyInstalment * loanMonths - loanAmount,
  };
}
