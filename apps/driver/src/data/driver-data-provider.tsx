import { useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import type { UserManager } from 'oidc-client-ts';
import { DriverDataContext } from './driver-data-context';
import type { DriverData } from './driver-data.types';
import { openDriverDb } from './driver-db';
import { DriverDataStore, type DriverDataDeps } from './driver-data-store';
import { cryptoRandom, newKey } from './random';

/** The browser's own pieces: this phone's database, network, clock, position and sign-in. */
function browserDeps(userManager: UserManager): DriverDataDeps {
  return {
    openDb: () => openDriverDb(),
    fetch: (input, init) => fetch(input, init),
    getAccessToken: () => freshAccessToken(userManager),
    now: () => Date.now(),
    random: cryptoRandom,
    newKey,
    isOnline: () => navigator.onLine,
    storage: window.localStorage,
    geolocation: 'geolocation' in navigator ? navigator.geolocation : undefined,
    requestPersistentStorage: () => navigator.storage?.persist?.() ?? Promise.resolve(false),
  };
}

let renewing: Promise<string | null> | undefined;

/**
 * The stored user's access token, renewed first when it expired (a phone offline overnight comes
 * back with an expired token, and automatic renewal only acts before expiry). A failed renewal
 * still sends the old token: the server's 401 then makes the sync wait for the next sign-in.
 */
async function freshAccessToken(userManager: UserManager): Promise<string | null> {
  const user = await userManager.getUser();
  if (!user?.expired || !navigator.onLine) return user?.access_token ?? null;
  renewing ??= userManager
    .signinSilent()
    .then((renewed) => renewed?.access_token ?? user.access_token)
    .catch(() => user.access_token)
    .finally(() => {
      renewing = undefined;
    });
  return renewing;
}

/**
 * Gives the screens the driver's data (`useDriverData`). Recording works signed in or not; the
 * sync waits for a sign-in and uploads what the phone kept (spec section 8).
 */
export function DriverDataProvider({ userManager, children }: { userManager: UserManager; children: ReactNode }) {
  const [store] = useState(() => new DriverDataStore(browserDeps(userManager)));

  useEffect(() => {
    store.start();
    const onLoaded = () => store.signedIn();
    const onUnloaded = () => void store.signedOut();
    userManager.events.addUserLoaded(onLoaded);
    userManager.events.addUserUnloaded(onUnloaded);
    return () => {
      userManager.events.removeUserLoaded(onLoaded);
      userManager.events.removeUserUnloaded(onUnloaded);
      store.stop();
    };
  }, [store, userManager]);

  const snapshot = useSyncExternalStore(store.subscribe, store.getSnapshot);
  const value = useMemo<DriverData>(() => ({ ...snapshot, ...store.actions }), [snapshot, store]);
  return <DriverDataContext.Provider value={value}>{children}</DriverDataContext.Provider>;
}
