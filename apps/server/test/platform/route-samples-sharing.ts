import { NO_ID, type RouteSample } from './route-sample';

/**
 * Samples of the sharing routes (issue 27). NO_ID stands for another organisation's share (a 404
 * either way); a code nobody made joins nothing (404); the bodies pass validation.
 */
const noShare = () => ({ id: NO_ID });

export const SHARING_SAMPLES: Record<string, RouteSample> = {
  'GET /api/sharing': {},
  'POST /api/sharing': { body: { dataTypes: ['shifts'], direction: 'send' } },
  'POST /api/sharing/join': { body: { code: '3333-4444-6666-7777' } },
  'GET /api/sharing/:id': { params: noShare },
  'POST /api/sharing/:id/approve': { params: noShare },
  'DELETE /api/sharing/:id': { params: noShare },
  'GET /api/sharing/:id/reads': { params: noShare },
  'GET /api/sharing/:id/items/:dataType': {
    params: () => ({ id: NO_ID, dataType: 'shifts' }),
    query: () => 'from=2026-11-01&to=2026-11-30',
  },
};
