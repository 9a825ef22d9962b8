import { Group, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { payPeriodUpdateSchema, type PayPeriod } from '@rahti/domain';
import { FormDialog } from '../../components/ui/form-dialog';
import { notifySuccess } from '../../components/ui/notify';
import { useZodForm } from '../../lib/use-zod-form';
import { useUpdatePayPeriod } from './pay-periods-api';
import { DateField } from '../../components/ui/date-field';

/** Mounted per period, so the fields start from the saved dates. An overlap answers 409 on the start date. */
export function EditPayPeriodDialog({ period, onClose }: { period: PayPeriod; onClose: () => void }) {
  const { t } = useTranslation();
  const form = useZodForm(payPeriodUpdateSchema, {
    startDate: period.startDate,
    endDate: period.endDate,
    payDate: period.payDate,
    name: period.name ?? '',
  });
  const update = useUpdatePayPeriod(period.id);

  const saved = () => {
    notifySuccess(t('web-pay-periods:saved'));
    onClose();
  };

  return (
    <FormDialog title={t('web-pay-periods:editTitle')} form={form} save={update} onSaved={saved} onClose={onClose}>
      <Group grow align="flex-start">
        <DateField
          label={t('web-pay-periods:form.startDate')}
          required
          data-autofocus
          {...form.getInputProps('startDate')}
        />
        <DateField label={t('web-pay-periods:form.endDate')} required {...form.getInputProps('endDate')} />
      </Group>
      <DateField label={t('web-pay-periods:form.payDate')} required {...form.getInputProps('payDate')} />
      <TextInput label={t('web-pay-periods:form.name')} autoComplete="off" {...form.getInputProps('name')} />
    </FormDialog>
  );
}
