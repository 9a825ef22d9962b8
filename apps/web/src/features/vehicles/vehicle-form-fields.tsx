import { Anchor, Checkbox, NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { NamedUnit } from '@rahti/domain';
import type { VehicleForm } from './vehicle-form';
import { useVehicleLabels } from '../organisation-data/use-vehicle-labels';

/** The vehicle's inputs, each validated as the user types by the shared vehicleInputSchema. `bases` is undefined while they load. */
export function VehicleFormFields({ form, bases }: { form: VehicleForm; bases: readonly NamedUnit[] | undefined }) {
  const { t } = useTranslation();
  const { options } = useVehicleLabels();
  const deviceLock = form.getInputProps('deviceLock');
  const baseOptions = [
    { value: '', label: t('web-vehicles:form.noBase') },
    ...(bases ?? []).map((base) => ({ value: base.id, label: base.name })),
  ];
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <TextInput
        label={t('organisation-data:columns.registerNumber')}
        description={t('web-vehicles:form.registerNumberHint')}
        required
        autoComplete="off"
        data-autofocus
        {...form.getInputProps('registerNumber')}
      />
      <TextInput label={t('web-vehicles:form.name')} autoComplete="off" {...form.getInputProps('name')} />
      <NativeSelect
        label={t('organisation-data:columns.vehicleClass')}
        required
        data={[{ value: '', label: t('web-vehicles:form.chooseClass') }, ...options.vehicleClass]}
        {...form.getInputProps('vehicleClass')}
      />
      <NativeSelect
        label={t('organisation-data:columns.base')}
        // With no bases the select offers only "No base": say where they are added.
        description={
          bases?.length === 0 ? (
            <Trans
              t={t}
              i18nKey="web-vehicles:form.noBases"
              components={{ page: <Anchor component={Link} to="/departments" inherit /> }}
            />
          ) : undefined
        }
        data={baseOptions}
        {...form.getInputProps('baseId')}
      />
      <TextInput
        label={t('organisation-data:columns.vehicleCode')}
        autoComplete="off"
        {...form.getInputProps('vehicleCode')}
      />
      <NativeSelect
        label={t('organisation-data:columns.fuelType')}
        data={options.fuelType}
        {...form.getInputProps('fuelType')}
      />
      <NativeSelect
        label={t('organisation-data:columns.emissionStandard')}
        data={options.emissionStandard}
        {...form.getInputProps('emissionStandard')}
      />
      <TextInput
        label={t('organisation-data:columns.imei')}
        description={t('web-vehicles:form.imeiHint')}
        inputMode="numeric"
        autoComplete="off"
        {...form.getInputProps('imei')}
      />
      <TextInput
        label={t('organisation-data:columns.externalId')}
        description={t('web-vehicles:form.externalIdHint')}
        autoComplete="off"
        {...form.getInputProps('externalId')}
      />
      <TextInput
        label={t('web-vehicles:form.deviceId')}
        description={t('web-vehicles:form.deviceIdHint')}
        autoComplete="off"
        {...form.getInputProps('deviceId')}
      />
      <Checkbox
        label={t('web-vehicles:form.deviceLock')}
        description={t('web-vehicles:form.deviceLockHint')}
        checked={form.values.deviceLock}
        onChange={deviceLock.onChange}
        onBlur={deviceLock.onBlur}
        error={deviceLock.error}
      />
    </SimpleGrid>
  );
}
