import { Button, Group, SimpleGrid, Stack } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CURRENCY_SYMBOLS,
  fuelTypeOf,
  isFuelType,
  vehicleDefaultsOf,
  type Currency,
  type VehicleClass,
} from '@rahti/domain';
import { PageLoader } from '../../../../components/ui/page-loader';
import { QueryError } from '../../../../components/ui/query-error';
import { useCalculationDefaults } from '../../api/calculations-queries';
import type { CurrentCalculation } from '../../current-calculation/use-current-calculation';
import { WizardLayout } from '../wizard-layout';
import { NumberField } from '../wizard-fields';
import { FuelTypeField } from './fuel-type-field';

const asGroup = (value: unknown) => (value && typeof value === 'object' ? (value as Record<string, unknown>) : {});

/** /defaultvalues/:id?: the class's defaults in the calculation's currency (the organisation's own applied), editable. */
export function DefaultValuesPage() {
  return <WizardLayout step="defaults">{(current) => <DefaultValuesForm current={current} />}</WizardLayout>;
}

function DefaultValuesForm({ current }: { current: CurrentCalculation }) {
  const { t } = useTranslation();
  const vehicleClass = current.values.vehicleClass as VehicleClass | undefined;
  const currency = (current.values.currency as Currency | undefined) ?? 'EUR';
  const defaults = useCalculationDefaults(vehicleClass, currency);
  const defaultsFor = `${vehicleClass}-${currency}`;
  const hasDefaults = current.values.defaults !== undefined;
  const { setValues } = current;
  const needsFill =
    !hasDefaults || (current.draft.defaultsFor !== undefined && current.draft.defaultsFor !== defaultsFor);

  const wages = current.values.wages;
  useEffect(() => {
    // The wage side-cost fractions come with the defaults (the organisation's), as saving would fill them; values already there stay.
    if (defaults.data && needsFill)
      setValues(
        { defaults: vehicleDefaultsOf(defaults.data), wages: { ...defaults.data.wages, ...asGroup(wages) } },
        { defaultsFor },
      );
  }, [defaults.data, needsFill, defaultsFor, setValues, wages]);

  if (vehicleClass === undefined) return <QueryError error={new Error(t('web-calc-wizard:defaults.chooseClass'))} />;
  if (defaults.isError) return <QueryError error={defaults.error} onRetry={() => void defaults.refetch()} />;
  if (!hasDefaults || needsFill) return <PageLoader />;

  const symbol = CURRENCY_SYMBOLS[currency];
  const fuelType = Number((current.values.defaults as { fuelType?: unknown } | undefined)?.fuelType);
  const fuelUnit = fuelTypeOf(isFuelType(fuelType) ? fuelType : 0).unit;
  const label = (key: string) => t(`web-calc-wizard:fields.defaults.${key}`);
  const path = (key: string) => `defaults.${key}`;
  return (
    <Stack>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        <FuelTypeField defaults={defaults.data} />
        <NumberField path={path('fuelCost')} label={label('fuelCost')} money unit={`${symbol}/${fuelUnit}`} />
        <NumberField path={path('adBluePrice')} label={label('adBluePrice')} money />
        <NumberField path={path('maintenanceCost')} label={label('maintenanceCost')} unit={`${symbol}/km`} />
        <NumberField path={path('vehicleTax')} label={label('vehicleTax')} money />
        <NumberField path={path('insuranceAllRisk')} label={label('insuranceAllRisk')} money />
        <NumberField path={path('insuranceVehicle')} label={label('insuranceVehicle')} money />
        <NumberField path={path('countOfTyres')} label={label('countOfTyres')} />
        <NumberField path={path('tyresCost')} label={label('tyresCost')} money />
        <NumberField path={path('tyreCost')} label={label('tyreCost')} unit={`${symbol}/km`} />
        <NumberField path={path('interestRate')} label={label('interestRate')} unit="%" />
        <NumberField path={path('residualValue')} label={label('residualValue')} unit="%" />
        <NumberField path={path('investmentDeductions')} label={label('investmentDeductions')} money />
        <NumberField path={path('flex')} label={label('flex')} unit="%" />
      </SimpleGrid>
      <Group>
        <Button
          variant="subtle"
          disabled={!defaults.data}
          onClick={() =>
            defaults.data &&
            setValues(
              { defaults: vehicleDefaultsOf(defaults.data), wages: { ...asGroup(wages), ...defaults.data.wages } },
              { defaultsFor },
            )
          }
        >
          {t('web-calc-wizard:defaults.restore')}
        </Button>
      </Group>
    </Stack>
  );
}
