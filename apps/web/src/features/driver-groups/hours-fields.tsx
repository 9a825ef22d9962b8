import { Fieldset, SimpleGrid, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { THRESHOLD_FIELDS } from './driver-group-form-values';
import type { DriverGroupForm } from './use-driver-group-form';

const HOURS = 'h';

/** Name, the required hours, and the optional overtime thresholds. */
export function HoursFields({ form }: { form: DriverGroupForm }) {
  const { t } = useTranslation();
  const hoursProps = { inputMode: 'decimal', autoComplete: 'off', rightSection: HOURS } as const;
  return (
    <>
      <TextInput
        label={t('web-driver-groups:form.name')}
        required
        autoComplete="off"
        data-autofocus
        {...form.textProps('name')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t('web-driver-groups:form.guaranteedHours')}
          required
          {...hoursProps}
          {...form.textProps('guaranteedHours')}
        />
        <TextInput
          label={t('web-driver-groups:form.standardWorkingHours')}
          required
          {...hoursProps}
          {...form.textProps('standardWorkingHours')}
        />
      </SimpleGrid>
      <Fieldset legend={t('web-driver-groups:form.thresholds')}>
        <Text size="sm" c="dimmed" mb="xs">
          {t('web-driver-groups:form.thresholdsHint')}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {THRESHOLD_FIELDS.map((key) => (
            <TextInput key={key} label={t(`web-driver-groups:form.${key}`)} {...hoursProps} {...form.textProps(key)} />
          ))}
        </SimpleGrid>
      </Fieldset>
    </>
  );
}
