import { NativeSelect, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { salaryTypeCodeInputSchema, type SalaryTypeCode } from '@rahti/domain';
import { FormDialog } from '../../../components/ui/form-dialog';
import { notifySuccess } from '../../../components/ui/notify';
import { workTypeOptions } from '../../../components/ui/work-type-options';
import { useZodForm } from '../../../lib/use-zod-form';
import { useSaveSalaryTypeCode } from './payroll-codes-api';
import { payrollLineOptions } from './payroll-line-options';

/** The selects speak text; '' means the code pays no particular work type, or no summary line. */
const payrollCodeFormSchema = salaryTypeCodeInputSchema.extend({
  workType: z.preprocess((value) => (value === '' ? null : Number(value)), salaryTypeCodeInputSchema.shape.workType),
  payrollLine: z.preprocess((value) => (value === '' ? null : value), salaryTypeCodeInputSchema.shape.payrollLine),
});

/** Adds a payroll code, or changes `code` when one is given; mounted per code edited. */
export function PayrollCodeDialog({ code, onClose }: { code?: SalaryTypeCode; onClose: () => void }) {
  const { t } = useTranslation();
  const form = useZodForm(payrollCodeFormSchema, {
    code: code?.code ?? '',
    name: code?.name ?? '',
    workType: code?.workType == null ? '' : String(code.workType),
    payrollLine: code?.payrollLine ?? '',
  });
  const save = useSaveSalaryTypeCode(code?.id);

  const saved = (savedCode: SalaryTypeCode) => {
    notifySuccess(t('web-organisation:payrollCodes.saved', { code: savedCode.code }));
    onClose();
  };

  const noWorkType = { value: '', label: t('web-organisation:payrollCodes.noWorkType') };
  const groups = {
    events: t('web-organisation:payrollCodes.eventTypes'),
    others: t('web-organisation:payrollCodes.absenceTypes'),
  };
  return (
    <FormDialog
      title={t(code ? 'web-organisation:payrollCodes.editTitle' : 'web-organisation:payrollCodes.addTitle')}
      form={form}
      save={save}
      onSaved={saved}
      onClose={onClose}
    >
      <TextInput label={t('web-organisation:payrollCodes.code')} required {...form.getInputProps('code')} />
      <TextInput label={t('web-organisation:payrollCodes.name')} required {...form.getInputProps('name')} />
      <NativeSelect
        label={t('web-organisation:payrollCodes.workType')}
        description={t('web-organisation:payrollCodes.workTypeHint')}
        data={[noWorkType, ...workTypeOptions(t, groups)]}
        {...form.getInputProps('workType')}
      />
      <NativeSelect
        label={t('web-payroll:codes.pays')}
        description={t('web-payroll:codes.paysHint')}
        data={[{ value: '', label: t('web-payroll:codes.noLine') }, ...payrollLineOptions(t)]}
        {...form.getInputProps('payrollLine')}
      />
    </FormDialog>
  );
}
