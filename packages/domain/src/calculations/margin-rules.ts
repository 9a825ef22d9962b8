import type { FieldIssue } from './required-fields';

/**
 * Target profit margin (spec section 5): at most 100 % when the costs are 0, below 100 %
 * otherwise (a 100 % margin on a cost would need an infinite price).
 */
export function isTargetMarginAllowed(targetMarginPercent: number, costs: number): boolean {
  return costs === 0 ? targetMarginPercent <= 100 : targetMarginPercent < 100;
}

/** The i18n key for a margin that breaks the rule above, or undefined when it is allowed. */
export function targetMarginMessage(targetMarginPercent: number, costs: number): string | undefined {
  if (isTargetMarginAllowed(targetMarginPercent, costs)) return undefined;
  return costs === 0 ? 'calculations:targetMarginAtMost100' : 'calculations:targetMarginBelow100';
}

/**
 * Checks the pricing step's target margin against the job's cost (hours × cost per hour + km ×
 * cost per km, with the entered rates or, when missing, any cost as "above 0").
 */
export function targetMarginIssue(value: {
  pricing: { hours: number; km: number; targetMarginPercent: number; costPerHour?: number; costPerKm?: number };
  revenue: { targetProfitMarginPercent: number };
}): FieldIssue | undefined {
  const { pricing, revenue } = value;
  const enteredCost = pricing.hours * (pricing.costPerHour ?? 0) + pricing.km * (pricing.costPerKm ?? 0);
  const hasWork = pricing.hours > 0 || pricing.km > 0;
  // Without entered rates the vehicle's own costs apply, which are above 0 whenever there is work.
  const jobCost = enteredCost > 0 || !hasWork ? enteredCost : 1;
  const pricingMessage = targetMarginMessage(pricing.targetMarginPercent, jobCost);
  if (pricingMessage) return { path: ['pricing', 'targetMarginPercent'], message: pricingMessage };
  const revenueMessage = targetMarginMessage(revenue.targetProfitMarginPercent, 1);
  if (revenueMessage) return { path: ['revenue', 'targetProfitMarginPercent'], message: revenueMessage };
  return undefined;
}
