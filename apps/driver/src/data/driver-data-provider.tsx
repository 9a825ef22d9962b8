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
    getAccessToken: async () => (await userManager.getUser())?.access_token ?? null,
    now: () => Date.now(),
    random: cryptoRandom,
    newKey,
    isOnline: () => navigator.onLine,
    storage: window.localStorage,
    geolocation: 'geolocation' in navigator ? navigator.geolocation : undefined,
    requestPersistentStorage: () => navigator.storage?.persist?.() ?? Promise.resolve(false),
  };
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
