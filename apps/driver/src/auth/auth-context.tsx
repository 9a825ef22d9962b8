import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { User, UserManager } from 'oidc-client-ts';
import { clearSignedInDriverData } from '../data/driver-records';
import { clearDriverStorage } from './driver-storage';

export interface Auth {
  /** undefined while the stored user is being read. */
  user: User | null | undefined;
  signIn(language: string): Promise<void>;
  signOut(): Promise<void>;
}

const AuthContext = createContext<Auth | null>(null);

export function AuthProvider({ userManager, children }: { userManager: UserManager; children: ReactNode }) {
  const [user, setUser] = useState<User | null | undefined>(undefined);

  useEffect(() => {
    let active = true;
    // An expired user still counts as signed in: a phone offline at shift start keeps its
    // driver, and automatic renewal with the refresh token catches up when it reconnects.
    void userManager.getUser().then((stored) => active && setUser(stored));
    const onLoaded = (loaded: User) => setUser(loaded);
    const onUnloaded = () => setUser(null);
    userManager.events.addUserLoaded(onLoaded);
    userManager.events.addUserUnloaded(onUnloaded);
    return () => {
      active = false;
      userManager.events.removeUserLoaded(onLoaded);
      userManager.events.removeUserUnloaded(onUnloaded);
    };
  }, [userManager]);

  const auth = useMemo<Auth>(
    () => ({
      user,
      signIn: (language) => userManager.signinRedirect({ ui_locales: language }),
      signOut: () => signOutDriver(userManager),
    }),
    [user, userManager],
  );
  return <AuthContext.Provider value={auth}>{children}</AuthContext.Provider>;
}

export function useAuth(): Auth {
  const auth = useContext(AuthContext);
  if (!auth) throw new Error('useAuth needs an AuthProvider');
  return auth;
}

/**
 * Forgets the driver on this phone first, so a failed network step cannot leave them signed
 * in, then ends the provider session. Revoking the refresh token matters on shared phones:
 * an offline_access grant outlives the provider session. The phone's outbox, unsent shifts and
 * device id stay (decision 0012): they upload at the next sign-in.
 */
async function signOutDriver(userManager: UserManager): Promise<void> {
  const user = await userManager.getUser();
  await userManager.revokeTokens(['refresh_token']).catch(() => undefined);
  await userManager.removeUser();
  clearDriverStorage();
  await clearSignedInDriverData();
  try {
    await userManager.signoutRedirect({ id_token_hint: user?.id_token });
  } catch {
    // Offline or provider unreachable: the phone is already signed out; the sign-in screen shows.
  }
}
