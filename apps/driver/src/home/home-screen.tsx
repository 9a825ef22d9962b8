import { Alert, Box, Button, Group, Tabs, Title } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import type { User } from 'oidc-client-ts';
import { driverIdentityOf } from '../auth/token-claims';
import { StatusPanel } from './status-panel';

/**
 * The signed-in shell: a header and a bottom tab bar. Only the Status tab exists yet; the
 * spec's Vehicle and Work type tabs come with their features rather than as empty panels.
 */
export function HomeScreen({ user, onSignOut }: { user: User; onSignOut: () => void }) {
  const { t } = useTranslation();
  const { online } = useNetwork();
  const identity = driverIdentityOf(user);
  return (
    <Tabs value="status" inverted display="flex" mih="100dvh" style={{ flexDirection: 'column' }}>
      <Group component="header" justify="space-between" wrap="nowrap" p="md" bg="indigo.9" c="white">
        <Title order={1} size="h3">
          {t('appName')}
        </Title>
        <Button variant="white" color="dark" onClick={onSignOut}>
          {t('home.signOut')}
        </Button>
      </Group>
      <Box component="main" flex={1} p="md">
        {!online && (
          <Alert color="yellow" role="status" mb="md">
            {t('home.offline')}
          </Alert>
        )}
        <Tabs.Panel value="status">
          <StatusPanel identity={identity} />
        </Tabs.Panel>
      </Box>
      <Box component="nav" pos="sticky" bottom={0} bg="white" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
        <Tabs.List grow aria-label={t('tabs.label')} style={{ paddingBottom: 'env(safe-area-inset-bottom)' }}>
          <Tabs.Tab value="status" py="md">
            {t('tabs.status')}
          </Tabs.Tab>
        </Tabs.List>
      </Box>
    </Tabs>
  );
}
