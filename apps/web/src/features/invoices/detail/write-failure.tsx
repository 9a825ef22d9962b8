import { Alert, Button, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ApiRequestError, errorMessage } from '../../../lib/api-error';

/** Someone saved the invoice after it was read here (409 on its version). */
export const isVersionConflict = (error: unknown) =>
  error instanceof ApiRequestError && error.status === 409 && error.code === 'invoices:versionConflict';

/** Why a write was refused; on a version conflict, a reload of what was saved meanwhile. */
export function WriteFailure({ error, onReload }: { error: unknown; onReload: () => void }) {
  const { t } = useTranslation();
  if (!error) return null;
  return (
    <Alert color="red" role="alert">
      <Stack gap="xs" align="flex-start">
        {errorMessage(error, t('errors:savingFailed'))}
        {isVersionConflict(error) && (
          <Button size="xs" variant="white" color="red" onClick={onReload}>
            {t('web-invoices:detail.reload')}
          </Button>
        )}
      </Stack>
    </Alert>
  );
}
