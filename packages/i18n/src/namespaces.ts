/** Every catalogue (a file per namespace in locales/<language>/); a test checks the list against the files. */
export const NAMESPACES = [
  'auth',
  'auth-password',
  'calculations',
  'driver',
  'driver-sync',
  'driver-transport',
  'driving-time',
  'emissions-document',
  'errors',
  'events-export',
  'files',
  'fleet',
  'fleet-due',
  'fuel-card',
  'invoice-document',
  'invoices',
  'organisation-data',
  'outbound',
  'pay-periods',
  'payroll',
  'planning',
  'pre-trip',
  'reports',
  'routes',
  'shift-summary-export',
  'sharing',
  'shifts',
  'tasks',
  'tracking',
  'transport',
  'validation',
  'waybill-document',
  'web',
  'web-absences',
  'web-account',
  'web-administration',
  'web-analytics',
  'web-calc-wizard',
  'web-calculations',
  'web-contact',
  'web-customers',
  'web-driver-groups',
  'web-drivers',
  'web-driving-time',
  'web-events',
  'web-fleet',
  'web-fleet-due',
  'web-fuel',
  'web-fuel-import',
  'web-imports',
  'web-invoices',
  'web-mediakit',
  'web-organisation',
  'web-pay-periods',
  'web-payroll',
  'web-pre-trip',
  'web-reports',
  'web-resource-planning',
  'web-routes',
  'web-sharing',
  'web-shift-summary',
  'web-tasks',
  'web-timesheet',
  'web-tracking',
  'web-transport',
  'web-units',
  'web-vehicles',
  'web-webhooks',
  'webhooks',
  'work-types',
] as const;

/**
 * What the manager app's first page needs: the shell (menus, titles) and the calculations.
 * The web app starts with these alone and fetches the rest with the first other page it opens.
 */
export const FIRST_PAGE_NAMESPACES = ['web', 'web-calculations', 'errors', 'validation'] as const;

/**
 * What the driver app holds (decision 0012: its first load stays under 130 KB), fetched a file
 * at a time; keep the list in step with languages/driver-files.ts.
 */
export const DRIVER_NAMESPACES = ['driver', 'driver-sync', 'shifts', 'validation', 'work-types'] as const;

/**
 * The driver app's catalogues of screens that load lazily, fetched with their screen rather than
 * before the first render (the pre-trip check's, the transport tasks'); keep the list in step with languages/driver-files.ts.
 */
export const DRIVER_LAZY_NAMESPACES = ['pre-trip', 'driver-transport'] as const;
