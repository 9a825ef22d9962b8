import { Stack } from '@mantine/core';
import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { PageLoader } from '../../../components/ui/page-loader';
import { QueryError } from '../../../components/ui/query-error';
import { useInvoice } from '../invoices-api';
import { EditInvoice } from './edit-invoice';
import { InvoiceView } from './invoice-view';

/**
 * /invoice/:invoiceId, and the same invoice from one of its tasks (/invoice/:invoiceId/:taskId,
 * /taskProfitability/task/:taskId/invoice/:invoiceId). `?edit` opens a draft in the invoice form.
 */
export function InvoicePage() {
  const { invoiceId = '', taskId } = useParams();
  const [params, setParams] = useSearchParams();
  const invoice = useInvoice(invoiceId);
  // Counts the reloads after a version conflict, so the form starts again from what was saved meanwhile.
  const [reloads, setReloads] = useState(0);
  const editing = params.has('edit') && invoice.data?.state === 'draft';
  const setEditing = (edit: boolean) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (edit) next.set('edit', '');
        else next.delete('edit');
        return next;
      },
      { replace: !edit },
    );

  return (
    <Stack>
      {invoice.isPending && <PageLoader />}
      {invoice.isError && <QueryError error={invoice.error} onRetry={() => void invoice.refetch()} />}
      {invoice.data &&
        (editing ? (
          <EditInvoice
            key={`${invoice.data.id}-${reloads}`}
            invoice={invoice.data}
            onDone={() => setEditing(false)}
            onReload={async () => {
              await invoice.refetch();
              setReloads((count) => count + 1);
            }}
          />
        ) : (
          <InvoiceView
            invoice={invoice.data}
            taskId={taskId}
            onEdit={() => setEditing(true)}
            onReload={() => void invoice.refetch()}
          />
        ))}
    </Stack>
  );
}
