import {
  createContext,
  startTransition,
  useContext,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { Router, useRoutes, type RouteObject } from 'react-router';
import type { BlockerFunction, BlockingHistory } from './blocking-history';

const BlockingHistoryContext = createContext<BlockingHistory | null>(null);

/**
 * React Router in its declarative form over the app's own history. The data router
 * (`createBrowserRouter`) is a third of the router's code, about 17 KB gzipped in the first load,
 * for loaders and actions the app does not use; of its features the app used only `useBlocker`
 * (below) and error elements (RouteErrorBoundary).
 */
export function AppRouter({ history, routes }: { history: BlockingHistory; routes: RouteObject[] }) {
  const [state, setState] = useState({ action: history.action, location: history.location });
  // Navigations as transitions, as React Router's own routers make them: the page shown stays
  // until the next one's code is here.
  useLayoutEffect(() => history.listen((update) => startTransition(() => setState(update))), [history]);
  return (
    <BlockingHistoryContext.Provider value={history}>
      <Router location={state.location} navigationType={state.action} navigator={history}>
        <Routes routes={routes} />
      </Router>
    </BlockingHistoryContext.Provider>
  );
}

function Routes({ routes }: { routes: RouteObject[] }): ReactNode {
  return useRoutes(routes);
}

export type Blocker =
  | { state: 'unblocked'; proceed?: undefined; reset?: undefined }
  | { state: 'blocked'; proceed: () => void; reset: () => void };

/**
 * React Router's `useBlocker` for the app's router: while `shouldBlock` says so, a navigation
 * waits, and the blocker says 'blocked' until `proceed` (go on) or `reset` (stay). One at a time.
 */
export function useBlocker(shouldBlock: BlockerFunction): Blocker {
  const history = useContext(BlockingHistoryContext);
  const [held, setHeld] = useState<{ proceed: () => void } | null>(null);
  const latest = useRef(shouldBlock);
  useLayoutEffect(() => {
    latest.current = shouldBlock;
  });
  useEffect(() => {
    if (!history) return undefined;
    history.setBlocker({ shouldBlock: (args) => latest.current(args), onBlocked: (proceed) => setHeld({ proceed }) });
    return () => history.setBlocker(null);
  }, [history]);
  if (!held) return { state: 'unblocked' };
  return {
    state: 'blocked',
    proceed: () => {
      setHeld(null);
      held.proceed();
    },
    reset: () => setHeld(null),
  };
}
