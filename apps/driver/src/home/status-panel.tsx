import { Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DriverIdentity } from '../auth/token-claims';

/** The Status tab. For now it says who is signed in; shift status arrives with shifts. */
export function StatusPanel({ identity }: { identity: DriverIdentity }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="md" radius="md">
      <Text component="h2" size="lg" fw={700} mb="sm">
        {t('home.signedInAs')}
      </Text>
      <dl style={{ margin: 0 }}>
        <Text component="dt" size="sm" c="gray.7">
          {t('home.driver')}
        </Text>
        <Text component="dd" m={0} mb="sm" size="xl" fw={600}>
          {identity.name}
        </Text>
        {identity.organisationName && (
          <>
            <Text component="dt" size="sm" c="gray.7">
              {t('home.organisation')}
            </Text>
            <Text component="dd" m={0} size="lg">
              {identity.organisationName}
            </Text>
          </>
        )}
      </dl>
    </Paper>
  );
}
