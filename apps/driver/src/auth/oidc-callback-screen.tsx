import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { User, UserManager } from 'oidc-client-ts';
import { Button } from '../ui/button';
import { StatusBanner } from '../ui/status-banner';

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
    <main className="centred-screen">
      {failed ? (
        <div className="stack">
          <StatusBanner tone="danger" announce="urgent">
            {t('callback.failed')}
          </StatusBanner>
          <Button variant="primary" size="large" block onClick={onDone}>
            {t('callback.retry')}
          </Button>
        </div>
      ) : (
        <p role="status">{t('callback.signingIn')}</p>
      )}
    </main>
  );
}
