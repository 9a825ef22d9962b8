import { Alert, Button, Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiRequestError, errorMessage } from '../../lib/api-error';

/** Someone else changed the item since it was read (decision 0011: 409 `shifts:staleVersion…`). */
export const isStaleVersion = (error: unknown) =>
  error instanceof ApiRequestError && error.status === 409 && error.code.startsWith('shifts:staleVersion');

/**
 * Why an action failed, in the server's words. For a stale version it offers to reload the
 * period, which shows the other person's change; the action can then be made again (a
 * dialog closes with `onReload`, so nothing typed over the old version is sent).
 */
export function ActionFailure({
  error,
  onDismiss,
  onReload,
}: {
  error: unknown;
  onDismiss: () => void;
  onReload?: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  if (!error) return null;
  const reload = () => {
    onDismiss();
    onReload?.();
    void queryClient.invalidateQueries({ queryKey: ['timesheet'] });
  };
  return (
    <Alert
      color="red"
      role="alert"
      withCloseButton={!isStaleVersion(error)}
      onClose={onDismiss}
      closeButtonLabel={t('web-timesheet:actions.dismiss')}
    >
      <Stack gap="xs" align="flex-start">
        {errorMessage(error, t('errors:savingFailed'))}
        {isStaleVersion(error) && (
          <Button size="xs" variant="white" color="red" onClick={reload}>
            {t('web-timesheet:actions.reload')}
          </Button>
        )}
      </Stack>
    </Alert>
  );
}
