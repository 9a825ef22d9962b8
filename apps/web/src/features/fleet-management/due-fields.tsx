import { Group, NativeSelect, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FLEET_REPEAT_UNITS, type FleetRepeatUnit } from '@rahti/domain';
import { DateField } from '../../components/ui/date-field';
import type { useZodForm } from '../../lib/use-zod-form';
import type { FleetItemBody } from './fleet-api';
import type { FleetItemFormValues } from './fleet-item-form-values';

export type FleetItemForm = ReturnType<typeof useZodForm<FleetItemFormValues, FleetItemBody>>;

const NS = 'web-fleet:form';

/** A date item: its due date, how often it repeats (or not) and until when. */
export function TimeDueFields({ form }: { form: FleetItemForm }) {
  const { t } = useTranslation();
  const unit = form.values.repeatUnit;
  return (
    <>
      <DateField label={t(`${NS}.dueDate`)} required {...form.getInputProps('dueDate')} />
      <Group grow align="flex-start">
        <NativeSelect
          label={t(`${NS}.repeat`)}
          data={[
            { value: '', label: t(`${NS}.noRepeat`) },
            ...FLEET_REPEAT_UNITS.map((value) => ({ value, label: t(`${NS}.repeatUnits.${value}`) })),
          ]}
          {...form.getInputProps('repeatUnit')}
          onChange={(event) => form.setValue('repeatUnit', event.currentTarget.value as FleetRepeatUnit | '')}
        />
        {unit && (
          <TextInput
            label={t(`${NS}.repeatCount.${unit}`)}
            inputMode="numeric"
            required
            {...form.getInputProps('repeatCount')}
          />
        )}
      </Group>
      {unit && (
        <DateField
          label={t(`${NS}.repeatUntil`)}
          description={t(`${NS}.repeatUntilHint`)}
          {...form.getInputProps('repeatUntil')}
        />
      )}
    </>
  );
}

/** A km item: due first at one odometer reading, then every interval up to the last. */
export function DistanceDueFields({ form }: { form: FleetItemForm }) {
  const { t } = useTranslation();
  const km = (name: 'firstKm' | 'lastKm' | 'intervalKm') => (
    <TextInput label={t(`${NS}.${name}`)} inputMode="decimal" required {...form.getInputProps(name)} />
  );
  return (
    <>
      <Group grow align="flex-start">
        {km('firstKm')}
        {km('lastKm')}
        {km('intervalKm')}
      </Group>
      {/* Said once under the three, so each label stays short. */}
      <Text size="xs" c="dimmed">
        {t(`${NS}.distanceHint`)}
      </Text>
    </>
  );
}
