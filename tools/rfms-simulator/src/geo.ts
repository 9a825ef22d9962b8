/** Plane-enough geometry on the WGS84 sphere for trucks between Finnish towns. */
export interface LatLon {
  lat: number;
  lon: number;
}

const EARTH_RADIUS_METERS = 6_371_000;
const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance (haversine), metres. */
export function distanceMeters(a: LatLon, b: LatLon): number {
  const dLat = toRadians(b.lat - a.lat);
  const dLon = toRadians(b.lon - a.lon);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(toRadians(a.lat)) * Math.cos(toRadians(b.lat)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_METERS * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Initial bearing from a to b in whole degrees, 0–359 clockwise from north. */
export function bearingDegrees(a: LatLon, b: LatLon): number {
  const φ1 = toRadians(a.lat);
  const φ2 = toRadians(b.lat);
  const Δλ = toRadians(b.lon - a.lon);
  const y = Math.sin(Δλ) * Math.cos(φ2);
  const x = Math.cos(φ1) * Math.sin(φ2) - Math.sin(φ1) * Math.cos(φ2) * Math.cos(Δλ);
  return ((Math.round((Math.atan2(y, x) * 180) / Math.PI) % 360) + 360) % 360;
}

/** A polyline with its cumulative lengths, so a point at any distance along it is cheap to find. */
export interface Path {
  points: readonly LatLon[];
  /** cumulative[i] = metres from the start to points[i]. */
  cumulative: readonly number[];
  lengthMeters: number;
}

export function makePath(points: readonly LatLon[]): Path {
  const cumulative = [0];
  for (let i = 1; i < points.length; i++)
    cumulative.push(cumulative[i - 1]! + distanceMeters(points[i - 1]!, points[i]!));
  return { points, cumulative, lengthMeters: cumulative[cumulative.length - 1]! };
}

/** The point at `meters` along the path (clamped to its ends) and the heading of the segment it lies on. */
export function pointAlong(path: Path, meters: number): LatLon & { headingDegrees: number } {
  const { points, cumulative } = path;
  const along = Math.min(Math.max(meters, 0), path.lengthMeters);
  let segment = 1;
  while (segment < points.length - 1 && cumulative[segment]! < along) segment++;
  const from = points[segment - 1]!;
  const to = points[segment]!;
  const span = cumulative[segment]! - cumulative[segment - 1]!;
  const share = span > 0 ? (along - cumulative[segment - 1]!) / span : 0;
  return {
    lat: from.lat + (to.lat - from.lat) * share,
    lon: from.lon + (to.lon - from.lon) * share,
    headingDegrees: bearingDegrees(from, to),
  };
}
