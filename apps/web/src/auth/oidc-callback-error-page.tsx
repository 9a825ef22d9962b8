import { useState } from 'react';
import { Alert, Anchor, Button, Group, Stack, Title } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSession } from './session';
import { DEFAULT_LANDING_PATH } from './oidc-callback-page';

export function OidcCallbackErrorPage() {
  const { t } = useTranslation();
  const { signIn } = useSession();
  const [params] = useSearchParams();
  const [failed, setFailed] = useState(false);
  const detail = params.get('error_description') ?? params.get('error');

  return (
    <Stack align="flex-start" py="xl" maw={640}>
      <Title order={1}>{t('web:auth.callbackErrorTitle')}</Title>
      <Alert color="red" w="100%">
        {failed ? t('errors:serverConnection') : (detail ?? t('errors:unknown'))}
      </Alert>
      <Group>
        <Button onClick={() => signIn({ returnTo: DEFAULT_LANDING_PATH }).catch(() => setFailed(true))}>
          {t('web:common.tryAgain')}
        </Button>
        <Anchor component={Link} to="/">
          {t('web:auth.backToWelcome')}
        </Anchor>
      </Group>
    </Stack>
  );
}
