import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { User, UserManager } from 'oidc-client-ts';
import { forgetLanguage } from '../lib/i18n';
import { readClaims } from './claims';
import { readStoredUser, type SessionUser } from './stored-user';
import { clearStorageExceptHeaderSettings } from './local-storage';
import { SessionContext, type Session, type SessionStatus, type SignInOptions } from './session';
import { restoreUser, returnPathOf } from './restore-user';

interface State {
  status: SessionStatus;
  user: SessionUser | null;
  /** A guess until the sign-in library has read its store: loading, or the stored user read without it. */
  isProvisional?: boolean;
}

function initialState(): State {
  const stored = readStoredUser();
  return stored
    ? { status: 'signedIn', user: stored, isProvisional: true }
    : { status: 'loading', user: null, isProvisional: true };
}

const currentPath = () => `${window.location.pathname}${window.location.search}${window.location.hash}`;

interface AuthProviderProps {
  /** The sign-in client, or its loading: a returning user's stored session is used before it arrives. */
  userManager: UserManager | Promise<UserManager>;
  children: ReactNode;
}

/** Holds the OIDC session and turns the UserManager's events into the app's session states. */
export function AuthProvider({ userManager: given, children }: AuthProviderProps) {
  const queryClient = useQueryClient();
  const { i18n } = useTranslation();
  const manager = useMemo(() => Promise.resolve(given), [given]);
  const [state, setState] = useState<State>(initialState);
  const status = useRef(state.status);
  status.current = state.status;

  const expire = useCallback(() => {
    // Another user's cached data must not survive into the next sign-in.
    queryClient.clear();
    setState({ status: 'expired', user: null });
    void manager.then((userManager) => userManager.removeUser());
  }, [queryClient, manager]);

  useEffect(() => {
    let cancelled = false;
    let unsubscribe: (() => void) | undefined;
    const onLoaded = (user: User) => setState({ status: 'signedIn', user });
    // Reading a stored, already expired user makes oidc-client-ts raise "expired" at once;
    // while restoring, the refresh token may still renew it, so only a live session can expire.
    const onRenewFailed = () => {
      if (status.current === 'signedIn') expire();
    };
    manager
      .then((userManager) => {
        if (cancelled) return null;
        userManager.events.addUserLoaded(onLoaded);
        userManager.events.addSilentRenewError(onRenewFailed);
        userManager.events.addAccessTokenExpired(onRenewFailed);
        unsubscribe = () => {
          userManager.events.removeUserLoaded(onLoaded);
          userManager.events.removeSilentRenewError(onRenewFailed);
          userManager.events.removeAccessTokenExpired(onRenewFailed);
        };
        return restoreUser(userManager);
      })
      .then(
        (result) => {
          if (cancelled) return;
          if (result === 'expired') expire();
          // The sign-in callback may have finished first; never overwrite what it set.
          // The library's user with the stored token is the one already in use: kept as it is, so
          // the session (and every page under it) does not change.
          else
            setState((current) => {
              if (!current.isProvisional) return current;
              if (result && current.user?.access_token === result.access_token)
                return { status: 'signedIn', user: current.user };
              return { status: result ? 'signedIn' : 'anonymous', user: result };
            });
        },
        () => !cancelled && expire(),
      );
    return () => {
      cancelled = true;
      unsubscribe?.();
    };
  }, [manager, expire]);

  const signIn = useCallback(
    async ({ returnTo, register }: SignInOptions = {}) => {
      try {
        const userManager = await manager;
        await userManager.signinRedirect({
          state: { returnTo: returnTo ?? currentPath() },
          // The sign-in pages open in the app's language; with the hint, on the registration form.
          ui_locales: i18n.language,
          extraQueryParams: register ? { screen_hint: 'register' } : {},
        });
      } catch (error) {
        queryClient.clear();
        throw error;
      }
    },
    [manager, queryClient, i18n],
  );

  const signOut = useCallback(async () => {
    const userManager = await manager;
    const user = await userManager.getUser();
    setState({ status: 'loading', user: null });
    queryClient.clear();
    clearStorageExceptHeaderSettings();
    try {
      await userManager.signoutRedirect({ id_token_hint: user?.id_token });
    } catch {
      window.location.assign('/');
    }
  }, [manager, queryClient]);

  const completeSignIn = useCallback(async () => {
    try {
      const user = await (await manager).signinRedirectCallback();
      // From here the account's saved language applies (use-account-language.ts).
      forgetLanguage();
      setState({ status: 'signedIn', user });
      return returnPathOf(user);
    } catch (error) {
      queryClient.clear();
      throw error;
    }
  }, [manager, queryClient]);

  const session = useMemo<Session>(
    () => ({
      status: state.status,
      accessToken: state.user?.access_token,
      claims: state.user ? readClaims(state.user.access_token, state.user.profile) : undefined,
      signIn,
      signOut,
      expire,
      completeSignIn,
    }),
    [state.status, state.user, signIn, signOut, expire, completeSignIn],
  );

  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}
