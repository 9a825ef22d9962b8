import type { TrackPoint } from '@rahti/domain';

/**
 * A track as text, "ms,µ°lat,µ°lon,km/h;…" (speed empty when unknown): what the database
 * aggregates positions into and what a kept day holds. Far cheaper to pass than rows.
 */
export function trackFromText(text: string | null): TrackPoint[] {
  if (!text) return [];
  return text.split(';').map((row): TrackPoint => {
    const [at, latitude, longitude, speed] = row.split(',');
    return {
      at: Number(at),
      latitude: Number(latitude) / 1e6,
      longitude: Number(longitude) / 1e6,
      speedKmh: speed === undefined || speed === '' ? null : Number(speed),
    };
  });
}

export function trackToText(points: readonly TrackPoint[]): string {
  return points
    .map(
      (p) =>
        `${p.at},${Math.round(p.latitude * 1e6)},${Math.round(p.longitude * 1e6)}${p.speedKmh === null ? '' : `,${Math.round(p.speedKmh)}`}`,
    )
    .join(';');
}
