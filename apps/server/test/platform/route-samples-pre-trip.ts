import { NO_ID, type RouteSample } from './route-sample';

/**
 * Samples of the stored files and pre-trip check routes (issue 25, decision 0034). NO_ID stands
 * for another organisation's file (a 404 either way). A phone's upload key is its own, not an id
 * of a record: another organisation's phone may use the same key for a file of its own.
 */
export const PRE_TRIP_SAMPLES: Record<string, RouteSample> = {
  'GET /api/files/:id': { params: () => ({ id: NO_ID }) },
  'PUT /api/driver/files/:key': { params: () => ({ key: 'phone-photo-1' }), crossOrganisation: 'not-applicable' },
  'GET /api/pre-trip-checklists': {},
  'PUT /api/pre-trip-checklists': {
    body: { checklists: [{ vehicleClass: 3, items: [{ kind: 'builtIn', key: 'lights' }] }] },
  },
  'GET /api/pre-trip-checks': { query: () => 'from=2026-05-01&to=2026-05-14' },
};
