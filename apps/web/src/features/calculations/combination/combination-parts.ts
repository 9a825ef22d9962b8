import { combineCosts, type CalculationSummary, type CostRates } from '@rahti/domain';

/** Vehicle classes that pull (4 TractorUnit) and that are pulled (5 Semitrailer, 6 Fulltrailer). */
export const TRACTOR_UNIT_CLASSES: readonly number[] = [4];
export const TRAILER_CLASSES: readonly number[] = [5, 6];

export const isTractorUnit = (row: CalculationSummary) => TRACTOR_UNIT_CLASSES.includes(row.vehicleClass);
export const isTrailerPart = (row: CalculationSummary) => TRAILER_CLASSES.includes(row.vehicleClass);

export interface Combination {
  parts: CalculationSummary[];
  /** Absent until a tractor unit and at least one trailer are chosen, or when currencies differ. */
  total?: CostRates;
  hasMixedCurrencies: boolean;
}

/** The chosen parts and, when they make a combination in one currency, its summed costs (domain combineCosts). */
export function combinationOf(
  all: readonly CalculationSummary[],
  tractorId: string,
  trailerIds: readonly string[],
): Combination {
  const tractor = all.find((row) => row.id === tractorId && isTractorUnit(row));
  const trailers = all.filter((row) => trailerIds.includes(row.id) && isTrailerPart(row));
  const parts = tractor ? [tractor, ...trailers] : trailers;
  const hasMixedCurrencies = new Set(parts.map((part) => part.currency)).size > 1;
  const isComplete = Boolean(tractor) && trailers.length > 0;
  return { parts, hasMixedCurrencies, total: isComplete && !hasMixedCurrencies ? combineCosts(parts) : undefined };
}
