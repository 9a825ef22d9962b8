import type { FeatureKey } from '@rahti/domain';

/**
 * The access-denied messages: the areas spec section 2 names (analytics, drivers, map, pay
 * period, tasks, timesheet), then one for each other subscription flag that gates a page.
 */
export const ACCESS_DENIED_TOPICS = [
  'analytics',
  'drivers',
  'map',
  'payPeriod',
  'tasks',
  'timesheet',
  'dashboard',
  'calculations',
  'vehicles',
  'routes',
  'sharing',
  'reports',
  'externalServices',
  'api',
] as const;
export type AccessDeniedTopic = (typeof ACCESS_DENIED_TOPICS)[number];

/** The message each subscription flag's pages show when it is off; a new flag must add its own. */
export const FEATURE_TOPICS: Record<FeatureKey, AccessDeniedTopic> = {
  dashboard: 'dashboard',
  calculations: 'calculations',
  drivers: 'drivers',
  taskProfitability: 'tasks',
  timesheetManagement: 'timesheet',
  routes: 'routes',
  vehicles: 'vehicles',
  sharing: 'sharing',
  map: 'map',
  reports: 'reports',
  externalServiceIntegration: 'externalServices',
  api: 'api',
};

export function isAccessDeniedTopic(value: unknown): value is AccessDeniedTopic {
  return ACCESS_DENIED_TOPICS.includes(value as AccessDeniedTopic);
}

export function noAccessPath(topic: AccessDeniedTopic): string {
  return `/no-access?feature=${topic}`;
}

/** The spec's access-denied page for a page whose feature is off: drivers and timesheet have their own. */
export function accessDeniedPath(feature: FeatureKey): string {
  const topic = FEATURE_TOPICS[feature];
  if (topic === 'drivers') return '/no-driver-access';
  if (topic === 'timesheet') return '/no-timesheet-access';
  return noAccessPath(topic);
}
