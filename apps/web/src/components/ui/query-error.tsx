import { Alert, Button, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/api-error';

/** A failed load, with the reason and a retry (spec section 8: "Failed to fetch …, with a retry"). */
export function QueryError({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" role="alert">
      <Stack gap="xs" align="flex-start">
        {errorMessage(error, t('errors:unknown'))}
        {onRetry && (
          <Button size="xs" variant="white" color="red" onClick={onRetry}>
            {t('web:common.tryAgain')}
          </Button>
        )}
      </Stack>
    </Alert>
  );
}
