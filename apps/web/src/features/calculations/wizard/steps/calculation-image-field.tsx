import { FileInput, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../../../components/ui/notify';
import { errorMessage } from '../../../../lib/api-error';
import { useUploadCalculationImage } from '../../api/calculations-mutations';

/** The vehicle's picture: uploaded straight away for a saved calculation (PNG, JPEG or WebP, at most 2 MB). */
export function CalculationImageField({ id }: { id?: string }) {
  const { t } = useTranslation();
  const upload = useUploadCalculationImage();
  if (!id)
    return (
      <Text size="sm" c="dimmed">
        {t('web-calc-wizard:image.saveFirst')}
      </Text>
    );
  return (
    <FileInput
      label={t('web-calc-wizard:image.label')}
      accept="image/png,image/jpeg,image/webp"
      clearable
      onChange={(file) => {
        if (!file) return;
        upload.mutate({ id, file }, { onSuccess: () => notifySuccess(t('web-calc-wizard:image.uploaded')) });
      }}
      error={upload.isError ? errorMessage(upload.error, t('web-calc-wizard:image.failed')) : undefined}
      disabled={upload.isPending}
    />
  );
}
