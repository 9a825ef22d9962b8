import { Alert, Button, Group, Loader, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { UploadPreviewState } from '../../lib/use-upload-preview';

/** Announced in tenths, so a screen reader is not read every percent. */
const announced = (percent: number) => Math.floor(percent / 10) * 10;

/** Upload progress, then the server's check, or why the file was refused. */
export function UploadStatus({ state, onRetry }: { state: UploadPreviewState<unknown>; onRetry: () => void }) {
  const { t } = useTranslation();
  const announcement =
    state.step === 'uploading'
      ? t('web-imports:upload.uploading', { fileName: state.fileName, percent: announced(state.percent) })
      : state.step === 'checking'
        ? t('web-imports:upload.checking')
        : '';

  return (
    <Stack gap="xs">
      {state.step === 'uploading' && (
        <Progress value={state.percent} aria-label={t('web-imports:upload.progressLabel')} />
      )}
      <Group gap="xs" role="status" aria-live="polite">
        {state.step === 'checking' && <Loader size="sm" aria-hidden="true" />}
        {announcement && <Text size="sm">{announcement}</Text>}
      </Group>
      {state.step === 'failed' && (
        <Alert color="red" role="alert" title={t('web-imports:upload.failed', { fileName: state.fileName })}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{state.message}</Text>
            <Text size="sm">{t('web-imports:upload.chooseAnother')}</Text>
            {state.retryable && (
              <Button size="xs" variant="white" color="red" onClick={onRetry}>
                {t('web:common.tryAgain')}
              </Button>
            )}
          </Stack>
        </Alert>
      )}
    </Stack>
  );
}
