import { lazyPage } from './lazy-page';
import type { AppRoute } from './route-types';

const page = lazyPage(() => import('../features/reports/reports-page').then((m) => m.ReportsPage));
const betaPage = lazyPage(() => import('../features/reports/reports-beta-page').then((m) => m.ReportsBetaPage));

/**
 * Reports (issue 27), a part of the route table (routes.tsx): spec section 2's "Reports:
 * /report, /report-new (beta)" in the reports menu group, behind the reports feature.
 */
export const reportRoutes: AppRoute[] = [
  {
    path: '/report',
    Component: page,
    access: 'signedIn',
    titleKey: 'web:menu.reports',
    feature: 'reports',
    menu: { labelKey: 'web:menu.reports', icon: 'reports', order: 10, group: 'reports' },
  },
  {
    path: '/report-new',
    Component: betaPage,
    access: 'signedIn',
    titleKey: 'web:menu.reports2',
    feature: 'reports',
    menu: { labelKey: 'web:menu.reports2', icon: 'reports', order: 11, group: 'reports', beta: true },
  },
];
