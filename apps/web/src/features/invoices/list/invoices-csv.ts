import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCalendarDate, type InvoiceSummary } from '@rahti/domain';
import { notifyError } from '../../../components/ui/notify';
import { errorMessage } from '../../../lib/api-error';
import { csvMoney, downloadFile, toCsv, type CsvColumn } from '../../../lib/csv';
import { useLanguage } from '../../../lib/use-language';
import { useFetchAllInvoices } from '../invoices-api';
import { shownState } from '../invoice-state-badge';

/**
 * Every invoice the filters leave (not only the page shown) as the app's one CSV writer makes it:
 * semicolons, byte-order mark, headers and states in the UI language, money with the language's
 * decimal separator so a spreadsheet reads it as a number.
 */
export function useInvoicesCsv() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const fetchAll = useFetchAllInvoices();
  const [pending, setPending] = useState(false);
  const money = (amount: number) => csvMoney(amount, language !== 'en');

  const columns: CsvColumn<InvoiceSummary>[] = [
    { header: t('web-invoices:columns.number'), value: (row) => row.number },
    { header: t('web-invoices:columns.kind'), value: (row) => t(`web-invoices:kind.${row.kind}`) },
    { header: t('web-invoices:columns.date'), value: (row) => formatCalendarDate(row.date) },
    { header: t('web-invoices:columns.dueDate'), value: (row) => formatCalendarDate(row.dueDate) },
    { header: t('web-invoices:columns.customer'), value: (row) => row.customerName },
    { header: t('web-invoices:columns.state'), value: (row) => t(`web-invoices:state.${shownState(row)}`) },
    { header: t('web-invoices:columns.reference'), value: (row) => row.referenceNumber },
    { header: t('web-invoices:columns.net'), value: (row) => money(row.net) },
    { header: t('web-invoices:columns.vat'), value: (row) => money(row.vat) },
    { header: t('web-invoices:columns.gross'), value: (row) => money(row.gross) },
    { header: t('web-invoices:columns.currency'), value: (row) => row.currency },
  ];

  const download = async (filterQuery: string) => {
    setPending(true);
    try {
      const rows = await fetchAll(filterQuery);
      downloadFile(`${t('web-invoices:list.csvFileName')}.csv`, toCsv(columns, rows));
    } catch (error) {
      notifyError(errorMessage(error, t('web-invoices:list.downloadFailed')));
    } finally {
      setPending(false);
    }
  };
  return { download, pending };
}
