import { QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { type Location } from 'react-router';
import { allFeatures, type Account, type Features } from '@rahti/domain';
import { ApiProvider } from '../app/api-provider';
import { AppRouter } from '../app/navigation/app-router';
import { createMemoryAppHistory } from '../app/navigation/blocking-history';
import { toRouteObjects } from '../app/router';
import { appRoutes } from '../app/routes';
import type { AppRoute } from '../app/route-types';
import { UiProviders } from '../app/ui-providers';
import { SessionContext, type Session } from '../auth/session';
import { accountQueryKey, featuresQueryKey } from '../auth/use-account';
import { createQueryClient } from '../lib/query-client';
import { fakeFetch, type FetchHandlers } from './fake-fetch';
import { testAccount, testSession } from './fixtures';
import { testI18n } from './test-i18n';
import { preloadOpenedPage } from '../app/preload-opened-page';

export { testI18n };

export interface RenderAppOptions {
  routes?: readonly AppRoute[];
  session?: Partial<Session>;
  /** Seeded as already loaded; null leaves it to the API handlers. */
  account?: Partial<Account> | null;
  /** 'loading' leaves the features request unanswered. */
  features?: Features | 'loading';
  handlers?: FetchHandlers;
}

/** Renders the real router, shell and guards at `path`, around a fake session and API. */
export function renderApp(path: string, options: RenderAppOptions = {}) {
  const session = testSession(options.session);
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false, staleTime: Infinity } });
  const account = options.account === null ? undefined : testAccount(options.account);
  if (account) queryClient.setQueryData(accountQueryKey, account);
  const features = options.features ?? allFeatures();
  if (features !== 'loading') queryClient.setQueryData(featuresQueryKey, features);
  // Writes refetch everything, so the API must keep answering with what was seeded.
  const fetch = fakeFetch({
    ...(account ? { 'GET /api/account/me': account } : {}),
    'GET /api/organisation/features': features === 'loading' ? () => new Promise<never>(() => undefined) : features,
    ...options.handlers,
  });

  const routes = options.routes ?? appRoutes;
  // The page's code starts loading now; queries and the test's end wait for it (test/setup.ts).
  preloadOpenedPage(new URL(path, 'http://localhost').pathname, routes);
  const history = createMemoryAppHistory(path);
  const user = userEvent.setup();
  render(
    <TestProviders session={session} fetch={fetch} queryClient={queryClient}>
      <AppRouter history={history} routes={toRouteObjects(routes)} />
    </TestProviders>,
  );
  return { router: testRouter(history), session, user, fetch, queryClient };
}

/** Where the app is, and a way to move it as an address typed in would. */
export interface TestRouter {
  state: { location: Location };
  navigate(to: string): Promise<void>;
}

function testRouter(history: ReturnType<typeof createMemoryAppHistory>): TestRouter {
  return {
    get state() {
      return { location: history.location };
    },
    navigate: (to) => act(async () => history.push(to)),
  };
}

function TestProviders(props: {
  session: Session;
  fetch: typeof globalThis.fetch;
  queryClient: ReturnType<typeof createQueryClient>;
  children: ReactNode;
}) {
  return (
    <UiProviders i18n={testI18n}>
      <QueryClientProvider client={props.queryClient}>
        <SessionContext.Provider value={props.session}>
          <ApiProvider fetch={props.fetch}>{props.children}</ApiProvider>
        </SessionContext.Provider>
      </QueryClientProvider>
    </UiProviders>
  );
}
