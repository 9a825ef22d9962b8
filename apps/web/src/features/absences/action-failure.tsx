import { useTranslation } from 'react-i18next';
import { QueryError } from '../../components/ui/query-error';
import { ApiRequestError } from '../../lib/api-error';

/**
 * Why a change was refused, in the server's words. A 409 (someone else changed the absence, or
 * its approval forbids the change) comes with a reload, since only fresh data can be changed.
 */
export function ActionFailure({ error, onReload }: { error: unknown; onReload: () => void }) {
  const { t } = useTranslation();
  if (!error) return null;
  const isConflict = error instanceof ApiRequestError && error.status === 409;
  return (
    <QueryError
      error={error}
      onRetry={isConflict ? onReload : undefined}
      retryLabel={t('web-absences:reload')}
      fallbackKey="errors:savingFailed"
    />
  );
}
