import { OidcCallbackErrorPage } from '../auth/oidc-callback-error-page';
import { OidcCallbackPage } from '../auth/oidc-callback-page';
import { OidcPopupCallbackPage } from '../auth/oidc-popup-callback-page';
import {
  NoAccessPage,
  NoDriverAccessPage,
  NoTimesheetAccessPage,
} from '../features/access-denied/access-denied-page';
import { CalculationsPage } from '../features/calculations/calculations-page';
import { DashboardPage } from '../features/dashboard/dashboard-page';
import { WelcomePage } from '../features/welcome/welcome-page';
import { lazyPage } from './lazy-page';
import type { AppRoute } from './route-types';

/**
 * Every page of the web app. The router, the guards and the side menu all read this table;
 * a menu item appears once its page has an entry here.
 */
export const appRoutes: AppRoute[] = [
  { path: '/', Component: WelcomePage, access: 'public', titleKey: 'web:welcome.pageTitle' },
  { path: '/oidc-callback', Component: OidcCallbackPage, access: 'public', titleKey: 'web:auth.signingIn' },
  { path: '/oidc-popup-callback', Component: OidcPopupCallbackPage, access: 'public', titleKey: 'web:auth.signingIn' },
  { path: '/oidc-callback-error', Component: OidcCallbackErrorPage, access: 'public', titleKey: 'web:auth.callbackErrorTitle' },

  { path: '/no-access', Component: NoAccessPage, access: 'signedIn', titleKey: 'web:accessDenied.title' },
  { path: '/no-driver-access', Component: NoDriverAccessPage, access: 'signedIn', titleKey: 'web:accessDenied.title' },
  { path: '/no-timesheet-access', Component: NoTimesheetAccessPage, access: 'signedIn', titleKey: 'web:accessDenied.title' },

  {
    path: '/dashboard',
    Component: DashboardPage,
    access: 'signedIn',
    titleKey: 'web:menu.dashboard',
    feature: 'dashboard',
    menu: { labelKey: 'web:menu.dashboard', icon: 'dashboard', order: 10 },
  },
  {
    path: '/calculations',
    Component: CalculationsPage,
    access: 'signedIn',
    titleKey: 'web:menu.calculations',
    feature: 'calculations',
    menu: { labelKey: 'web:menu.calculations', icon: 'calculator', order: 20 },
  },

  {
    path: '/userprofile',
    Component: lazyPage(() => import('../features/user-profile/user-profile-page').then((m) => m.UserProfilePage)),
    access: 'signedIn',
    titleKey: 'web:shell.userProfile',
  },
  {
    path: '/organisation',
    Component: lazyPage(() => import('../features/organisation/organisation-page').then((m) => m.OrganisationPage)),
    access: 'adminOrSuperuser',
    titleKey: 'web:shell.organisation',
  },
  {
    path: '/administration',
    Component: lazyPage(() => import('../features/administration/administration-page').then((m) => m.AdministrationPage)),
    access: 'admin',
    titleKey: 'web:shell.administration',
  },
  {
    path: '/contact-us',
    Component: lazyPage(() => import('../features/contact/contact-page').then((m) => m.ContactPage)),
    access: 'signedIn',
    titleKey: 'web:shell.contact',
  },
  {
    path: '/mediakit',
    Component: lazyPage(() => import('../features/mediakit/mediakit-page').then((m) => m.MediakitPage)),
    access: 'signedIn',
    titleKey: 'web-mediakit:title',
  },
];
