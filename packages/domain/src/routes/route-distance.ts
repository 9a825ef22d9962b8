/** Without a routing server, a road is this much longer than the great circle (decision 0026). */
export const ESTIMATE_DETOUR_FACTOR = 1.3;
/** ... and a lorry averages this speed on it, in km/h. */
export const ESTIMATE_SPEED_KMH = 70;

export interface LatLng {
  lat: number;
  lng: number;
}

/**
 * A route's distance (km, to 0.1) and driving time (whole minutes) estimated from its
 * waypoints in order. (Stub: being written.)
 */
export function estimateRoute(waypoints: readonly LatLng[]): { distanceKm: number; drivingMinutes: number } {
  void waypoints;
  return { distanceKm: 0, drivingMinutes: 0 };
}
