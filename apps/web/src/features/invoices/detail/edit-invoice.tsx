import { Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Invoice } from '@rahti/domain';
import { notifySuccess } from '../../../components/ui/notify';
import { PageLoader } from '../../../components/ui/page-loader';
import { QueryError } from '../../../components/ui/query-error';
import { useLanguage } from '../../../lib/use-language';
import { InvoiceForm } from '../form/invoice-form';
import { rowsOfOutput, valuesOfInvoice } from '../form/invoice-form-values';
import { useInvoiceForm } from '../form/use-invoice-form';
import { useUpdateInvoice } from '../invoices-api';
import { useCustomers } from '../../customers/customers-api';
import { WriteFailure } from './write-failure';

interface EditInvoiceProps {
  invoice: Invoice;
  onDone: () => void;
  /** Reads the invoice again and starts the form from it (after a version conflict). */
  onReload: () => void;
}

/** A draft in the invoice form; saved at the version it was read at. */
export function EditInvoice({ invoice, onDone, onReload }: EditInvoiceProps) {
  const { t } = useTranslation();
  const customers = useCustomers();
  return (
    <Stack>
      <Title order={1}>{t('web-invoices:form.editTitle', { number: invoice.number })}</Title>
      {customers.isPending && <PageLoader />}
      {customers.isError && <QueryError error={customers.error} onRetry={() => void customers.refetch()} />}
      {customers.data && <DraftForm invoice={invoice} customers={customers.data} onDone={onDone} onReload={onReload} />}
    </Stack>
  );
}

function DraftForm({
  invoice,
  customers,
  onDone,
  onReload,
}: EditInvoiceProps & { customers: Parameters<typeof InvoiceForm>[0]['customers'] }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  // Numbers in the inputs with the UI language's decimal separator, as they are typed.
  const decimal = (value: number) => (language === 'en' ? String(value) : String(value).replace('.', ','));
  const [version] = useState(invoice.version);
  const form = useInvoiceForm(valuesOfInvoice(invoice, decimal), invoice.currency);
  const update = useUpdateInvoice(invoice.id);
  const [failure, setFailure] = useState<unknown>();

  const submit = form.onSubmit((output) => {
    setFailure(undefined);
    update.mutate(
      { customerId: output.customerId, date: output.date, rows: rowsOfOutput(output), notes: output.notes, version },
      {
        onSuccess: (saved) => {
          notifySuccess(t('web-invoices:form.saved', { number: saved.number }));
          onDone();
        },
        onError: (error) => {
          if (!form.applyServerErrors(error)) setFailure(error);
        },
      },
    );
  });

  return (
    <InvoiceForm
      form={form}
      currency={invoice.currency}
      customers={customers}
      onSubmit={submit}
      onCancel={onDone}
      saving={update.isPending}
      failure={<WriteFailure error={failure} onReload={onReload} />}
    />
  );
}
