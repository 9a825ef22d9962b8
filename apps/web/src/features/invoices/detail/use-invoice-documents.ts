import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Invoice } from '@rahti/domain';
import { notifyError } from '../../../components/ui/notify';
import { ApiRequestError, errorMessage } from '../../../lib/api-error';
import { useFileDownload } from '../../../lib/file-download';

/**
 * The invoice's PDF and Finvoice message, fetched with the token and saved as files. A Finvoice
 * the server cannot write yet (422) names each missing field in words: those are kept for a dialog.
 */
export function useInvoiceDocuments(invoice: Pick<Invoice, 'id' | 'number'>) {
  const { t } = useTranslation();
  const [missing, setMissing] = useState<string[]>([]);
  const base = `/invoices/${encodeURIComponent(invoice.id)}`;
  const files = useFileDownload((error) => {
    if (error instanceof ApiRequestError && error.status === 422 && error.fields.length > 0)
      setMissing(error.fields.map((field) => field.message));
    else notifyError(errorMessage(error, t('web-invoices:documents.failed')));
  });
  const name = t('web-invoices:documents.fileName', { number: invoice.number });

  return {
    pdf: () => void files.download(`${base}/pdf`, `${name}.pdf`),
    pdfPending: files.isPending(`${base}/pdf`),
    finvoice: () => void files.download(`${base}/finvoice`, `${name}.xml`),
    finvoicePending: files.isPending(`${base}/finvoice`),
    /** What the Finvoice message lacks, in words; empty when nothing is to be shown. */
    missing,
    closeMissing: () => setMissing([]),
  };
}
