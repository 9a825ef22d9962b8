import { lazyPage } from './lazy-page';
import type { AppRoute } from './route-types';

const routeFormPage = lazyPage(() => import('../features/routes/route-form-page').then((m) => m.RouteFormPage));
const feature = 'routes' as const;

/**
 * Routes (issue 23), a part of the route table (routes.tsx): spec section 2's /routes, /newRoute
 * and /route/edit/{id}. "Routes" sits in the side menu after the shift group and before the fleet
 * group; without the routes feature it is hidden, and opened by URL each page sends to /no-access.
 */
export const routePlanRoutes: AppRoute[] = [
  {
    path: '/routes',
    Component: lazyPage(() => import('../features/routes/routes-page').then((m) => m.RoutesPage)),
    access: 'signedIn',
    titleKey: 'web:menu.routes',
    feature,
    menu: { labelKey: 'web:menu.routes', icon: 'routes', order: 70 },
    section: '/routes',
  },
  {
    path: '/newRoute',
    Component: routeFormPage,
    access: 'signedIn',
    titleKey: 'web-routes:form.newTitle',
    feature,
    subMenu: { parentPath: '/routes', labelKey: 'web-routes:form.newTitle', order: 1 },
  },
  {
    path: '/route/edit/:id',
    Component: routeFormPage,
    access: 'signedIn',
    titleKey: 'web-routes:form.editTitle',
    feature,
    section: '/routes',
  },
];
