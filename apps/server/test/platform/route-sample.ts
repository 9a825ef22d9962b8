import type { TestTenant } from '../helpers/tenants';

/** An id no tenant has, for tenants a suite gave no such record (calculators, organisation data). */
export const NO_ID = '00000000-0000-4000-8000-000000000000';

/**
 * A valid request for every API route that takes parameters or a body, so the generic suites
 * can reach past validation to the organisation check. A new route must add its entry here:
 * the suite fails for a route it cannot exercise.
 */
export interface RouteSample {
  /** Fills the path's parameters with the ids of `target` (another organisation when testing isolation). */
  params?: (target: TestTenant) => Record<string, string>;
  body?: unknown;
  /** A query string the route needs (without '?'), e.g. removal by source's confirmation. */
  query?: (target: TestTenant) => string;
  /** Routes meant to reach every organisation (site operator) have no cross-organisation 404. */
  crossOrganisation?: 'not-applicable';
}
