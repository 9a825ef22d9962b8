import { z } from 'zod';
import { estimateRoute, roundDecimal, type LatLng, type RouteMeasure } from '@rahti/domain';
import type { OutboundHttp } from '../platform/outbound-http/outbound-http';

/**
 * A route is a few dozen waypoints; the simplified line of a day's drive is a few hundred points.
 * 10 s for the whole call: a person waits on it when saving a route.
 */
const ROUTING_LIMITS = { connectTimeoutMs: 3_000, totalTimeoutMs: 10_000, maxAnswerBytes: 2 * 1024 * 1024 };

/** What an OSRM-compatible server answers to `route/v1/driving` (metres, seconds, [lng, lat] pairs). */
const osrmAnswerSchema = z.object({
  code: z.literal('Ok'),
  routes: z
    .array(
      z.object({
        distance: z.number().nonnegative(),
        duration: z.number().nonnegative(),
        geometry: z.object({ coordinates: z.array(z.tuple([z.number(), z.number()]).rest(z.number())) }),
      }),
    )
    .min(1),
});

const coordinate = (value: number) => String(roundDecimal(value, 6));

/** The routing server's road between the waypoints, or undefined when it cannot give one. */
async function routeByRoad(
  http: OutboundHttp,
  routingUrl: string,
  waypoints: readonly LatLng[],
): Promise<RouteMeasure | undefined> {
  const points = waypoints.map(({ lat, lng }) => `${coordinate(lng)},${coordinate(lat)}`).join(';');
  const url = `${routingUrl.replace(/\/+$/, '')}/route/v1/driving/${points}?overview=simplified&geometries=geojson`;
  try {
    const answer = await http.request(url, { headers: { accept: 'application/json' }, limits: ROUTING_LIMITS });
    if (answer.status !== 200) return undefined;
    const parsed = osrmAnswerSchema.safeParse(JSON.parse(answer.text));
    if (!parsed.success) return undefined;
    const road = parsed.data.routes[0]!;
    return {
      distanceKm: roundDecimal(road.distance / 1000, 1),
      drivingMinutes: Math.round(road.duration / 60),
      source: 'routing',
      path: road.geometry.coordinates.map(([lng, lat]) => [lat, lng] as [number, number]),
    };
  } catch {
    // Refused, unreachable, too slow, not JSON: the estimate stands in (decision 0027).
    return undefined;
  }
}

/**
 * A route's distance (km) and driving time (minutes) between its waypoints in order: by road
 * from the routing server at `routingUrl` (ROUTING_URL) through the outbound client, else, and
 * whenever that fails, the great-circle estimate with the waypoints as its line.
 */
export async function measureRoute(
  http: OutboundHttp,
  routingUrl: string | undefined,
  waypoints: readonly LatLng[],
): Promise<RouteMeasure> {
  if (routingUrl && waypoints.length >= 2) {
    const road = await routeByRoad(http, routingUrl, waypoints);
    if (road) return road;
  }
  return {
    ...estimateRoute(waypoints),
    source: 'estimate',
    path: waypoints.map(({ lat, lng }) => [lat, lng] as [number, number]),
  };
}
