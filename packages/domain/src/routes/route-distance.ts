/** Without a routing server, a road is this much longer than the great circle (decision 0027). */
export const ESTIMATE_DETOUR_FACTOR = 1.3;
/** ... and a lorry averages this speed on it, in km/h. */
export const ESTIMATE_SPEED_KMH = 70;
/** The Earth's mean radius (IUGG), in km. */
const EARTH_RADIUS_KM = 6371.0088;
const RADIANS = Math.PI / 180;

export interface LatLng {
  lat: number;
  lng: number;
}

/** Great-circle distance between two points (haversine), in km. */
function greatCircleKm(a: LatLng, b: LatLng): number {
  const h =
    Math.sin(((b.lat - a.lat) * RADIANS) / 2) ** 2 +
    Math.cos(a.lat * RADIANS) * Math.cos(b.lat * RADIANS) * Math.sin(((b.lng - a.lng) * RADIANS) / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * A route's distance (km, to 0.1) and driving time (whole minutes) estimated from its
 * waypoints in order: the great-circle legs summed, × ESTIMATE_DETOUR_FACTOR, driven at
 * ESTIMATE_SPEED_KMH. Fewer than two waypoints: 0 and 0. The time is computed from the
 * unrounded distance, each figure rounded half up once.
 */
export function estimateRoute(waypoints: readonly LatLng[]): { distanceKm: number; drivingMinutes: number } {
  let greatCircle = 0;
  for (let leg = 1; leg < waypoints.length; leg++) greatCircle += greatCircleKm(waypoints[leg - 1]!, waypoints[leg]!);
  const roadKm = greatCircle * ESTIMATE_DETOUR_FACTOR;
  return { distanceKm: Math.round(roadKm * 10) / 10, drivingMinutes: Math.round((roadKm / ESTIMATE_SPEED_KMH) * 60) };
}
