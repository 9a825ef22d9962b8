import { Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserManager } from 'oidc-client-ts';
import { useAuth } from '../auth/auth-context';
import { CALLBACK_PATH } from '../auth/user-manager';
import { DriverDataProvider } from '../data/driver-data-provider';
import { lazyNamed } from '../lib/lazy-named';
import { SessionContext, type Session } from '../shell/session-context';
import { Shell } from '../shell/shell';
import { SignInScreen } from '../sign-in/sign-in-screen';

const HOME_PATH = import.meta.env.BASE_URL;

// Only shown on the way back from the sign-in provider, so not in the first load (decision 0012).
const OidcCallbackScreen = lazyNamed(() => import('../auth/oidc-callback-screen').then((m) => m.OidcCallbackScreen));

/** The sign-in callback, or the app with its data (kept on the phone whether or not anyone is signed in). */
export function App({ userManager }: { userManager: UserManager }) {
  const [path, setPath] = useState(window.location.pathname);
  const goHome = useCallback(() => {
    window.history.replaceState(null, '', HOME_PATH);
    setPath(HOME_PATH);
  }, []);

  useEffect(() => {
    // Back from the provider's sign-out with ?state=…: drop the stored sign-out state and the query.
    if (path !== CALLBACK_PATH && new URLSearchParams(window.location.search).has('state')) {
      void userManager
        .signoutRedirectCallback()
        .catch(() => undefined)
        .finally(goHome);
    }
  }, [path, userManager, goHome]);

  if (path === CALLBACK_PATH)
    return (
      <Suspense fallback={<Loading />}>
        <OidcCallbackScreen userManager={userManager} onDone={goHome} />
      </Suspense>
    );
  // Around signed-out use too: a shift recorded signed out stays on the phone and uploads at
  // the next sign-in (spec section 8, decision 0012).
  return (
    <DriverDataProvider userManager={userManager}>
      <SignedInOrOut />
    </DriverDataProvider>
  );
}

function SignedInOrOut() {
  const { user, signIn, signOut } = useAuth();
  const { i18n } = useTranslation();
  const [signedOutByChoice, setSignedOutByChoice] = useState(false);
  const session = useMemo<Session>(
    () => ({ user: user ?? null, signIn: () => void signIn(i18n.language), signOut: () => void signOut() }),
    [user, signIn, signOut, i18n],
  );
  if (user === undefined) return <Loading />;
  if (!user && !signedOutByChoice)
    return <SignInScreen onSignIn={session.signIn} onContinueSignedOut={() => setSignedOutByChoice(true)} />;
  return (
    <SessionContext.Provider value={session}>
      <Shell />
    </SessionContext.Provider>
  );
}

function Loading() {
  const { t } = useTranslation();
  return (
    <p className="loading" role="status">
      {t('common.loading')}
    </p>
  );
}
