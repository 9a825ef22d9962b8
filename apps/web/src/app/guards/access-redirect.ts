import type { FeatureKey, Features, Role } from '@rahti/domain';
import { noAccessPath, type AccessDeniedTopic } from '../../features/access-denied/topics';
import { hasAccess } from '../shell/build-menu';
import type { AppRoute } from '../route-types';

/**
 * Features whose pages redirect to an access-denied page when off. Spec section 6: only
 * taskProfitability does; other disabled features are just hidden from the menu.
 */
export const FEATURE_GUARDS: Partial<Record<FeatureKey, AccessDeniedTopic>> = { taskProfitability: 'tasks' };

/** Users without the role go to the dashboard (spec section 2). */
export const ROLE_DENIED_PATH = '/dashboard';

/**
 * Where a signed-in user is sent instead of `route`, or undefined when they may open it.
 * Unknown features (still loading) allow the page, as the spec asks.
 */
export function accessRedirect(route: AppRoute, role: Role, features: Features | undefined): string | undefined {
  if (!hasAccess(route.access, role)) return ROLE_DENIED_PATH;
  const topic = route.feature ? FEATURE_GUARDS[route.feature] : undefined;
  if (topic && route.feature && features && !features[route.feature]) return noAccessPath(topic);
  return undefined;
}
