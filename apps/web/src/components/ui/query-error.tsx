import { Alert, Button, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/api-error';

interface QueryErrorProps {
  error: unknown;
  onRetry?: () => void;
  /** "Try again" unless told otherwise (a refused change offers "Reload"). */
  retryLabel?: string;
  /** What to say when the server gives no reason of its own; "errors:unknown" unless told otherwise. */
  fallbackKey?: string;
}

/** A failed load, with the reason and a retry (spec section 8: "Failed to fetch …, with a retry"). */
export function QueryError({ error, onRetry, retryLabel, fallbackKey = 'errors:unknown' }: QueryErrorProps) {
  const { t } = useTranslation();
  return (
    <Alert color="red" role="alert">
      <Stack gap="xs" align="flex-start">
        {errorMessage(error, t(fallbackKey))}
        {onRetry && (
          <Button size="xs" variant="white" color="red" onClick={onRetry}>
            {retryLabel ?? t('web:common.tryAgain')}
          </Button>
        )}
      </Stack>
    </Alert>
  );
}
