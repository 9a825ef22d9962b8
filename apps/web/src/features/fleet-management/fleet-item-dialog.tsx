import { Group, NativeSelect, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FLEET_ITEM_TYPES, FLEET_LIMITS, type FleetDueType, type FleetItemRow, type Vehicle } from '@rahti/domain';
import { FormDialog } from '../../components/ui/form-dialog';
import { notifySuccess } from '../../components/ui/notify';
import { useLanguage } from '../../lib/use-language';
import { useZodForm } from '../../lib/use-zod-form';
import { DistanceDueFields, TimeDueFields } from './due-fields';
import { useSaveFleetItem } from './fleet-api';
import type { FleetLabels } from './fleet-labels';
import { fleetItemFormSchema, fleetItemFormValues } from './fleet-item-form-values';

const NS = 'web-fleet:form';

interface FleetItemDialogProps {
  /** The open occurrence to change, or none for a new item. */
  row?: FleetItemRow;
  /** A new item's vehicle to start with ('' for none). */
  vehicleId: string;
  vehicles: readonly Vehicle[];
  labels: FleetLabels;
  onClose: () => void;
}

/**
 * Adds or changes a fleet item: vehicle, type, and due by a date (once or repeating) or by km
 * thresholds; planned cost and a short description. Checked as typed with the server's own schema.
 */
export function FleetItemDialog({ row, vehicleId, vehicles, labels, onClose }: FleetItemDialogProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const dueTypeLabel = useId();
  const schema = useMemo(() => fleetItemFormSchema(row && { version: row.version }), [row]);
  const form = useZodForm(schema, fleetItemFormValues(row, vehicleId, language));
  const save = useSaveFleetItem(row?.id);
  const vehicleOptions = vehicles.map((vehicle) => ({ value: vehicle.id, label: labels.vehicleName(vehicle.id) }));

  return (
    <FormDialog
      title={t(`${NS}.${row ? 'editTitle' : 'addTitle'}`)}
      form={form}
      save={save}
      size="lg"
      submitLabel={row ? t('web:common.save') : t(`${NS}.add`)}
      onClose={onClose}
      onSaved={() => {
        notifySuccess(t(`${NS}.${row ? 'saved' : 'added'}`));
        onClose();
      }}
    >
      <Group grow align="flex-start">
        <NativeSelect
          label={t(`${NS}.vehicle`)}
          required
          data={[{ value: '', label: t(`${NS}.chooseVehicle`) }, ...vehicleOptions]}
          data-autofocus
          {...form.getInputProps('vehicleId')}
        />
        <NativeSelect
          label={t(`${NS}.type`)}
          data={FLEET_ITEM_TYPES.map((value) => ({ value, label: labels.typeName(value) }))}
          {...form.getInputProps('type')}
        />
      </Group>
      <Stack gap={4}>
        <Text id={dueTypeLabel} size="sm" fw={500}>
          {t(`${NS}.dueType`)}
        </Text>
        <SegmentedControl
          aria-labelledby={dueTypeLabel}
          value={form.values.dueType}
          onChange={(value) => form.setValue('dueType', value as FleetDueType)}
          data={[
            { value: 'time', label: t(`${NS}.dueTypes.time`) },
            { value: 'distance', label: t(`${NS}.dueTypes.distance`) },
          ]}
        />
      </Stack>
      {form.values.dueType === 'time' ? <TimeDueFields form={form} /> : <DistanceDueFields form={form} />}
      <TextInput label={t(`${NS}.cost`)} inputMode="decimal" {...form.getInputProps('cost')} />
      <TextInput
        label={t(`${NS}.description`)}
        description={t(`${NS}.descriptionCount`, {
          length: form.values.description.length,
          max: FLEET_LIMITS.descriptionMax,
        })}
        {...form.getInputProps('description')}
      />
    </FormDialog>
  );
}
