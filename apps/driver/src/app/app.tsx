import { useCallback, useEffect, useState } from 'react';
import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { UserManager } from 'oidc-client-ts';
import { useAuth } from '../auth/auth-context';
import { OidcCallbackScreen } from '../auth/oidc-callback-screen';
import { CALLBACK_PATH } from '../auth/user-manager';
import { HomeScreen } from '../home/home-screen';
import { SignInScreen } from '../sign-in/sign-in-screen';

const HOME_PATH = import.meta.env.BASE_URL;

/** Two places only (the sign-in callback and everything else), so no router yet. */
export function App({ userManager }: { userManager: UserManager }) {
  const [path, setPath] = useState(window.location.pathname);
  const goHome = useCallback(() => {
    window.history.replaceState(null, '', HOME_PATH);
    setPath(HOME_PATH);
  }, []);

  useEffect(() => {
    // Back from the provider's sign-out with ?state=…: drop the stored sign-out state and the query.
    if (path !== CALLBACK_PATH && new URLSearchParams(window.location.search).has('state')) {
      void userManager.signoutRedirectCallback().catch(() => undefined).finally(goHome);
    }
  }, [path, userManager, goHome]);

  if (path === CALLBACK_PATH) return <OidcCallbackScreen userManager={userManager} onDone={goHome} />;
  return <SignedInOrOut />;
}

function SignedInOrOut() {
  const { user, signIn, signOut } = useAuth();
  const { i18n } = useTranslation();
  if (user === undefined) {
    return (
      <Center mih="100dvh">
        <Loader aria-hidden />
      </Center>
    );
  }
  if (!user) return <SignInScreen onSignIn={() => void signIn(i18n.language)} />;
  return <HomeScreen user={user} onSignOut={() => void signOut()} />;
}
