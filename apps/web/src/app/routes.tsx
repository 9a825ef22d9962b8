import { CalculationsPage } from '../features/calculations/calculations-page';
import { calculationWizardRoutes } from './calculation-wizard-routes';
import { lazyPage } from './lazy-page';
import { taskRoutes } from './task-routes';
import type { AppRoute } from './route-types';
import { invoiceRoutes } from './invoice-routes';
import { routePlanRoutes } from './route-plan-routes';
import { fuelRoutes } from './fuel-routes';
import { preTripRoutes } from './pre-trip-routes';
import { transportRoutes } from './transport-routes';
import { sharingRoutes } from './sharing-routes';
import { reportRoutes } from './report-routes';

/**
 * Every page of the web app. The router, the guards and the side menu all read this table;
 * a menu item appears once its page has an entry here.
 */
export const appRoutes: AppRoute[] = [
  {
    path: '/',
    Component: lazyPage(() => import('../features/welcome/welcome-page').then((m) => m.WelcomePage)),
    access: 'public',
    titleKey: 'web:welcome.pageTitle',
  },
  {
    path: '/oidc-callback',
    Component: lazyPage(() => import('../auth/oidc-callback-page').then((m) => m.OidcCallbackPage)),
    access: 'public',
    titleKey: 'web:auth.signingIn',
  },
  {
    path: '/oidc-popup-callback',
    Component: lazyPage(() => import('../auth/oidc-popup-callback-page').then((m) => m.OidcPopupCallbackPage)),
    access: 'public',
    titleKey: 'web:auth.signingIn',
  },
  {
    path: '/oidc-callback-error',
    Component: lazyPage(() => import('../auth/oidc-callback-error-page').then((m) => m.OidcCallbackErrorPage)),
    access: 'public',
    titleKey: 'web:auth.callbackErrorTitle',
  },

  {
    path: '/no-access',
    Component: lazyPage(() => import('../features/access-denied/access-denied-page').then((m) => m.NoAccessPage)),
    access: 'signedIn',
    titleKey: 'web:accessDenied.title',
  },
  {
    path: '/no-driver-access',
    Component: lazyPage(() => import('../features/access-denied/access-denied-page').then((m) => m.NoDriverAccessPage)),
    access: 'signedIn',
    titleKey: 'web:accessDenied.title',
  },
  {
    path: '/no-timesheet-access',
    Component: lazyPage(() =>
      import('../features/access-denied/access-denied-page').then((m) => m.NoTimesheetAccessPage),
    ),
    access: 'signedIn',
    titleKey: 'web:accessDenied.title',
  },

  {
    path: '/dashboard',
    Component: lazyPage(() => import('../features/dashboard/dashboard-page').then((m) => m.DashboardPage)),
    access: 'signedIn',
    titleKey: 'web:menu.dashboard',
    feature: 'dashboard',
    menu: { labelKey: 'web:menu.dashboard', icon: 'dashboard', order: 10 },
  },
  {
    path: '/calculations',
    // In the first file: every sign-in lands here (spec section 2), so it needs no second round trip.
    Component: CalculationsPage,
    access: 'signedIn',
    titleKey: 'web:menu.calculations',
    feature: 'calculations',
    menu: { labelKey: 'web:menu.calculations', icon: 'calculator', order: 20 },
  },
  {
    path: '/calculations/compare',
    Component: lazyPage(() => import('../features/calculations/compare/compare-page').then((m) => m.ComparePage)),
    access: 'signedIn',
    titleKey: 'web-calculations:compare.title',
    feature: 'calculations',
  },
  {
    path: '/calculations/:id/print',
    Component: lazyPage(() =>
      import('../features/calculations/print/print-result-page').then((m) => m.PrintResultPage),
    ),
    access: 'signedIn',
    titleKey: 'web-calculations:print.resultTitle',
    feature: 'calculations',
    section: '/calculations',
  },
  {
    path: '/calculations/:id/quote',
    Component: lazyPage(() => import('../features/calculations/print/print-quote-page').then((m) => m.PrintQuotePage)),
    access: 'signedIn',
    titleKey: 'web-calculations:print.quoteTitle',
    feature: 'calculations',
    section: '/calculations',
  },

  ...calculationWizardRoutes,

  // Organisation data (issue 4): drivers with their groups, units and import; vehicles.
  {
    path: '/drivers',
    Component: lazyPage(() => import('../features/drivers/drivers-page').then((m) => m.DriversPage)),
    access: 'signedIn',
    titleKey: 'web:menu.drivers',
    feature: 'drivers',
    menu: { labelKey: 'web:menu.drivers', icon: 'drivers', order: 30 },
    section: '/drivers',
  },
  {
    path: '/driver-groups',
    Component: lazyPage(() => import('../features/driver-groups/driver-groups-page').then((m) => m.DriverGroupsPage)),
    access: 'signedIn',
    titleKey: 'web:menu.driverGroups',
    feature: 'drivers',
    subMenu: { parentPath: '/drivers', labelKey: 'web:menu.driverGroups', order: 1 },
  },
  {
    path: '/departments',
    Component: lazyPage(() => import('../features/departments/departments-page').then((m) => m.DepartmentsPage)),
    access: 'signedIn',
    titleKey: 'web:menu.departments',
    // Not gated: vehicles have bases too, so an organisation with vehicles alone needs this page
    // (the vehicles page links here). It stays a sub-item of /drivers in the menu.
    subMenu: { parentPath: '/drivers', labelKey: 'web:menu.departments', order: 2 },
  },
  {
    path: '/importDrivers',
    Component: lazyPage(() => import('../features/imports/import-drivers-page').then((m) => m.ImportDriversPage)),
    access: 'adminOrSuperuser',
    titleKey: 'web:menu.importDrivers',
    feature: 'drivers',
    subMenu: { parentPath: '/drivers', labelKey: 'web:menu.importDrivers', order: 3 },
  },
  {
    path: '/vehicles',
    Component: lazyPage(() => import('../features/vehicles/vehicles-page').then((m) => m.VehiclesPage)),
    access: 'signedIn',
    titleKey: 'web:menu.vehicles',
    feature: 'vehicles',
    menu: { labelKey: 'web:menu.vehicles', icon: 'truck', order: 1, group: 'fleet' },
    section: '/vehicles',
  },
  {
    path: '/vehicle/location-map',
    Component: lazyPage(() => import('../features/location-map/location-map-page').then((m) => m.LocationMapPage)),
    access: 'signedIn',
    titleKey: 'web:menu.locationMap',
    feature: 'map',
    menu: { labelKey: 'web:menu.locationMap', icon: 'routes', order: 3, group: 'fleet', beta: true },
  },
  // Fleet upkeep (issue 25): maintenance, inspections and tyre changes by date or km.
  {
    path: '/vehicle/fleet-management',
    Component: lazyPage(() =>
      import('../features/fleet-management/fleet-management-page').then((m) => m.FleetManagementPage),
    ),
    access: 'signedIn',
    titleKey: 'web:menu.fleetManagement',
    feature: 'vehicles',
    menu: { labelKey: 'web:menu.fleetManagement', icon: 'wrench', order: 4, group: 'fleet', beta: true },
  },
  {
    path: '/importVehicles',
    Component: lazyPage(() => import('../features/imports/import-vehicles-page').then((m) => m.ImportVehiclesPage)),
    access: 'adminOrSuperuser',
    titleKey: 'web:menu.importVehicles',
    feature: 'vehicles',
    subMenu: { parentPath: '/vehicles', labelKey: 'web:menu.importVehicles', order: 1 },
  },
  {
    path: '/administration/equipment',
    Component: lazyPage(() => import('../features/vehicles/equipment-page').then((m) => m.EquipmentPage)),
    access: 'admin',
    titleKey: 'web:menu.equipment',
    feature: 'vehicles',
  },

  ...preTripRoutes,

  ...fuelRoutes,

  ...taskRoutes,

  // Shifts (issue 10): the payroll clerk's timesheet; without the feature the guard sends a user to /no-timesheet-access.
  {
    path: '/timesheet',
    Component: lazyPage(() => import('../features/timesheet/timesheet-page').then((m) => m.TimesheetPage)),
    access: 'signedIn',
    titleKey: 'web:menu.timesheet',
    feature: 'timesheetManagement',
    menu: { labelKey: 'web:menu.timesheet', icon: 'shifts', order: 10, group: 'shifts' },
  },
  {
    path: '/events',
    Component: lazyPage(() => import('../features/events/events-page').then((m) => m.EventsPage)),
    access: 'signedIn',
    titleKey: 'web:menu.events',
    feature: 'timesheetManagement',
    menu: { labelKey: 'web:menu.events', icon: 'shifts', order: 20, group: 'shifts', beta: true },
  },
  {
    path: '/timesheet/absences',
    Component: lazyPage(() => import('../features/absences/absences-page').then((m) => m.AbsencesPage)),
    access: 'signedIn',
    titleKey: 'web:menu.absences',
    feature: 'timesheetManagement',
    menu: { labelKey: 'web:menu.absences', icon: 'planning', order: 30, group: 'shifts' },
  },
  {
    path: '/timesheet/summary',
    Component: lazyPage(() => import('../features/shift-summary/shift-summary-page').then((m) => m.ShiftSummaryPage)),
    access: 'signedIn',
    titleKey: 'web:menu.shiftSummary',
    feature: 'timesheetManagement',
    menu: { labelKey: 'web:menu.shiftSummary', icon: 'reports', order: 40, group: 'shifts' },
  },
  // Payroll (issue 12): pay periods, which the payroll summary and exports are counted by.
  {
    path: '/timesheet/payroll',
    Component: lazyPage(() => import('../features/payroll/payroll-page').then((m) => m.PayrollPage)),
    access: 'signedIn',
    titleKey: 'web:menu.payroll',
    feature: 'timesheetManagement',
    menu: { labelKey: 'web:menu.payroll', icon: 'coin', order: 45, group: 'shifts' },
  },
  // Driving time (issue 13): EU 561/2006 driving and rest per driver over the last two weeks.
  {
    path: '/timesheet/driving-time',
    Component: lazyPage(() => import('../features/driving-time/driving-time-page').then((m) => m.DrivingTimePage)),
    access: 'signedIn',
    titleKey: 'web:menu.drivingTime',
    feature: 'timesheetManagement',
    menu: { labelKey: 'web:menu.drivingTime', icon: 'steeringWheel', order: 47, group: 'shifts' },
  },
  {
    path: '/payperiods',
    Component: lazyPage(() => import('../features/pay-periods/pay-periods-page').then((m) => m.PayPeriodsPage)),
    access: 'signedIn',
    titleKey: 'web:menu.payPeriods',
    feature: 'timesheetManagement',
    menu: { labelKey: 'web:menu.payPeriods', icon: 'planning', order: 50, group: 'shifts' },
  },

  ...invoiceRoutes,

  ...transportRoutes,

  ...sharingRoutes,
  // Reports and reports 2.0 (issue 27).
  ...reportRoutes,

  ...routePlanRoutes,

  // Resource planning (issue 24): always in the menu, no feature flag (spec section 2, "Shell").
  {
    path: '/resource-planning',
    Component: lazyPage(() =>
      import('../features/resource-planning/resource-planning-page').then((m) => m.ResourcePlanningPage),
    ),
    access: 'signedIn',
    titleKey: 'web:menu.resourcePlanning',
    menu: { labelKey: 'web:menu.resourcePlanning', icon: 'planning', order: 100, beta: true },
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
    Component: lazyPage(() =>
      import('../features/administration/administration-page').then((m) => m.AdministrationPage),
    ),
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
