import { useMemo } from 'react';
import { calculationInputSchema, computeCosts, costRatesOf, type Currency } from '@rahti/domain';
import { useCurrentCalculation } from '../current-calculation/use-current-calculation';

/**
 * The current calculation worked out by the domain's cost model, in the browser: results
 * follow every edit at once. `input` is undefined while the wizard still lacks something.
 */
export function useCalculationResult() {
  const current = useCurrentCalculation();
  return useMemo(() => {
    const parsed = calculationInputSchema.safeParse(current.values);
    const input = parsed.success ? parsed.data : undefined;
    const currency = (current.values.currency as Currency | undefined) ?? 'EUR';
    return {
      current,
      currency,
      input,
      costs: input ? computeCosts(input) : undefined,
      rates: input ? costRatesOf(input) : undefined,
    };
  }, [current]);
}

export type CalculationResult = ReturnType<typeof useCalculationResult>;
