import { useTranslation } from 'react-i18next';
import { notifyError } from '../../components/ui/notify';
import { errorMessage } from '../../lib/api-error';
import { useFileDownload } from '../../lib/file-download';

/**
 * A waybill's PDF, fetched with the session's token and handed to the browser as a file, as the
 * invoice's PDF is: the printed note before departure, with the signatures after delivery.
 */
export function useWaybillPdf() {
  const { t } = useTranslation();
  const files = useFileDownload((error) => notifyError(errorMessage(error, t('web-transport:waybill.pdfFailed'))));
  const path = (id: string) => `/waybills/${encodeURIComponent(id)}/pdf`;
  return {
    download: (waybill: { id: string; number: number }) =>
      void files.download(path(waybill.id), `${t('web-transport:waybill.fileName', { number: waybill.number })}.pdf`),
    isPending: (id: string) => files.isPending(path(id)),
  };
}
