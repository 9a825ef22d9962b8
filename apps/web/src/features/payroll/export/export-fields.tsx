import { Button, Checkbox, Group, NativeSelect, Radio, Stack } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CONFIGURABLE_PAYROLL_SYSTEMS,
  PAYROLL_CATEGORIES,
  PAYROLL_SYSTEMS,
  PAYROLL_SYSTEM_NUMBERS,
  isPayrollSystem,
  type PayPeriod,
  type PayrollCategory,
} from '@rahti/domain';
import { DateField } from '../../../components/ui/date-field';
import { periodSpan } from '../use-pay-period-choice';
import type { ExportForm } from './export-form';

interface ExportFieldsProps {
  form: ExportForm;
  period: PayPeriod | undefined;
  /** Offered to Admins and Superusers for a system whose columns the organisation sets. */
  onEditLayout?: () => void;
  /** Set when the fields come back after the layout editor. */
  focusLayoutButton?: boolean;
}

/** System, dates (the pay period or others) and categories of one export. */
export function ExportFields({ form, period, onEditLayout, focusLayoutButton }: ExportFieldsProps) {
  const { t } = useTranslation();
  const layoutButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focusLayoutButton) layoutButton.current?.focus();
    // Once, as the fields mount again after the layout editor.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const { values } = form;
  const systemOptions = PAYROLL_SYSTEM_NUMBERS.map((system) => ({
    value: String(system),
    label: t(`web-payroll:systems.${PAYROLL_SYSTEMS[system]}`),
  }));
  const system = values.system === '' ? undefined : Number(values.system);
  const configurable = isPayrollSystem(system) && CONFIGURABLE_PAYROLL_SYSTEMS.includes(system);

  return (
    <Stack>
      <Group align="flex-end">
        <NativeSelect
          label={t('web-payroll:export.system')}
          required
          data-autofocus
          data={[{ value: '', label: t('web-payroll:export.chooseSystem') }, ...systemOptions]}
          {...form.getInputProps('system')}
          style={{ flex: 1 }}
        />
        {configurable && onEditLayout && (
          <Button ref={layoutButton} variant="default" onClick={onEditLayout}>
            {t('web-payroll:layout.open')}
          </Button>
        )}
      </Group>
      {period && (
        <Radio.Group
          label={t('web-payroll:export.range')}
          value={values.range}
          onChange={(value) => form.setValue('range', value)}
        >
          <Stack gap={6} mt={4}>
            <Radio value="period" label={t('web-payroll:export.payPeriod', { span: periodSpan(period) })} />
            <Radio value="custom" label={t('web-payroll:export.otherDates')} />
          </Stack>
        </Radio.Group>
      )}
      {values.range === 'custom' && (
        <Group grow align="flex-start">
          <DateField label={t('web-payroll:export.from')} required {...form.getInputProps('from')} />
          <DateField label={t('web-payroll:export.to')} required {...form.getInputProps('to')} />
        </Group>
      )}
      <Checkbox.Group
        label={t('web-payroll:export.categories')}
        value={values.categories}
        onChange={(next) =>
          form.setValue(
            'categories',
            PAYROLL_CATEGORIES.filter((category) => next.includes(category)) satisfies PayrollCategory[],
          )
        }
        error={form.getInputProps('categories').error}
      >
        <Group mt={4}>
          {PAYROLL_CATEGORIES.map((category) => (
            <Checkbox key={category} value={category} label={t(`web-payroll:categories.${category}`)} />
          ))}
        </Group>
      </Checkbox.Group>
    </Stack>
  );
}
