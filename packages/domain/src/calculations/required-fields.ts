import type { CalculationKind } from './enumerations';

/** The parts of a calculation the kind-specific rules read (the parsed document). */
export interface RequiredFieldsInput {
  kind: CalculationKind;
  vehicle: {
    purchasePrice?: number;
    downPayment?: number;
    ageWhenPurchasedYears?: number;
    currentValue?: number;
    redemptionPrice?: number;
  };
  usage: { plannedUseYears?: number };
  revenue: { revenueValue?: number; yearlyCost?: number };
  pricing: { hours: number; km: number; costPerHour?: number; costPerKm?: number };
}

export interface FieldIssue {
  path: (string | number)[];
  message: string;
}

/**
 * Which fields each calculator needs, with the spec's required messages (section 5):
 * a new investment needs price, down payment and planned use; an existing vehicle its age
 * when purchased, current value, redemption price and planned use; both need the revenue
 * value and yearly cost. Job pricing needs a total cost above 0.
 */
export function requiredFieldIssues(value: RequiredFieldsInput): FieldIssue[] {
  const issues: FieldIssue[] = [];
  const need = (present: unknown, path: (string | number)[], message: string) => {
    if (present === undefined) issues.push({ path, message });
  };
  const { vehicle, usage, revenue, pricing } = value;
  if (value.kind === 'newInvestment') {
    need(vehicle.purchasePrice, ['vehicle', 'purchasePrice'], 'calculations:priceRequired');
    need(vehicle.downPayment, ['vehicle', 'downPayment'], 'calculations:downPaymentRequired');
    if (
      vehicle.purchasePrice !== undefined &&
      vehicle.downPayment !== undefined &&
      vehicle.downPayment > vehicle.purchasePrice
    ) {
      issues.push({ path: ['vehicle', 'downPayment'], message: 'calculations:downPaymentAbovePrice' });
    }
  }
  if (value.kind === 'existingVehicle') {
    need(vehicle.ageWhenPurchasedYears, ['vehicle', 'ageWhenPurchasedYears'], 'calculations:agePurchasedRequired');
    need(vehicle.currentValue, ['vehicle', 'currentValue'], 'calculations:currentValueRequired');
    need(vehicle.redemptionPrice, ['vehicle', 'redemptionPrice'], 'calculations:redemptionPriceRequired');
  }
  if (value.kind !== 'jobPricing') {
    need(usage.plannedUseYears, ['usage', 'plannedUseYears'], 'calculations:plannedUseRequired');
    if (usage.plannedUseYears === 0)
      issues.push({ path: ['usage', 'plannedUseYears'], message: 'calculations:plannedUseAboveZero' });
    need(revenue.revenueValue, ['revenue', 'revenueValue'], 'calculations:revenueValueRequired');
    need(revenue.yearlyCost, ['revenue', 'yearlyCost'], 'calculations:yearlyCostRequired');
  } else {
    const totalCost = pricing.hours * (pricing.costPerHour ?? 0) + pricing.km * (pricing.costPerKm ?? 0);
    // NaN (a field that is itself wrong) is reported on that field, not as a zero total.
    if (totalCost <= 0) issues.push({ path: ['pricing', 'costPerHour'], message: 'calculations:totalCostAboveZero' });
  }
  return issues;
}
