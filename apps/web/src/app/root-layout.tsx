import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useSession } from '../auth/session';
import { useAccountLanguage } from '../auth/use-account-language';
import { useApi } from '../lib/api-context';

/** Records a page view on each navigation of a signed-in user (spec section 2); losing one is harmless. */
function usePageViews(): void {
  const api = useApi();
  const { status } = useSession();
  const { pathname } = useLocation();
  useEffect(() => {
    if (status !== 'signedIn') return;
    api.post('/pageviews', { path: pathname }).catch(() => undefined);
  }, [api, status, pathname]);
}

export function RootLayout() {
  usePageViews();
  useAccountLanguage();
  return <Outlet />;
}
