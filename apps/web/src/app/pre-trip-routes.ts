import { lazyPage } from './lazy-page';
import type { AppRoute } from './route-types';

/**
 * The pre-trip checklists' editor (issue 25), a part of the route table (routes.tsx): an Admin's,
 * reached from the fleet-management page, which shows the defects the checks found.
 */
export const preTripRoutes: AppRoute[] = [
  {
    path: '/vehicle/fleet-management/pre-trip-checklists',
    Component: lazyPage(() =>
      import('../features/fleet-management/pre-trip-checklists-page').then((m) => m.PreTripChecklistsPage),
    ),
    access: 'admin',
    titleKey: 'web:menu.preTripChecklists',
    feature: 'vehicles',
  },
];
