import { useEffect, useState } from 'react';
import { Alert, Button, Container, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../components/ui/page-loader';
import { useSession } from './session';

/** Shown to an anonymous user on a signed-in page: starts sign-in and comes back here afterwards. */
export function SignInRedirect() {
  const { t } = useTranslation();
  const { signIn } = useSession();
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    signIn().catch(() => setFailed(true));
  }, [signIn, attempt]);

  if (!failed) return <PageLoader label={t('web:auth.redirecting')} />;
  return (
    <Container size="sm" py="xl">
      <Stack>
        <Alert color="red" title={t('web:auth.signInFailed')}>
          {t('errors:serverConnection')}
        </Alert>
        <Button
          onClick={() => {
            setFailed(false);
            setAttempt((n) => n + 1);
          }}
        >
          {t('web:common.tryAgain')}
        </Button>
      </Stack>
    </Container>
  );
}
