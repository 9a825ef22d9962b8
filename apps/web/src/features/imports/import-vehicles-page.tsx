import { Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

// Placeholder while the page is being built.
export function ImportVehiclesPage() {
  const { t } = useTranslation();
  return <Title order={1}>{t('web:menu.importVehicles')}</Title>;
}
