import { useTranslation } from 'react-i18next';
import type { EmissionsQuery } from '@rahti/domain';
import { notifyError } from '../../components/ui/notify';
import { errorMessage } from '../../lib/api-error';
import { useFileDownload } from '../../lib/file-download';

/** A customer a PDF is made for: the name goes in the file's name. */
export interface ReportCustomer {
  id: string;
  name: string;
}

const csvPath = (query: EmissionsQuery) => `/emissions/csv?${new URLSearchParams({ ...query })}`;
const pdfPath = (query: EmissionsQuery, customerId: string) =>
  `/emissions/pdf?${new URLSearchParams({ from: query.from, to: query.to, customerId })}`;

/**
 * The report as the server writes its files, in the UI language: the CSV of the table shown
 * (its rows, then the totals) and a customer's PDF. A failure is told in a notification.
 */
export function useEmissionFiles() {
  const { t } = useTranslation();
  const files = useFileDownload((error) => notifyError(errorMessage(error, t('web-fuel:emissions.fileFailed'))));
  return {
    csv: (query: EmissionsQuery) =>
      void files.download(csvPath(query), `emissions-${query.groupBy}-${query.from}-${query.to}.csv`),
    isCsvPending: (query: EmissionsQuery) => files.isPending(csvPath(query)),
    pdf: (query: EmissionsQuery, customer: ReportCustomer) =>
      void files.download(
        pdfPath(query, customer.id),
        t('web-fuel:emissions.pdf.fileName', { customer: customer.name, from: query.from, to: query.to }),
      ),
    isPdfPending: (query: EmissionsQuery, customerId: string) => files.isPending(pdfPath(query, customerId)),
  };
}
