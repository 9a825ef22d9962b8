import { Group, Switch, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Driver } from '@rahti/domain';
import { useDriverName } from '../../lib/use-driver-name';

interface AppAccountSwitchProps {
  driver: Driver;
  /** Managers get a switch; everyone else reads the state. */
  editable: boolean;
  pending: boolean;
  onChange: (driver: Driver, active: boolean) => void;
}

export function AppAccountSwitch({ driver, editable, pending, onChange }: AppAccountSwitchProps) {
  const { t } = useTranslation();
  const fullName = useDriverName();
  const state = driver.appAccountActive ? t('web-drivers:appAccounts.active') : t('web-drivers:appAccounts.inactive');
  if (!editable) return <Text size="sm">{state}</Text>;
  return (
    <Group gap="xs" wrap="nowrap">
      <Switch
        checked={driver.appAccountActive}
        disabled={pending}
        onChange={(event) => onChange(driver, event.currentTarget.checked)}
        aria-label={t('web-drivers:appAccounts.switchNamed', { name: fullName(driver) })}
      />
      <Text size="sm">{state}</Text>
    </Group>
  );
}
