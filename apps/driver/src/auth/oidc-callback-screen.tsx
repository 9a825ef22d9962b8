import { useEffect, useState } from 'react';
import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { User, UserManager } from 'oidc-client-ts';

/** React may run the effect twice (StrictMode); the authorization code can be redeemed once. */
const pendingCallbacks = new Map<string, Promise<User>>();
function completeSignIn(userManager: UserManager, url: string): Promise<User> {
  let pending = pendingCallbacks.get(url);
  if (!pending) {
    pending = userManager.signinRedirectCallback(url);
    pendingCallbacks.set(url, pending);
  }
  return pending;
}

export function OidcCallbackScreen({ userManager, onDone }: { userManager: UserManager; onDone: () => void }) {
  const { t } = useTranslation();
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    completeSignIn(userManager, window.location.href).then(onDone, (error: unknown) => {
      console.error('Sign-in callback failed', error);
      setFailed(true);
    });
  }, [userManager, onDone]);

  return (
    <Center component="main" mih="100dvh" p="md">
      {failed ? (
        <Stack>
          <Alert color="red" role="alert">
            {t('callback.failed')}
          </Alert>
          <Button onClick={onDone}>{t('callback.retry')}</Button>
        </Stack>
      ) : (
        <Stack align="center">
          <Loader aria-hidden />
          <Text role="status">{t('callback.signingIn')}</Text>
        </Stack>
      )}
    </Center>
  );
}
