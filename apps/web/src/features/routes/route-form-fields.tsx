import { Anchor, MultiSelect, NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { INCOME_BASES, ROUTE_LIMITS, type RouteInput } from '@rahti/domain';
import type { useZodForm } from '../../lib/use-zod-form';
import { useVehicleCalculation } from '../vehicles/vehicle-calculation';
import type { RouteFormValues } from './route-form-values';
import { useRouteOptions } from './use-route-options';

export type RouteForm = ReturnType<typeof useZodForm<RouteFormValues, RouteInput & { version?: number }>>;

/** The vehicle prices the run by its calculation: said under the vehicle, and where to assign one. */
function VehicleHint({ vehicleId }: { vehicleId: string }) {
  const { t } = useTranslation();
  const calculation = useVehicleCalculation(vehicleId || undefined);
  if (!vehicleId || !calculation.isSuccess) return t('web-routes:form.vehicleHint');
  if (calculation.data.calculationId)
    return t('web-routes:form.vehicleCalculation', { name: calculation.data.calculationName ?? '' });
  return (
    <Trans
      t={t}
      i18nKey="web-routes:form.vehicleWithoutCalculation"
      components={{ page: <Anchor component={Link} to="/vehicles" inherit /> }}
    />
  );
}

/** Who and what the route is for and what it pays: each input checked as it is typed by the server's schema. */
export function RouteFormFields({ form }: { form: RouteForm }) {
  const { t } = useTranslation();
  const options = useRouteOptions(form.values.requiredLicences);
  const label = (key: string) => t(`web-routes:fields.${key}`);
  const select = (name: 'customerId' | 'vehicleId' | 'departmentId', data: { value: string; label: string }[]) => (
    <NativeSelect
      label={label(name.replace(/Id$/, ''))}
      data={[{ value: '', label: t('web-routes:form.none') }, ...data]}
      description={name === 'vehicleId' ? <VehicleHint vehicleId={form.values.vehicleId} /> : undefined}
      {...form.getInputProps(name)}
    />
  );

  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <TextInput label={label('name')} required autoComplete="off" {...form.getInputProps('name')} />
      <TextInput
        label={label('code')}
        description={t('web-routes:form.codeHint', { max: ROUTE_LIMITS.codeMax })}
        autoComplete="off"
        {...form.getInputProps('code')}
      />
      {select('customerId', options.customers)}
      {select('vehicleId', options.vehicles)}
      {select('departmentId', options.departments)}
      <TextInput label={label('subcontractor')} autoComplete="off" {...form.getInputProps('subcontractor')} />
      <MultiSelect
        label={label('requiredLicences')}
        description={t('web-routes:form.licencesHint')}
        data={options.licences}
        searchable
        clearable
        {...form.getInputProps('requiredLicences')}
      />
      <NativeSelect
        label={label('incomeBasis')}
        data={INCOME_BASES.map((basis) => ({ value: basis, label: t(`web-routes:incomeBasis.${basis}`) }))}
        {...form.getInputProps('incomeBasis')}
      />
      <TextInput
        label={form.values.incomeBasis === 'perHour' ? label('incomePerHour') : label('incomePerRun')}
        required
        inputMode="decimal"
        autoComplete="off"
        {...form.getInputProps('income')}
      />
    </SimpleGrid>
  );
}
