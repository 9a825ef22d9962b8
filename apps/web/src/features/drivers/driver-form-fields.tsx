import { NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DriverInput } from '@rahti/domain';
import { useAccount } from '../../auth/use-account';
import type { useZodForm } from '../../lib/use-zod-form';
import { useBases, useDepartments, useDriverGroups, useVehicles } from '../organisation-data/organisation-data-queries';
import { unitOptions } from './driver-labels';
import type { DriverFormValues } from './driver-form-values';

type InputProps = ReturnType<typeof useZodForm<DriverFormValues, DriverInput>>['getInputProps'];

/** The driver's own fields and the units and vehicle they belong to. */
export function DriverFormFields({ inputProps }: { inputProps: InputProps }) {
  const { t } = useTranslation();
  const currency = useAccount().data?.organisationCurrency ?? 'EUR';
  const vehicles = useVehicles();
  const departments = useDepartments();
  const bases = useBases();
  const groups = useDriverGroups();
  const none = { value: '', label: t('web-drivers:form.none') };
  const vehicleOptions = (vehicles.data ?? []).map((vehicle) => ({ value: vehicle.id, label: `${vehicle.registerNumber} ${vehicle.name}`.trim() }));
  const label = (column: string) => t(`organisation-data:columns.${column}`);
  const select = (name: 'departmentId' | 'baseId' | 'driverGroupId' | 'defaultVehicleId', text: string, options: { value: string; label: string }[]) => (
    <NativeSelect label={text} data={[none, ...options]} {...inputProps(name)} />
  );

  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <TextInput label={label('firstName')} required autoComplete="off" {...inputProps('firstName')} />
      <TextInput label={label('lastName')} required autoComplete="off" {...inputProps('lastName')} />
      <TextInput label={label('username')} description={t('web-drivers:form.usernameHint')} required autoComplete="off" {...inputProps('username')} />
      <TextInput label={label('email')} type="email" autoComplete="off" {...inputProps('email')} />
      <TextInput label={label('employeeNumber')} autoComplete="off" {...inputProps('employeeNumber')} />
      <TextInput label={label('driverCardId')} description={t('web-drivers:form.driverCardIdHint')} autoComplete="off" {...inputProps('driverCardId')} />
      <TextInput label={label('grossWagePerHour')} description={t('web-drivers:form.wageHint', { currency })} inputMode="decimal" autoComplete="off" {...inputProps('grossWagePerHour')} />
      {select('defaultVehicleId', t('web-drivers:form.defaultVehicle'), vehicleOptions)}
      {select('departmentId', label('department'), unitOptions(departments.data))}
      {select('baseId', label('base'), unitOptions(bases.data))}
      {select('driverGroupId', label('driverGroup'), unitOptions(groups.data))}
    </SimpleGrid>
  );
}
