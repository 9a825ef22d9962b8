import { Checkbox, Group, Modal, MultiSelect, NativeSelect, Stack, TextInput } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BONUS_TYPES, DAILY_ALLOWANCE_TYPES, DAILY_ALLOWANCE_TYPE_VALUES, type Shift } from '@rahti/domain';
import { FormActions } from '../../components/ui/form-actions';
import { notifySuccess } from '../../components/ui/notify';
import { useZodForm } from '../../lib/use-zod-form';
import { useVehicles } from '../organisation-data/organisation-data-queries';
import { useRouteChoices } from '../routes/use-route-choices';
import { ActionFailure } from './action-failure';
import { EventRowsEditor } from './event-rows-editor';
import { PlannedShiftSelect } from './planned-shift-select';
import { shiftFormSchema, shiftFormValues, typedStartDate, type EventRow, type ShiftFormValues } from './shift-form';
import { useSaveShift } from './timesheet-mutations';

interface ShiftEditorDialogProps {
  /** Undefined to add a missing shift. */
  shift?: Shift;
  driverId: string;
  zone: string;
  /** The date a new shift's first event starts on. */
  date: string;
  onClose: () => void;
}

/** Corrects a shift or adds a missing one; the shift rules are checked as the clerk types. */
export function ShiftEditorDialog({ shift, driverId, zone, date, onClose }: ShiftEditorDialogProps) {
  const { t } = useTranslation();
  const vehicles = useVehicles();
  const routes = useRouteChoices();
  const schema = useMemo(
    () => shiftFormSchema(zone, { driverId, clientKey: shift?.clientKey }),
    [zone, driverId, shift?.clientKey],
  );
  const form = useZodForm<ShiftFormValues, ReturnType<typeof schema.parse>>(schema, shiftFormValues(shift, zone, date));
  const save = useSaveShift(shift?.id, shift?.version);
  const [failure, setFailure] = useState<unknown>();

  const submit = form.onSubmit((input) => {
    setFailure(undefined);
    save.mutate(input, {
      onSuccess: () => {
        notifySuccess(t(shift ? 'web-timesheet:editor.saved' : 'web-timesheet:editor.added'));
        onClose();
      },
      onError: (error) => {
        if (!form.applyServerErrors(error)) setFailure(error);
      },
    });
  });
  const bonuses = form.values.bonuses;
  const setBonus = (type: (typeof BONUS_TYPES)[number], hours: string | undefined) => {
    const { [type]: _removed, ...rest } = bonuses;
    form.setValue('bonuses', hours === undefined ? rest : { ...rest, [type]: hours });
  };
  const vehicleOptions = (vehicles.data ?? []).map((vehicle) => ({
    value: vehicle.id,
    label: [vehicle.registerNumber, vehicle.name].filter(Boolean).join(' '),
  }));
  for (const vehicle of shift?.vehicles ?? [])
    if (!vehicleOptions.some((option) => option.value === vehicle.id))
      vehicleOptions.push({ value: vehicle.id, label: vehicle.registerNumber });

  return (
    <Modal
      opened
      onClose={onClose}
      title={t(shift ? 'web-timesheet:editor.editTitle' : 'web-timesheet:editor.addTitle')}
      size="80rem"
      centered
    >
      <form onSubmit={submit} noValidate>
        <Stack>
          <EventRowsEditor
            rows={form.values.events}
            onChange={(rows: EventRow[]) => form.setValue('events', rows)}
            errorAt={form.errorAt}
          />
          <MultiSelect
            label={t('web-timesheet:details.vehicles')}
            data={vehicleOptions}
            searchable
            {...form.getInputProps('vehicleIds')}
          />
          <Group align="flex-start">
            <TextInput
              label={t('web-timesheet:details.startKm')}
              inputMode="decimal"
              {...form.getInputProps('startKm')}
              w={160}
            />
            <TextInput
              label={t('web-timesheet:details.endKm')}
              inputMode="decimal"
              {...form.getInputProps('endKm')}
              w={160}
            />
            <TextInput
              label={t('web-timesheet:details.consumptionLitres')}
              inputMode="decimal"
              {...form.getInputProps('consumptionLitres')}
              w={160}
            />
            <NativeSelect
              label={t('web-timesheet:details.dailyAllowance')}
              data={DAILY_ALLOWANCE_TYPE_VALUES.map((value) => ({
                value: String(value),
                label: t(`web-timesheet:allowances.${DAILY_ALLOWANCE_TYPES[value]}`),
              }))}
              {...form.getInputProps('dailyAllowance')}
              w={240}
            />
            {routes.shown && (
              <NativeSelect
                label={t('web-timesheet:editor.route')}
                data={[{ value: '', label: t('web-timesheet:editor.noRoute') }, ...routes.options]}
                {...form.getInputProps('routeId')}
                w={280}
              />
            )}
            <PlannedShiftSelect
              driverId={driverId}
              zone={zone}
              date={typedStartDate(form.values, date)}
              linkedId={shift?.plannedShiftId ?? null}
              value={form.values.plannedShiftId}
              onChange={(id) => form.setValue('plannedShiftId', id)}
            />
          </Group>
          <Group align="flex-end">
            {BONUS_TYPES.map((type) => (
              <Stack key={type} gap={4}>
                <Checkbox
                  label={t(`web-timesheet:bonuses.${type}`)}
                  checked={bonuses[type] !== undefined}
                  onChange={(event) => setBonus(type, event.currentTarget.checked ? '' : undefined)}
                />
                {bonuses[type] !== undefined && (
                  <TextInput
                    size="xs"
                    label={t('web-timesheet:editor.bonusHours', { bonus: t(`web-timesheet:bonuses.${type}`) })}
                    placeholder={t('web-timesheet:editor.wholeShift')}
                    value={bonuses[type]}
                    onChange={(event) => setBonus(type, event.currentTarget.value)}
                    error={form.errorAt(
                      `bonuses.${BONUS_TYPES.filter((other) => bonuses[other] !== undefined).indexOf(type)}.hours`,
                    )}
                    w={140}
                  />
                )}
              </Stack>
            ))}
          </Group>
          <ActionFailure error={failure} onDismiss={() => setFailure(undefined)} onReload={onClose} />
          <FormActions
            submitLabel={t(shift ? 'web:common.save' : 'web-timesheet:editor.addSubmit')}
            onCancel={onClose}
            saving={save.isPending}
          />
        </Stack>
      </form>
    </Modal>
  );
}
