import { hasAccess, type Caller, type Features } from '@rahti/domain';
import { accessDeniedPath } from '../../features/access-denied/topics';
import type { AppRoute } from '../route-types';

/** Users without the role go to the dashboard (spec section 2). */
export const ROLE_DENIED_PATH = '/dashboard';

/**
 * Where a signed-in user is sent instead of `route`, or undefined when they may open it: the
 * dashboard without the role (the domain's role table), the feature's access-denied page
 * without the subscription flag. Unknown features (still loading) allow the page, as the spec asks.
 */
export function accessRedirect(route: AppRoute, caller: Caller, features: Features | undefined): string | undefined {
  if (!hasAccess(route.access, caller)) return ROLE_DENIED_PATH;
  if (route.feature && features && !features[route.feature]) return accessDeniedPath(route.feature);
  return undefined;
}
