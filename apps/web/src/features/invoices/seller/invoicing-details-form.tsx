import { Button, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrganisationInvoicing } from '@rahti/domain';
import { FormFailure } from '../../../components/ui/form-failure';
import { notifySuccess } from '../../../components/ui/notify';
import { errorMessage } from '../../../lib/api-error';
import { useZodForm } from '../../../lib/use-zod-form';
import { useSaveInvoicingDetails } from './invoicing-details-api';
import { invoicingDetailsFormSchema, SELLER_TEXT_FIELDS, valuesOfDetails } from './invoicing-details-values';

/** The seller's fields; read-only for those who may not change them (Users). */
export function InvoicingDetailsForm({ details, canEdit }: { details: OrganisationInvoicing; canEdit: boolean }) {
  const { t } = useTranslation();
  const form = useZodForm(invoicingDetailsFormSchema, valuesOfDetails(details));
  const save = useSaveInvoicingDetails();
  const [failure, setFailure] = useState<string>();

  const submit = form.onSubmit((input) => {
    setFailure(undefined);
    save.mutate(input, {
      onSuccess: () => notifySuccess(t('web-invoices:seller.saved')),
      onError: (error) => {
        if (!form.applyServerErrors(error)) setFailure(errorMessage(error, t('errors:savingFailed')));
      },
    });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack maw={760}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
          {SELLER_TEXT_FIELDS.map((field) => (
            <TextInput
              key={field}
              label={t(`web-invoices:seller.fields.${field}`)}
              readOnly={!canEdit}
              {...form.getInputProps(field)}
            />
          ))}
          <TextInput
            label={t('web-invoices:seller.fields.nextNumber')}
            description={
              details.lastNumber > 0
                ? t('web-invoices:seller.lastNumber', { number: details.lastNumber })
                : t('web-invoices:seller.noNumberYet')
            }
            inputMode="numeric"
            readOnly={!canEdit}
            {...form.getInputProps('nextNumber')}
          />
        </SimpleGrid>
        <Textarea
          label={t('web-invoices:seller.fields.invoiceNotes')}
          description={t('web-invoices:seller.invoiceNotesHint')}
          autosize
          minRows={2}
          readOnly={!canEdit}
          {...form.getInputProps('invoiceNotes')}
        />
        <FormFailure message={failure} />
        {canEdit && (
          <Button type="submit" loading={save.isPending} w="fit-content">
            {t('web:common.save')}
          </Button>
        )}
      </Stack>
    </form>
  );
}
