import { Group, NativeSelect, TextInput } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { odometerReadingInputSchema, type OdometerReadingInput, type Vehicle } from '@rahti/domain';
import { DateField } from '../../components/ui/date-field';
import { FormDialog } from '../../components/ui/form-dialog';
import { notifySuccess } from '../../components/ui/notify';
import { useOrganisationTimeZone } from '../../lib/organisation-time';
import { useZodForm } from '../../lib/use-zod-form';
import { zoneInstant, zoneTime } from '../timesheet/zone-time';
import { useAddOdometerReading } from './fleet-api';
import type { FleetLabels } from './fleet-labels';
import { readNumbers } from './form-numbers';

interface OdometerValues extends Record<string, unknown> {
  vehicleId: string;
  date: string;
  time: string;
  km: string;
}

type Reading = OdometerReadingInput & { vehicleId: string };

/** odometerReadingInputSchema read through the form: the date and time on the organisation's clocks, km with a decimal comma or point. */
function odometerFormSchema(zone: string): z.ZodType<Reading> {
  return z.custom<OdometerValues>().transform((values, ctx) => {
    const flag = (name: string, message: string) => ctx.addIssue({ code: 'custom', message, path: [name] });
    if (!values.vehicleId) flag('vehicleId', 'fleet:vehicleRequired');
    if (values.km.trim() === '') flag('km', 'validation:required');
    const { km } = readNumbers(values, ['km'] as const, flag);
    const at = zoneInstant(values.date, values.time, zone);
    if (at === undefined) flag(values.date ? 'time' : 'date', 'validation:invalidDate');
    const result = odometerReadingInputSchema.safeParse({ at: at === undefined ? '' : new Date(at).toISOString(), km });
    if (!result.success) {
      for (const issue of result.error.issues)
        if (issue.path[0] === 'km' && km !== undefined) flag('km', issue.message);
      return z.NEVER;
    }
    return { ...result.data, vehicleId: values.vehicleId };
  });
}

interface OdometerDialogProps {
  /** The vehicle to start with ('' for none). */
  vehicleId: string;
  today: string;
  vehicles: readonly Vehicle[];
  labels: FleetLabels;
  onClose: () => void;
}

/** A vehicle's odometer reading typed by hand, at a date and time on the organisation's clocks (now unless told). */
export function OdometerDialog({ vehicleId, today, vehicles, labels, onClose }: OdometerDialogProps) {
  const { t } = useTranslation();
  const zone = useOrganisationTimeZone();
  const schema = useMemo(() => odometerFormSchema(zone), [zone]);
  const form = useZodForm(schema, { vehicleId, date: today, time: zoneTime(Date.now(), zone), km: '' });
  const save = useAddOdometerReading();

  return (
    <FormDialog
      title={t('web-fleet:odometer.title')}
      form={form}
      save={save}
      submitLabel={t('web-fleet:odometer.save')}
      onClose={onClose}
      onSaved={() => {
        notifySuccess(t('web-fleet:odometer.saved'));
        onClose();
      }}
    >
      <NativeSelect
        label={t('web-fleet:odometer.vehicle')}
        required
        data-autofocus
        data={[
          { value: '', label: t('web-fleet:form.chooseVehicle') },
          ...vehicles.map((vehicle) => ({ value: vehicle.id, label: labels.vehicleName(vehicle.id) })),
        ]}
        {...form.getInputProps('vehicleId')}
      />
      <Group grow align="flex-start">
        <DateField label={t('web-fleet:odometer.date')} required {...form.getInputProps('date')} />
        <TextInput type="time" label={t('web-fleet:odometer.time')} required {...form.getInputProps('time')} />
      </Group>
      <TextInput label={t('web-fleet:odometer.km')} inputMode="decimal" required {...form.getInputProps('km')} />
    </FormDialog>
  );
}
