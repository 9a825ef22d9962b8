import { NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isDrivable, type DriverInput } from '@rahti/domain';
import { useAccount, useFeatures } from '../../auth/use-account';
import { DateField } from '../../components/ui/date-field';
import type { useZodForm } from '../../lib/use-zod-form';
import { useBases, useDepartments, useDriverGroups, useVehicles } from '../organisation-data/organisation-data-queries';
import { unitOptions } from './driver-labels';
import type { DriverFormValues } from './driver-form-values';

type InputProps = ReturnType<typeof useZodForm<DriverFormValues, DriverInput>>['getInputProps'];
type SelectName = 'departmentId' | 'baseId' | 'driverGroupId' | 'defaultVehicleId';
type Option = { value: string; label: string };

function Select({
  name,
  label,
  options,
  inputProps,
}: {
  name: SelectName;
  label: string;
  options: Option[];
  inputProps: InputProps;
}) {
  const { t } = useTranslation();
  return (
    <NativeSelect
      label={label}
      data={[{ value: '', label: t('web-drivers:form.none') }, ...options]}
      {...inputProps(name)}
    />
  );
}

/**
 * Only with the vehicles feature: without it the organisation has no vehicles to choose from.
 * Trailers and machines are not driven, so they are not offered (a saved one stays listed, and
 * the server says why it cannot stay).
 */
function DefaultVehicleSelect({ inputProps }: { inputProps: InputProps }) {
  const { t } = useTranslation();
  const vehicles = useVehicles();
  const selected = inputProps('defaultVehicleId').value;
  const options = (vehicles.data ?? [])
    .filter((vehicle) => isDrivable(vehicle.vehicleClass) || vehicle.id === selected)
    .map((vehicle) => ({ value: vehicle.id, label: `${vehicle.registerNumber} ${vehicle.name}`.trim() }));
  return (
    <Select
      name="defaultVehicleId"
      label={t('web-drivers:form.defaultVehicle')}
      options={options}
      inputProps={inputProps}
    />
  );
}

/** The driver's own fields and the units and vehicle they belong to. */
export function DriverFormFields({ inputProps }: { inputProps: InputProps }) {
  const { t } = useTranslation();
  const currency = useAccount().data?.organisationCurrency ?? 'EUR';
  const hasVehicles = useFeatures()?.vehicles === true;
  const departments = useDepartments();
  const bases = useBases();
  const groups = useDriverGroups();
  const label = (column: string) => t(`organisation-data:columns.${column}`);

  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <TextInput label={label('firstName')} required autoComplete="off" {...inputProps('firstName')} />
      <TextInput label={label('lastName')} required autoComplete="off" {...inputProps('lastName')} />
      <TextInput
        label={label('username')}
        description={t('web-drivers:form.usernameHint')}
        required
        autoComplete="off"
        {...inputProps('username')}
      />
      <TextInput label={label('email')} type="email" autoComplete="off" {...inputProps('email')} />
      <TextInput label={label('employeeNumber')} autoComplete="off" {...inputProps('employeeNumber')} />
      <TextInput
        label={label('driverCardId')}
        description={t('web-drivers:form.driverCardIdHint')}
        autoComplete="off"
        {...inputProps('driverCardId')}
      />
      <TextInput
        label={label('grossWagePerHour')}
        description={t('web-drivers:form.wageHint', { currency })}
        inputMode="decimal"
        autoComplete="off"
        {...inputProps('grossWagePerHour')}
      />
      {hasVehicles && <DefaultVehicleSelect inputProps={inputProps} />}
      <Select
        name="departmentId"
        label={label('department')}
        options={unitOptions(departments.data)}
        inputProps={inputProps}
      />
      <Select name="baseId" label={label('base')} options={unitOptions(bases.data)} inputProps={inputProps} />
      <Select
        name="driverGroupId"
        label={label('driverGroup')}
        options={unitOptions(groups.data)}
        inputProps={inputProps}
      />
      {/* The employment (issue 21): working days of a pay period outside it lower the guaranteed and standard hours. */}
      <DateField
        label={label('employmentStart')}
        description={t('web-drivers:form.employmentStartHint')}
        {...inputProps('employmentStart')}
      />
      <DateField label={label('employmentEnd')} {...inputProps('employmentEnd')} />
    </SimpleGrid>
  );
}
