import { useTranslation } from 'react-i18next';
import type { DriverListQuery } from '@rahti/domain';
import { notifyError } from '../../components/ui/notify';
import { errorMessage } from '../../lib/api-error';
import { useFileDownload } from '../../lib/file-download';
import { driverQueryString } from '../organisation-data/organisation-data-queries';

/** The filtered list as the server writes it: semicolons, byte-order mark, headers in the caller's language. */
export function useDriversCsv() {
  const { t } = useTranslation();
  const { download, pendingPath } = useFileDownload((error) =>
    notifyError(errorMessage(error, t('web-drivers:list.downloadFailed'))),
  );
  return {
    download: (query: Partial<DriverListQuery>) =>
      download(`/drivers/export.csv${driverQueryString(query)}`, `${t('web-drivers:list.csvFileName')}.csv`),
    pending: pendingPath !== undefined,
  };
}
