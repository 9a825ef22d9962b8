import { Group, NativeSelect, NumberInput, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  PAY_PERIOD_DURATIONS,
  PAY_PERIOD_LIMITS,
  generatePayPeriods,
  payPeriodRunSchema,
  type PayDateRule,
  type PayPeriod,
  type PayPeriodDuration,
} from '@rahti/domain';
import { FormDialog } from '../../components/ui/form-dialog';
import { notifySuccess } from '../../components/ui/notify';
import { useZodForm } from '../../lib/use-zod-form';
import { useCreatePayPeriods } from './pay-periods-api';
import { PayPeriodsTable } from './pay-periods-table';
import { DateField } from '../../components/ui/date-field';

interface CreateValues extends Record<string, unknown> {
  startDate: string;
  amount: number | string;
  duration: PayPeriodDuration;
  payDateRule: PayDateRule | { kind: 'daysAfter'; days: number | string };
}

/** A run of periods from a start date, with a preview of exactly what the server will make (the same domain rule). */
export function CreatePayPeriodsDialog({ startDate, onClose }: { startDate: string; onClose: () => void }) {
  const { t } = useTranslation();
  const create = useCreatePayPeriods();
  const form = useZodForm<CreateValues, ReturnType<typeof payPeriodRunSchema.parse>>(payPeriodRunSchema, {
    startDate,
    amount: 1,
    duration: 'twoWeeks',
    payDateRule: { kind: 'lastDay' },
  });
  const rule = form.values.payDateRule;
  const preview = payPeriodRunSchema.safeParse(form.values);

  const created = (periods: PayPeriod[]) => {
    notifySuccess(t('web-pay-periods:created', { count: periods.length }));
    onClose();
  };

  return (
    <FormDialog
      title={t('web-pay-periods:createTitle')}
      form={form}
      save={create}
      onSaved={created}
      onClose={onClose}
      submitLabel={t('web-pay-periods:create')}
      size="lg"
    >
      <Group grow align="flex-start">
        <DateField
          label={t('web-pay-periods:form.startDate')}
          required
          data-autofocus
          {...form.getInputProps('startDate')}
        />
        <NumberInput
          label={t('web-pay-periods:form.amount')}
          required
          min={PAY_PERIOD_LIMITS.amountMin}
          max={PAY_PERIOD_LIMITS.amountMax}
          allowDecimal={false}
          {...form.getInputProps('amount')}
        />
      </Group>
      <NativeSelect
        label={t('web-pay-periods:form.duration')}
        data={PAY_PERIOD_DURATIONS.map((value) => ({ value, label: t(`web-pay-periods:durations.${value}`) }))}
        {...form.getInputProps('duration')}
      />
      <Group grow align="flex-start">
        <NativeSelect
          label={t('web-pay-periods:form.payDateRule')}
          data={[
            { value: 'lastDay', label: t('web-pay-periods:rules.lastDay') },
            { value: 'daysAfter', label: t('web-pay-periods:rules.daysAfter') },
          ]}
          value={rule.kind}
          onChange={(event) =>
            form.setValue(
              'payDateRule',
              event.currentTarget.value === 'lastDay' ? { kind: 'lastDay' } : { kind: 'daysAfter', days: 5 },
            )
          }
        />
        {rule.kind === 'daysAfter' && (
          <NumberInput
            label={t('web-pay-periods:form.days')}
            required
            min={PAY_PERIOD_LIMITS.daysAfterMin}
            max={PAY_PERIOD_LIMITS.daysAfterMax}
            allowDecimal={false}
            value={rule.days}
            onChange={(days) => form.setValue('payDateRule', { kind: 'daysAfter', days })}
            error={form.errorAt('payDateRule.days')}
          />
        )}
      </Group>
      <Text size="sm" c="dimmed">
        {t('web-pay-periods:form.payDateHelp')}
      </Text>
      {preview.success && (
        <PayPeriodsTable label={t('web-pay-periods:preview')} periods={generatePayPeriods(preview.data)} />
      )}
    </FormDialog>
  );
}
