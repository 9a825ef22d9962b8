import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PAGE_LIMITS, shiftSummaryPageSchema } from '@rahti/domain';
import { notifyError } from '../../components/ui/notify';
import { errorMessage } from '../../lib/api-error';
import { useApi } from '../../lib/api-context';
import { useFileDownload } from '../../lib/file-download';

/** A page of summary rows (as many drivers as the server gives at once), or nothing while the period is invalid. */
export function useShiftSummary(queryString: string | undefined, cursor: string | undefined) {
  const api = useApi();
  const path = `/shift-summary?${queryString ?? ''}&limit=${PAGE_LIMITS.max}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
  return useQuery({
    queryKey: ['shift-summary', queryString, cursor],
    queryFn: () => api.get(path, shiftSummaryPageSchema),
    enabled: queryString !== undefined,
    placeholderData: keepPreviousData,
  });
}

/** Every row as the server writes it: semicolons, byte-order mark, headers and decimals in the UI language. */
export function useShiftSummaryCsv() {
  const { t } = useTranslation();
  const { download, pendingPath } = useFileDownload((error) =>
    notifyError(errorMessage(error, t('web-shift-summary:csv.failed'))),
  );
  return {
    download: (queryString: string, range: { from: string; to: string }) =>
      download(
        `/shift-summary.csv?${queryString}`,
        `${t('web-shift-summary:csv.fileName')}-${range.from}-${range.to}.csv`,
      ),
    pending: pendingPath !== undefined,
  };
}
