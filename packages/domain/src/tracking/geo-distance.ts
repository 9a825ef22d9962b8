const EARTH_RADIUS_M = 6_371_000;
const RADIANS = Math.PI / 180;

/** Great-circle distance (haversine), in metres: exact enough for stops and tracks at any latitude. */
export function distanceMeters(
  a: { latitude: number; longitude: number },
  b: { latitude: number; longitude: number },
): number {
  const dLat = (b.latitude - a.latitude) * RADIANS;
  const dLon = (b.longitude - a.longitude) * RADIANS;
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(a.latitude * RADIANS) * Math.cos(b.latitude * RADIANS) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * Metres from point P to the segment A–B, on a flat projection around A (equirectangular):
 * within a few kilometres, where track simplification works, the error is far below a metre.
 */
export function distanceToSegmentMeters(
  pLat: number,
  pLon: number,
  aLat: number,
  aLon: number,
  bLat: number,
  bLon: number,
): number {
  const scale = Math.cos(aLat * RADIANS);
  const [px, py] = [(pLon - aLon) * scale, pLat - aLat];
  const [bx, by] = [(bLon - aLon) * scale, bLat - aLat];
  const length2 = bx * bx + by * by;
  const t = length2 === 0 ? 0 : Math.max(0, Math.min(1, (px * bx + py * by) / length2));
  const [dx, dy] = [px - t * bx, py - t * by];
  return Math.sqrt(dx * dx + dy * dy) * RADIANS * EARTH_RADIUS_M;
}
