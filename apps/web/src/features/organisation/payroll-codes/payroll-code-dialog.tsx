import { Button, Group, Modal, NativeSelect, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { salaryTypeCodeInputSchema, type SalaryTypeCode } from '@rahti/domain';
import { FormFailure } from '../../../components/ui/form-failure';
import { notifySuccess } from '../../../components/ui/notify';
import { errorMessage } from '../../../lib/api-error';
import { useZodForm } from '../../../lib/use-zod-form';
import { useWorkTypeOptions } from './use-work-type-options';
import { useSaveSalaryTypeCode } from './payroll-codes-api';

/** The work type select speaks text; '' means the code pays no particular work type. */
const payrollCodeFormSchema = salaryTypeCodeInputSchema.extend({
  workType: z.preprocess((value) => (value === '' ? null : Number(value)), salaryTypeCodeInputSchema.shape.workType),
});

/** Adds a payroll code, or changes `code` when one is given; mounted per code edited. */
export function PayrollCodeDialog({ code, onClose }: { code?: SalaryTypeCode; onClose: () => void }) {
  const { t } = useTranslation();
  const workTypeOptions = useWorkTypeOptions();
  const form = useZodForm(payrollCodeFormSchema, { code: code?.code ?? '', name: code?.name ?? '', workType: code?.workType === null || !code ? '' : String(code.workType) });
  const save = useSaveSalaryTypeCode();
  const [failure, setFailure] = useState<string>();

  const submit = form.onSubmit((input) => {
    setFailure(undefined);
    save.mutate(
      { ...input, id: code?.id },
      {
        onSuccess: (saved) => {
          notifySuccess(t('web-organisation:payrollCodes.saved', { code: saved.code }));
          onClose();
        },
        onError: (error) => {
          if (!form.applyServerErrors(error)) setFailure(errorMessage(error, t('errors:savingFailed')));
        },
      },
    );
  });

  return (
    <Modal opened onClose={onClose} title={t(code ? 'web-organisation:payrollCodes.editTitle' : 'web-organisation:payrollCodes.addTitle')} centered>
      <form onSubmit={submit} noValidate>
        <Stack>
          <TextInput label={t('web-organisation:payrollCodes.code')} required {...form.getInputProps('code')} />
          <TextInput label={t('web-organisation:payrollCodes.name')} required {...form.getInputProps('name')} />
          <NativeSelect
            label={t('web-organisation:payrollCodes.workType')}
            description={t('web-organisation:payrollCodes.workTypeHint')}
            data={[{ value: '', label: t('web-organisation:payrollCodes.noWorkType') }, ...workTypeOptions]}
            {...form.getInputProps('workType')}
          />
          <FormFailure message={failure} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('web:common.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('web:common.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
