import { NativeSelect } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatMoney, vehicleCalculationResultSchema } from '@rahti/domain';
import { useFeatures } from '../../auth/use-account';
import { useApi } from '../../lib/api-context';
import { useLanguage } from '../../lib/use-language';
import { useCalculations } from '../calculations/api/calculation-list-api';

/** GET /api/vehicles/:id/calculation: the calculation the vehicle's tasks are costed by. */
export function useVehicleCalculation(vehicleId: string | undefined) {
  const api = useApi();
  return useQuery({
    queryKey: ['vehicles', vehicleId, 'calculation'],
    queryFn: () =>
      api.get(`/vehicles/${encodeURIComponent(vehicleId ?? '')}/calculation`, vehicleCalculationResultSchema),
    enabled: Boolean(vehicleId),
  });
}

/** Task costs need both features: tasks to be costed, calculations to cost them by. */
export function useCanAssignCalculation(): boolean {
  const features = useFeatures();
  return features?.taskProfitability === true && features.calculations === true;
}

interface VehicleCalculationSelectProps {
  /** The calculation's id, or '' for none. */
  value: string;
  onChange: (calculationId: string) => void;
}

/**
 * "Calculation for task costs" (issue 22): the organisation's calculations, each with the cost per
 * hour and per km that a task of this vehicle is priced by.
 */
export function VehicleCalculationSelect({ value, onChange }: VehicleCalculationSelectProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const calculations = useCalculations();
  const options = (calculations.data ?? []).map((calculation) => ({
    value: calculation.id,
    label: t('web-vehicles:calculation.option', {
      name: calculation.name,
      perHour: formatMoney(calculation.costPerHour, calculation.currency, language),
      perKm: formatMoney(calculation.costPerKm, calculation.currency, language),
    }),
  }));
  return (
    <NativeSelect
      label={t('web-vehicles:calculation.label')}
      description={t('web-vehicles:calculation.hint')}
      data={[{ value: '', label: t('web-vehicles:calculation.none') }, ...options]}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}
