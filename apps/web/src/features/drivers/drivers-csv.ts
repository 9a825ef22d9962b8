import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DriverListQuery } from '@rahti/domain';
import { notifyError } from '../../components/ui/notify';
import { useApi } from '../../lib/api-context';
import { errorMessage } from '../../lib/api-error';
import { downloadFile } from '../../lib/csv';
import { driverQueryString } from '../organisation-data/organisation-data-queries';

/**
 * The filtered list as the server writes it: semicolons, byte-order mark, headers in the
 * caller's language. Not a mutation, since a download must not mark every query stale.
 */
export function useDriversCsv() {
  const api = useApi();
  const { t } = useTranslation();
  const [pending, setPending] = useState(false);

  const download = async (query: Partial<DriverListQuery>) => {
    setPending(true);
    try {
      const blob = await api.download(`/drivers/export.csv${driverQueryString(query)}`);
      // ignoreBOM keeps the byte-order mark spreadsheet programs need to read ä, ö and å.
      const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await blob.arrayBuffer());
      downloadFile(`${t('web-drivers:list.csvFileName')}.csv`, text);
    } catch (error) {
      notifyError(errorMessage(error, t('web-drivers:list.downloadFailed')));
    } finally {
      setPending(false);
    }
  };

  return { download, pending };
}
