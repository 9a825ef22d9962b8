import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { estimateRoute } from '@rahti/domain';
import { json, startHostileService, type Answer, type HostileService } from '../helpers/hostile-service';
import { createTenant, type TestTenant } from '../helpers/tenants';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { apiAs } from '../organisation-data/api';
import { routeBody, TAMPERE, VANTAA } from './route-fixtures';

/**
 * Measuring a route (decision 0027): by road from an OSRM-compatible server when ROUTING_URL is
 * set (a fake one on 127.0.0.1, reached with EXTERNAL_SERVICES_ALLOW_PRIVATE), else and whenever
 * it fails the great-circle estimate, with the waypoints as the line.
 */
let osrm: HostileService;
let routed: TestApp;
let plain: TestApp;
let refused: TestApp;
let routedTenant: TestTenant;
let plainTenant: TestTenant;
let refusedTenant: TestTenant;

const HAMEENLINNA = { address: 'Hämeenlinna', lat: 60.9959, lng: 24.4643 };
const waypoints = [VANTAA, HAMEENLINNA, TAMPERE];
/** OSRM's answer: metres, seconds, the simplified road as [lng, lat]. */
const road = {
  code: 'Ok',
  routes: [
    {
      distance: 176_543.2,
      duration: 8_130.4,
      geometry: {
        coordinates: [
          [25.04, 60.29],
          [24.4643, 60.9959],
          [23.9, 61.3],
          [23.76, 61.5],
        ],
      },
    },
  ],
  waypoints: [],
};
const byRoad = {
  distanceKm: 176.5,
  drivingMinutes: 136,
  source: 'routing',
  path: [
    [60.29, 25.04],
    [60.9959, 24.4643],
    [61.3, 23.9],
    [61.5, 23.76],
  ],
};
const estimated = {
  ...estimateRoute(waypoints),
  source: 'estimate',
  path: waypoints.map(({ lat, lng }) => [lat, lng]),
};

beforeAll(async () => {
  osrm = await startHostileService();
  const routingUrl = `http://127.0.0.1:${osrm.port}/`;
  routed = await createTestApp({ config: { routingUrl, externalServicesAllowPrivate: true } });
  plain = await createTestApp({ database: routed.database });
  refused = await createTestApp({ database: routed.database, config: { routingUrl } });
  routedTenant = await createTenant(routed.context);
  plainTenant = await createTenant(plain.context);
  refusedTenant = await createTenant(refused.context);
});
afterAll(async () => {
  await refused?.close();
  await plain?.close();
  await routed?.close();
  await osrm?.close();
});
beforeEach(() => {
  osrm.requests.length = 0;
  osrm.answer = json(road);
});

describe('POST /api/routes/measure', () => {
  it('asks the routing server for the road between the waypoints in order', async () => {
    const measured = await apiAs(routed)(routedTenant.users.user, 'POST', '/api/routes/measure', { waypoints });
    expect(measured.status).toBe(200);
    expect(measured.body).toEqual(byRoad);
    expect(osrm.requests.map((request) => request.url)).toEqual([
      '/route/v1/driving/25.04,60.29;24.4643,60.9959;23.76,61.5?overview=simplified&geometries=geojson',
    ]);
  });

  it.each([
    ['a server error', json({ message: 'down' }, 503)],
    ['no road', json({ code: 'NoRoute', message: 'Impossible route between points' }, 400)],
    ['an answer that is not OSRM’s', json({ code: 'Ok', routes: [] })],
    ['an answer that is not JSON', (_request, response) => response.writeHead(200).end('<html>')],
  ] as [string, Answer][])('falls back to the estimate on %s', async (_case, answer) => {
    osrm.answer = answer;
    const measured = await apiAs(routed)(routedTenant.users.user, 'POST', '/api/routes/measure', { waypoints });
    expect(measured.body).toEqual(estimated);
    expect(osrm.requests).toHaveLength(1);
  });

  it('estimates without ROUTING_URL, and without leave to call a private address', async () => {
    const without = await apiAs(plain)(plainTenant.users.user, 'POST', '/api/routes/measure', { waypoints });
    expect(without.body).toEqual(estimated);
    const notAllowed = await apiAs(refused)(refusedTenant.users.user, 'POST', '/api/routes/measure', { waypoints });
    expect(notAllowed.body).toEqual(estimated);
    expect(osrm.requests).toHaveLength(0);
  });

  it('needs two waypoints', async () => {
    const one = await apiAs(plain)(plainTenant.users.user, 'POST', '/api/routes/measure', { waypoints: [VANTAA] });
    expect(one.status).toBe(400);
    expect(one.body.fields).toEqual([
      { path: 'waypoints', message: 'A route needs at least two waypoints to be measured' },
    ]);
  });
});

describe('a route saved without its distance', () => {
  it('stores the road and where it came from, and asks again only when the waypoints change', async () => {
    const api = apiAs(routed);
    const user = routedTenant.users.user;
    const created = await api(
      user,
      'POST',
      '/api/routes',
      routeBody({ waypoints, distanceKm: null, drivingMinutes: null }),
    );
    expect(created.body).toMatchObject({ distanceKm: 176.5, drivingMinutes: 136, distanceSource: 'routing' });
    const id = created.body.id!;
    const renamed = await api(
      user,
      'PUT',
      `/api/routes/${id}`,
      routeBody({ name: 'Renamed', waypoints, distanceKm: null, drivingMinutes: null, version: 1 }),
    );
    expect(renamed.body).toMatchObject({ name: 'Renamed', distanceKm: 176.5, distanceSource: 'routing' });
    expect(osrm.requests).toHaveLength(1);
    osrm.answer = json({ ...road, routes: [{ ...road.routes[0], distance: 150_000, duration: 7_200 }] });
    const shorter = await api(
      user,
      'PUT',
      `/api/routes/${id}`,
      routeBody({ waypoints: [VANTAA, TAMPERE], distanceKm: null, drivingMinutes: null, version: 2 }),
    );
    expect(shorter.body).toMatchObject({ distanceKm: 150, drivingMinutes: 120, distanceSource: 'routing' });
    expect(osrm.requests).toHaveLength(2);
  });

  it('keeps what was typed and asks nothing', async () => {
    const created = await apiAs(routed)(routedTenant.users.user, 'POST', '/api/routes', routeBody({ waypoints }));
    expect(created.body).toMatchObject({ distanceKm: 180, drivingMinutes: 180, distanceSource: 'manual' });
    expect(osrm.requests).toHaveLength(0);
  });

  it('keeps a typed distance beside a measured time', async () => {
    const created = await apiAs(routed)(
      routedTenant.users.user,
      'POST',
      '/api/routes',
      routeBody({ waypoints, distanceKm: 190, drivingMinutes: null }),
    );
    expect(created.body).toMatchObject({ distanceKm: 190, drivingMinutes: 136, distanceSource: 'routing' });
  });
});
