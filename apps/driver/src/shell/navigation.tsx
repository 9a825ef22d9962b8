import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { pathOfScreen, screenOfPath, type Screen, type TabKey } from './screens';

export interface Navigation {
  screen: Screen;
  tab: TabKey;
  /** Shows a tab (and leaves any screen for the tabs). */
  selectTab(tab: TabKey): void;
  open(screen: Screen): void;
  back(): void;
}

const NavigationContext = createContext<Navigation | null>(null);

/** Marks history entries the app pushed, so Back leaves only what the app opened. */
const PUSHED = 'rahti.driver.screen';

export function NavigationProvider({ children }: { children: ReactNode }) {
  const [screen, setScreen] = useState<Screen>(() => screenOfPath(window.location.pathname));
  const [tab, setTab] = useState<TabKey>('status');

  useEffect(() => {
    const onPopState = () => setScreen(screenOfPath(window.location.pathname));
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, []);

  const open = useCallback((next: Screen) => {
    window.history.pushState({ [PUSHED]: true }, '', pathOfScreen(next));
    setScreen(next);
  }, []);

  const back = useCallback(() => {
    const pushed = (window.history.state as Record<string, unknown> | null)?.[PUSHED] === true;
    if (pushed) {
      window.history.back();
    } else {
      // Opened straight at this path (a reload): there is nothing of ours to go back to.
      window.history.replaceState(null, '', pathOfScreen({ name: 'tabs' }));
      setScreen({ name: 'tabs' });
    }
  }, []);

  const selectTab = useCallback((next: TabKey) => {
    setTab(next);
    if (screenOfPath(window.location.pathname).name !== 'tabs') {
      window.history.replaceState(null, '', pathOfScreen({ name: 'tabs' }));
      setScreen({ name: 'tabs' });
    }
  }, []);

  const navigation = useMemo(() => ({ screen, tab, selectTab, open, back }), [screen, tab, selectTab, open, back]);
  return <NavigationContext.Provider value={navigation}>{children}</NavigationContext.Provider>;
}

export function useNavigation(): Navigation {
  const navigation = useContext(NavigationContext);
  if (!navigation) throw new Error('useNavigation needs a NavigationProvider');
  return navigation;
}
