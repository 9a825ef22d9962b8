import { useState } from 'react';
import { Alert, Anchor, Button, Group, List, Stack, Text, Title } from '@mantine/core';
import { Navigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSession, type SignInOptions } from '../../auth/session';
import { PageLoader } from '../../components/ui/page-loader';

const HIGHLIGHTS = ['calculators', 'tasks', 'drivers', 'fleet'] as const;

/** Public landing page; a signed-in user goes straight on to the calculations (spec section 2). */
export function WelcomePage() {
  const { t } = useTranslation();
  const { status, signIn } = useSession();
  const [failed, setFailed] = useState(false);

  if (status === 'signedIn') return <Navigate to="/calculations" replace />;
  if (status === 'loading') return <PageLoader />;

  const start = (options: SignInOptions) => {
    setFailed(false);
    signIn({ returnTo: '/calculations', ...options }).catch(() => setFailed(true));
  };

  return (
    <Stack gap="lg" maw={720} py="xl">
      {status === 'expired' && <Alert color="yellow">{t('errors:sessionExpired')}</Alert>}
      <Title order={1}>{t('web:welcome.title')}</Title>
      <Text size="lg">{t('web:welcome.intro')}</Text>
      <List spacing="xs">
        {HIGHLIGHTS.map((key) => (
          <List.Item key={key}>{t(`web:welcome.highlights.${key}`)}</List.Item>
        ))}
      </List>
      {failed && (
        <Alert color="red" title={t('web:auth.signInFailed')}>
          {t('errors:serverConnection')}
        </Alert>
      )}
      <Group>
        <Button size="md" onClick={() => start({})}>
          {t('web:welcome.signIn')}
        </Button>
        <Anchor component="button" type="button" onClick={() => start({ register: true })}>
          {t('web:welcome.register')}
        </Anchor>
      </Group>
    </Stack>
  );
}
