import { Suspense } from 'react';
import { Navigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { hasAccess } from '@rahti/domain';
import { useAccount, useCaller, useFeatures } from '../../auth/use-account';
import { PageLoader } from '../../components/ui/page-loader';
import { useDocumentTitle } from '../../lib/use-document-title';
import type { AppRoute } from '../route-types';
import { accessRedirect } from './access-redirect';

/** A User outside the site operator: a page they may not open is role-gated. */
const LEAST_PRIVILEGED = { role: 'User', isSiteOperator: false, client: 'web' } as const;

/** Role and subscription checks for one page; the session itself is checked by the layout. */
export function RouteGuard({ route }: { route: AppRoute }) {
  const { t } = useTranslation();
  const caller = useCaller();
  const features = useFeatures();
  const account = useAccount();
  useDocumentTitle(t(route.titleKey));

  // The token's role may be stale; for role-gated pages wait for the account, which is authoritative.
  const needsRole = !hasAccess(route.access, LEAST_PRIVILEGED);
  if (needsRole && account.isPending && account.fetchStatus !== 'idle') return <PageLoader />;

  const redirect = route.access === 'public' ? undefined : accessRedirect(route, caller, features);
  if (redirect) return <Navigate to={redirect} replace />;
  return (
    <Suspense fallback={<PageLoader />}>
      <route.Component />
    </Suspense>
  );
}
