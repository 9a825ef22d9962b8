import { NO_ID, type RouteSample } from './route-sample';

/**
 * Samples of the public API's routes (issue 27, decision 0039): webhook endpoints, the
 * integrators' cursor pages and the token exchange. NO_ID stands for another organisation's
 * endpoint (a 404 either way); the bodies pass validation, so the suites reach the check.
 */
const noEndpoint = () => ({ id: NO_ID });
// An address, not a name: checking it needs no name lookup (the test machines resolve none).
const endpoint = { url: 'https://93.184.215.14/rahti', events: ['shiftApproved', 'invoiceCreated'] };

export const WEBHOOK_SAMPLES: Record<string, RouteSample> = {
  'POST /api/webhooks': { body: endpoint },
  'PUT /api/webhooks/:id': { params: noEndpoint, body: { ...endpoint, enabled: false } },
  'DELETE /api/webhooks/:id': { params: noEndpoint },
  'POST /api/webhooks/:id/test': { params: noEndpoint },
  'GET /api/webhooks/:id/deliveries': { params: noEndpoint },
  'GET /api/integration/shifts': { query: () => 'from=2026-03-01&to=2026-03-31&limit=100' },
  'GET /api/integration/transport-tasks': { query: () => 'limit=100' },
  'POST /api/organisation/getaccesstoken': {
    body: { client_id: 'api.unknown', client_secret: 'wrong' },
    crossOrganisation: 'not-applicable',
  },
};
