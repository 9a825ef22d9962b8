import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { eventsPageSchema } from '@rahti/domain';
import { notifyError } from '../../components/ui/notify';
import { useApi } from '../../lib/api-context';
import { errorMessage } from '../../lib/api-error';
import { useFileDownload } from '../../lib/file-download';

/** One page of GET /api/events; the last page stays shown while the next one loads. */
export function useEventsPage(queryString: string | undefined, cursor: string | undefined) {
  const api = useApi();
  const path = `/events?${queryString ?? ''}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
  return useQuery({
    queryKey: ['events', queryString, cursor],
    queryFn: () => api.get(path, eventsPageSchema),
    enabled: queryString !== undefined,
    placeholderData: keepPreviousData,
  });
}

/** Every matching event as the server writes the file (GET /api/events.csv), not only the page shown. */
export function useEventsCsv() {
  const { t } = useTranslation();
  const { download, pendingPath } = useFileDownload((error) =>
    notifyError(errorMessage(error, t('web-events:csv.failed'))),
  );
  return {
    download: (queryString: string) => download(`/events.csv?${queryString}`, `${t('web-events:csv.fileName')}.csv`),
    pending: pendingPath !== undefined,
  };
}
