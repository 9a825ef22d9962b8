import { lazyPage } from './lazy-page';
import type { AppRoute } from './route-types';

const fuelManagementPage = lazyPage(() =>
  import('../features/fuel/fuel-management-page').then((m) => m.FuelManagementPage),
);

/**
 * Fuel and emissions (issue 25), a part of the route table (routes.tsx). The spec's
 * /fuelmanagement/{orgId} is for Admins and Superusers (others go to the dashboard); the menu's
 * "Fuel" in the fleet group opens /fuelmanagement, which the page sends on to the user's own
 * organisation. The emissions report sits in the reports group.
 */
export const fuelRoutes: AppRoute[] = [
  {
    path: '/fuelmanagement',
    Component: fuelManagementPage,
    access: 'adminOrSuperuser',
    titleKey: 'web:menu.fuel',
    feature: 'vehicles',
    menu: { labelKey: 'web:menu.fuel', icon: 'fuel', order: 5, group: 'fleet' },
  },
  {
    path: '/fuelmanagement/:orgId',
    Component: fuelManagementPage,
    access: 'adminOrSuperuser',
    titleKey: 'web:menu.fuel',
    feature: 'vehicles',
  },
  {
    path: '/report/emissions',
    Component: lazyPage(() => import('../features/emissions/emissions-page').then((m) => m.EmissionsPage)),
    access: 'signedIn',
    titleKey: 'web:menu.emissions',
    feature: 'reports',
    menu: { labelKey: 'web:menu.emissions', icon: 'reports', order: 20, group: 'reports' },
  },
];
