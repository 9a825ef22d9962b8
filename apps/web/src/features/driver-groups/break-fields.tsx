import { Fieldset, Group, Radio, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PAID_BREAK_TYPES } from '@rahti/domain';
import type { DriverGroupForm } from './use-driver-group-form';

/** Paid break type; the limit (minutes per shift) only applies to "paid up to a limit". */
export function BreakFields({ form }: { form: DriverGroupForm }) {
  const { t } = useTranslation();
  return (
    <Fieldset legend={t('web-driver-groups:form.breaks')}>
      <Stack>
        <Radio.Group label={t('web-driver-groups:form.paidBreakType')} {...form.getInputProps('paidBreakType')}>
          <Group mt="xs">
            {PAID_BREAK_TYPES.map((type) => (
              <Radio key={type} value={type} label={t(`web-driver-groups:breakTypes.${type}`)} />
            ))}
          </Group>
        </Radio.Group>
        {form.values.paidBreakType === 'paidUpToLimit' && (
          <TextInput
            label={t('web-driver-groups:form.paidBreakLimit')}
            required
            inputMode="numeric"
            autoComplete="off"
            rightSection={t('web-driver-groups:minutesUnit')}
            maw={440}
            {...form.textProps('paidBreakLimitMinutes')}
          />
        )}
      </Stack>
    </Fieldset>
  );
}
