import { Group, NativeSelect, TextInput } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FUEL_TYPES, type Vehicle } from '@rahti/domain';
import { DateField } from '../../components/ui/date-field';
import { FormDialog } from '../../components/ui/form-dialog';
import { notifySuccess } from '../../components/ui/notify';
import { useOrganisationTimeZone, zonedToday } from '../../lib/organisation-time';
import { useZodForm } from '../../lib/use-zod-form';
import { zoneTime } from '../timesheet/zone-time';
import { useAddRefuel } from './fuel-api';
import { unitOfFuel, type FuelLabels } from './fuel-labels';
import { fuelOfVehicle, refuelFormSchema } from './refuel-form';

const NS = 'web-fuel:refuelForm';
const UNITS = ['l', 'kg', 'kWh'];

/**
 * A refuel typed by hand: vehicle, date and time on the organisation's clocks (now unless told),
 * fuel (the vehicle's own to start with), amount in the fuel's unit and an optional price per
 * unit. The unit follows the fuel; a unit changed to another fuel's is flagged by the server's schema.
 */
export function RefuelDialog({
  vehicles,
  labels,
  onClose,
}: {
  vehicles: readonly Vehicle[];
  labels: FuelLabels;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const zone = useOrganisationTimeZone();
  const schema = useMemo(() => refuelFormSchema(zone), [zone]);
  const form = useZodForm(schema, {
    vehicleId: '',
    date: zonedToday(zone),
    time: zoneTime(Date.now(), zone),
    fuelType: String(FUEL_TYPES[0].value),
    amount: '',
    unit: FUEL_TYPES[0].unit,
    pricePerUnit: '',
  });
  const save = useAddRefuel();

  const chooseVehicle = (vehicleId: string) => {
    form.setValue('vehicleId', vehicleId);
    const fuel = fuelOfVehicle(vehicles.find((vehicle) => vehicle.id === vehicleId));
    if (fuel) {
      form.setValue('fuelType', fuel.fuelType);
      form.setValue('unit', fuel.unit);
    }
  };
  const chooseFuel = (fuelType: string) => {
    form.setValue('fuelType', fuelType);
    form.setValue('unit', unitOfFuel(Number(fuelType)));
  };

  return (
    <FormDialog
      title={t(`${NS}.title`)}
      form={form}
      save={save}
      size="lg"
      submitLabel={t(`${NS}.save`)}
      onClose={onClose}
      onSaved={() => {
        notifySuccess(t(`${NS}.saved`));
        onClose();
      }}
    >
      <NativeSelect
        label={t(`${NS}.vehicle`)}
        required
        data-autofocus
        data={[
          { value: '', label: t(`${NS}.chooseVehicle`) },
          ...vehicles.map((vehicle) => ({
            value: vehicle.id,
            label: vehicle.name ? `${vehicle.registerNumber} ${vehicle.name}` : vehicle.registerNumber,
          })),
        ]}
        {...form.getInputProps('vehicleId')}
        onChange={(event) => chooseVehicle(event.currentTarget.value)}
      />
      <Group grow align="flex-start">
        <DateField label={t(`${NS}.date`)} required {...form.getInputProps('date')} />
        <TextInput type="time" label={t(`${NS}.time`)} required {...form.getInputProps('time')} />
      </Group>
      <NativeSelect
        label={t(`${NS}.fuel`)}
        required
        data={FUEL_TYPES.map((fuel) => ({
          value: String(fuel.value),
          label: `${labels.fuelName(fuel.value)} (${fuel.unit})`,
        }))}
        {...form.getInputProps('fuelType')}
        onChange={(event) => chooseFuel(event.currentTarget.value)}
      />
      <Group grow align="flex-start">
        <TextInput label={t(`${NS}.amount`)} inputMode="decimal" required {...form.getInputProps('amount')} />
        <NativeSelect
          label={t(`${NS}.unit`)}
          description={t(`${NS}.unitHint`)}
          data={UNITS}
          {...form.getInputProps('unit')}
        />
      </Group>
      <TextInput
        label={t(`${NS}.pricePerUnit`, { currency: labels.currencySymbol })}
        description={t(`${NS}.optional`)}
        inputMode="decimal"
        {...form.getInputProps('pricePerUnit')}
      />
    </FormDialog>
  );
}
