import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import type { User } from 'oidc-client-ts';
import { resources } from '@rahti/i18n/all';
import { Providers } from '../app/providers';
import { DriverDataContext } from '../data/driver-data-context';
import type { DriverData } from '../data/driver-data.types';
import { createDriverI18n } from '../i18n/create-i18n';
import { initialLanguage } from '../i18n/language-preference';
import { NavigationProvider } from '../shell/navigation';
import { SessionContext, type Session } from '../shell/session-context';
import { StartDraftProvider } from '../vehicle/start-draft';
import { fakeDriverData } from './fake-driver-data';

interface RenderOptions {
  data?: DriverData;
  user?: User | null;
  session?: Partial<Session>;
}

/**
 * Renders with the app's own providers and its real language choice (stored, else browser),
 * the screens' data from `data` (a fake), and the shell's navigation.
 */
export function renderDriver(ui: ReactElement, { data = fakeDriverData(), user = null, session }: RenderOptions = {}) {
  const i18n = createDriverI18n(initialLanguage(), resources);
  const sessionValue: Session = { user, signIn: () => {}, signOut: () => {}, ...session };
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Providers i18n={i18n}>
      <DriverDataContext.Provider value={data}>
        <SessionContext.Provider value={sessionValue}>
          <NavigationProvider>
            <StartDraftProvider>{children}</StartDraftProvider>
          </NavigationProvider>
        </SessionContext.Provider>
      </DriverDataContext.Provider>
    </Providers>
  );
  return { i18n, data, ...render(ui, { wrapper }) };
}

/** Makes the browser prefer these languages, as navigator.languages does. */
export function preferLanguages(...languages: string[]) {
  Object.defineProperty(window.navigator, 'languages', { configurable: true, get: () => languages });
}
