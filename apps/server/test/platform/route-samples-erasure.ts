import { NO_ID, type RouteSample } from './route-sample';

/**
 * Samples of the person-erasure routes (issue 27, decision 0040). NO_ID stands for the person:
 * the sweeps reach the organisation check without erasing a tenant's own users, whom other
 * suites of the same file sign in with.
 */
export const ERASURE_SAMPLES: Record<string, RouteSample> = {
  'POST /api/drivers/:id/erase': { params: () => ({ id: NO_ID }) },
  'POST /api/organisation/:organisationId/users/:id/erase': {
    params: (t) => ({ organisationId: t.organisationId, id: NO_ID }),
  },
};
