import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function PageLoader({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <Center py="xl" role="status" aria-live="polite">
      <Loader size="md" aria-hidden="true" />
      <span style={{ marginLeft: 12 }}>{label ?? t('web:common.loading')}</span>
    </Center>
  );
}
