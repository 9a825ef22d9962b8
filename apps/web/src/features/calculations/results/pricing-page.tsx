import { ResultsLayout } from './results-layout';
import { PricingCalculator } from './pricing-calculator';

/** /pricing/:id?: a job priced with the calculation's cost per hour and per km, as the user types. */
export function PricingPage() {
  return (
    <ResultsLayout titleKey="web-calc-wizard:pricing.title">
      {(result) => <PricingCalculator key={result.current.draftId} {...result} />}
    </ResultsLayout>
  );
}
