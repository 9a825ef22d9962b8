import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import type { UserManager } from 'oidc-client-ts';
import { useState } from 'react';
import { AuthProvider } from '../auth/auth-provider';
import { ApiProvider } from './api-provider';
import { AppRouter } from './navigation/app-router';
import { createBrowserAppHistory } from './navigation/blocking-history';
import { AppErrorBoundary } from './errors/app-error-boundary';
import { toRouteObjects } from './router';
import { appRoutes } from './routes';
import { UiProviders } from './ui-providers';

interface AppProps {
  i18n: I18n;
  queryClient: QueryClient;
  /** The sign-in client, or its loading (the app starts before the library has arrived). */
  userManager: UserManager | Promise<UserManager>;
}

export function App({ i18n, queryClient, userManager }: AppProps) {
  const [history] = useState(createBrowserAppHistory);
  const [routes] = useState(() => toRouteObjects(appRoutes));
  return (
    <AppErrorBoundary message={i18n.t('errors:unknown')} reloadLabel={i18n.t('web:errorPage.reload')}>
      <UiProviders i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <AuthProvider userManager={userManager}>
            <ApiProvider>
              <AppRouter history={history} routes={routes} />
            </ApiProvider>
          </AuthProvider>
        </QueryClientProvider>
      </UiProviders>
    </AppErrorBoundary>
  );
}
