import type { RouteSample } from './route-sample';

/**
 * Samples of the fleet calendar feed's routes (issue 25). The feed itself is public: its token is
 * the key, so there is no other organisation's id to try (an unknown token is a 404 for anyone).
 */
export const FLEET_CALENDAR_SAMPLES: Record<string, RouteSample> = {
  'GET /api/fleet-calendar/:token.ics': {
    params: () => ({ token: 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' }),
    crossOrganisation: 'not-applicable',
  },
  'POST /api/fleet-calendar-feed': { body: { language: 'fi' } },
  'DELETE /api/fleet-calendar-feed': {},
};
