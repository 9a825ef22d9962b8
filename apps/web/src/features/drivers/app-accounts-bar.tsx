import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface AppAccountsBarProps {
  count: number;
  deactivating: boolean;
  onActivate: () => void;
  onDeactivate: () => void;
}

/** Bulk switch of the selected drivers' app accounts. */
export function AppAccountsBar({ count, deactivating, onActivate, onDeactivate }: AppAccountsBarProps) {
  const { t } = useTranslation();
  return (
    <Group gap="sm" role="group" aria-label={t('web-drivers:appAccounts.bulkLabel')}>
      <Button variant="default" size="sm" disabled={count === 0} onClick={onActivate}>
        {t('web-drivers:appAccounts.activate')}
      </Button>
      <Button variant="default" size="sm" disabled={count === 0} loading={deactivating} onClick={onDeactivate}>
        {t('web-drivers:appAccounts.deactivate')}
      </Button>
      <Text size="sm">
        {count === 0 ? t('web-drivers:appAccounts.selectHint') : t('web-drivers:appAccounts.selected', { count })}
      </Text>
    </Group>
  );
}
