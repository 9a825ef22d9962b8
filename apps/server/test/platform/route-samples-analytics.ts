import type { RouteSample } from './route-sample';

/** Samples of the dashboard analytics route (issue 27): a period is all it needs. */
export const ANALYTICS_SAMPLES: Record<string, RouteSample> = {
  'GET /api/analytics': { query: () => 'from=2026-11-01&to=2026-11-30&groupBy=month' },
};
