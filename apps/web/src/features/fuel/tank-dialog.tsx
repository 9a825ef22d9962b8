import { NativeSelect, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { vehicleTankInputSchema, type Vehicle } from '@rahti/domain';
import { FormDialog } from '../../components/ui/form-dialog';
import { notifySuccess } from '../../components/ui/notify';
import { useZodForm } from '../../lib/use-zod-form';
import { decimalText, readDecimal } from './decimal-text';
import { useSetTank } from './fuel-api';
import { unitOfFuel, type FuelLabels } from './fuel-labels';

const NS = 'web-fuel:tank';

interface TankFormValues extends Record<string, unknown> {
  vehicleId: string;
  capacity: string;
}

/** The form as the server reads it: a vehicle, and a size typed with a comma or a point (empty: not known). */
const tankFormSchema = z.custom<TankFormValues>().transform((values, ctx) => {
  if (!values.vehicleId) ctx.addIssue({ code: 'custom', path: ['vehicleId'], message: 'validation:required' });
  const typed = readDecimal(values.capacity);
  if (typed === 'invalid') ctx.addIssue({ code: 'custom', path: ['capacity'], message: 'validation:number' });
  const parsed = vehicleTankInputSchema.safeParse({ capacity: typeof typed === 'number' ? typed : null });
  for (const issue of parsed.error?.issues ?? [])
    ctx.addIssue({ code: 'custom', path: ['capacity'], message: issue.message });
  return { vehicleId: values.vehicleId, capacity: typeof typed === 'number' ? typed : null };
});

/**
 * A vehicle's tank size in its fuel's unit, so that a refuel larger than the tank is flagged;
 * emptied, the size is forgotten.
 */
export function TankDialog({
  vehicles,
  tanks,
  vehicleId,
  labels,
  onClose,
}: {
  vehicles: readonly Vehicle[];
  tanks: ReadonlyMap<string, number>;
  vehicleId?: string;
  labels: FuelLabels;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const capacityOf = (id: string) => {
    const capacity = tanks.get(id);
    return capacity === undefined ? '' : decimalText(capacity, labels.language);
  };
  const form = useZodForm(tankFormSchema, {
    vehicleId: vehicleId ?? '',
    capacity: vehicleId ? capacityOf(vehicleId) : '',
  });
  const save = useSetTank();
  const chosen = vehicles.find((vehicle) => vehicle.id === form.values.vehicleId);

  return (
    <FormDialog
      title={t(`${NS}.title`)}
      form={form}
      save={save}
      onClose={onClose}
      onSaved={(saved) => {
        notifySuccess(t(`${NS}.saved`, { vehicle: labels.registerNumber(saved.vehicleId) }));
        onClose();
      }}
    >
      <NativeSelect
        label={t(`${NS}.vehicle`)}
        required
        data-autofocus={vehicleId ? undefined : true}
        data={[
          { value: '', label: t('web-fuel:refuelForm.chooseVehicle') },
          ...vehicles.map((vehicle) => ({
            value: vehicle.id,
            label: vehicle.name ? `${vehicle.registerNumber} ${vehicle.name}` : vehicle.registerNumber,
          })),
        ]}
        {...form.getInputProps('vehicleId')}
        onChange={(event) => {
          form.setValue('vehicleId', event.currentTarget.value);
          form.setValue('capacity', capacityOf(event.currentTarget.value));
        }}
      />
      <TextInput
        label={t(`${NS}.capacity`, { unit: chosen ? unitOfFuel(chosen.fuelType) || 'l' : 'l' })}
        description={t(`${NS}.capacityHint`)}
        inputMode="decimal"
        data-autofocus={vehicleId ? true : undefined}
        {...form.getInputProps('capacity')}
      />
    </FormDialog>
  );
}
