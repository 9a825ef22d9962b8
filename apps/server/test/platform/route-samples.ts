import type { TestTenant } from '../helpers/tenants';

/**
 * A valid request for every API route that takes parameters or a body, so the generic suites
 * can reach past validation to the organisation check. A new route must add its entry here:
 * the suite fails for a route it cannot exercise.
 */
export interface RouteSample {
  /** Fills the path's parameters with the ids of `target` (another organisation when testing isolation). */
  params?: (target: TestTenant) => Record<string, string>;
  body?: unknown;
  /** Routes meant to reach every organisation (site operator) have no cross-organisation 404. */
  crossOrganisation?: 'not-applicable';
}

export const ROUTE_SAMPLES: Record<string, RouteSample> = {
  'PUT /api/organisation': { body: { name: 'Renamed Oy', currency: 'EUR' } },
  'PUT /api/organisation/:id/setdelete': { params: (t) => ({ id: t.organisationId }), body: { setToBeDeleted: false } },
  'POST /api/organisation': { body: { name: 'New Oy', currency: 'SEK' }, crossOrganisation: 'not-applicable' },
  'PUT /api/organisation/:id/subscription': {
    params: (t) => ({ id: t.organisationId }),
    body: { vehicleLimit: 5 },
    crossOrganisation: 'not-applicable',
  },
  'POST /api/organisation/users': {
    body: { email: 'new.person@test.example', displayName: 'New Person', role: 'User', displayLanguage: 'fi', password: 'Abc-123', confirmPassword: 'Abc-123' },
  },
  'PUT /api/organisation/:organisationId/users/:id': {
    params: (t) => ({ organisationId: t.organisationId, id: t.users.user.id }),
    body: { displayName: 'Changed' },
  },
  'DELETE /api/organisation/:organisationId/users/:id': {
    params: (t) => ({ organisationId: t.organisationId, id: t.users.user.id }),
  },
  'PUT /api/account/me': { body: { displayName: 'Me' } },
  'PUT /api/account/password': { body: { currentPassword: 'x', password: 'Abc-123', confirmPassword: 'Abc-123' } },
  'POST /api/salesforce': {
    body: { company: 'Firma Oy', name: 'Anna', email: 'anna@firma.fi', phone: '', subject: 'Hello', description: 'A question' },
  },
  'POST /api/pageviews': { body: { path: '/dashboard' } },
  'POST /api/organisation/apiclients': { body: { name: 'ERP' } },
  'DELETE /api/organisation/apiclients/:clientId': { params: (t) => ({ clientId: t.apiClientId ?? 'api.none' }) },
};

const BY_KEY = new Map(Object.entries(ROUTE_SAMPLES).map(([key, sample]) => [key.toLowerCase(), sample]));

/** Paths match without case, as the router does. */
export const findSample = (method: string, url: string) => BY_KEY.get(`${method} ${url}`.toLowerCase());

export function fillPath(url: string, params: Record<string, string>): string {
  return url.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (!value) throw new Error(`No sample value for :${name} in ${url}`);
    return value;
  });
}
