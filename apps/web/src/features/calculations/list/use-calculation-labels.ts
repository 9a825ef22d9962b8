import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { CalculationSummary } from '@rahti/domain';

/** Words for a calculation's kind and vehicle class, in this feature's catalogue. */
export function useCalculationLabels() {
  const { t } = useTranslation();
  const typeLabel = useCallback(
    (row: Pick<CalculationSummary, 'kind'>) => t(`web-calculations:kinds.${row.kind}`),
    [t],
  );
  const vehicleClassLabel = useCallback(
    (row: Pick<CalculationSummary, 'vehicleClass'>) => t(`web-calculations:vehicleClasses.${row.vehicleClass}`),
    [t],
  );
  return { typeLabel, vehicleClassLabel };
}
