import { useMemo, useSyncExternalStore, type ReactElement, type ReactNode } from 'react';
import { render } from '@testing-library/react';
import type { User } from 'oidc-client-ts';
import { resources } from '@rahti/i18n/all';
import { Providers } from '../app/providers';
import { DriverDataContext } from '../data/driver-data-context';
import type { DriverData } from '../data/driver-data.types';
import type { DriverDataStore } from '../data/driver-data-store';
import { createDriverI18n } from '../i18n/create-i18n';
import { initialLanguage } from '../i18n/language-preference';
import { NavigationProvider } from '../shell/navigation';
import { SessionContext, type Session } from '../shell/session-context';
import { StartDraftProvider } from '../vehicle/start-draft';
import { fakeDriverData } from './fake-driver-data';

interface RenderOptions {
  data?: DriverData;
  /** A real store (a fake phone's) instead of `data`: the screens then read and write through it. */
  store?: DriverDataStore;
  user?: User | null;
  session?: Partial<Session>;
}

/**
 * Renders with the app's own providers and its real language choice (stored, else browser),
 * the screens' data from `data` (a fake) or a fake phone's `store`, and the shell's navigation.
 */
export function renderDriver(
  ui: ReactElement,
  { data = fakeDriverData(), store, user = null, session }: RenderOptions = {},
) {
  const i18n = createDriverI18n(initialLanguage(), resources);
  const sessionValue: Session = { user, signIn: () => {}, signOut: () => {}, ...session };
  const screens = (children: ReactNode) => (
    <SessionContext.Provider value={sessionValue}>
      <NavigationProvider>
        <StartDraftProvider>{children}</StartDraftProvider>
      </NavigationProvider>
    </SessionContext.Provider>
  );
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Providers i18n={i18n}>
      {store ? (
        <StoreData store={store}>{screens(children)}</StoreData>
      ) : (
        <DriverDataContext.Provider value={data}>{screens(children)}</DriverDataContext.Provider>
      )}
    </Providers>
  );
  return { i18n, data, ...render(ui, { wrapper }) };
}

/** Makes the browser prefer these languages, as navigator.languages does. */
export function preferLanguages(...languages: string[]) {
  Object.defineProperty(window.navigator, 'languages', { configurable: true, get: () => languages });
}

/** The store's data for the screens, as DriverDataProvider gives it. */
function StoreData({ store, children }: { store: DriverDataStore; children: ReactNode }) {
  const snapshot = useSyncExternalStore(store.subscribe, store.getSnapshot);
  const value = useMemo<DriverData>(() => ({ ...snapshot, ...store.actions }), [snapshot, store]);
  return <DriverDataContext.Provider value={value}>{children}</DriverDataContext.Provider>;
}
