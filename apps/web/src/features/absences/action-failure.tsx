import { Alert, Button, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ApiRequestError, errorMessage } from '../../lib/api-error';

/**
 * Why a change was refused, in the server's words. A 409 (someone else changed the absence, or
 * its approval forbids the change) comes with a reload, since only fresh data can be changed.
 */
export function ActionFailure({ error, onReload }: { error: unknown; onReload: () => void }) {
  const { t } = useTranslation();
  if (!error) return null;
  const isConflict = error instanceof ApiRequestError && error.status === 409;
  return (
    <Alert color="red" role="alert">
      <Stack gap="xs" align="flex-start">
        {errorMessage(error, t('errors:savingFailed'))}
        {isConflict && (
          <Button size="xs" variant="white" color="red" onClick={onReload}>
            {t('web-absences:reload')}
          </Button>
        )}
      </Stack>
    </Alert>
  );
}
