import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { distanceToSegmentMeters } from './geo-distance';
import { STOP_MIN_MS, thinTrack, type TrackPoint } from './track-thinning';

const START = Date.parse('2026-11-17T06:00:00Z');
const SECOND = 1000;
// About 111 m per 0.001° of latitude; at 60° N, 0.001° of longitude is about 55.7 m.
const at = (seconds: number, latitude: number, longitude: number, speedKmh: number | null = 50): TrackPoint => ({
  at: START + seconds * SECOND,
  latitude,
  longitude,
  speedKmh,
});

describe('thinTrack', () => {
  it('keeps a straight drive as its two ends and a corner as three points', () => {
    // North 10 km at 0.0009° a step (100 m every 10 s, 36 km/h), then east 5 km.
    const north = Array.from({ length: 101 }, (_, i) => at(i * 10, 60 + i * 0.0009, 24.9));
    const east = Array.from({ length: 50 }, (_, i) => at(1010 + i * 10, 60.09, 24.9 + (i + 1) * 0.0018));
    const thinned = thinTrack([...north, ...east]);
    expect(thinned.points.map((p) => [p.latitude, p.longitude])).toEqual([
      [60, 24.9],
      [60.09, 24.9],
      [60.09, 24.99],
    ]);
    expect(thinned.stops).toEqual([]);
  });

  it('finds a stop of ten minutes and keeps where it began and ended; a short halt is no stop', () => {
    const drive = (from: number, count: number, latitude: number) =>
      Array.from({ length: count }, (_, i) => at(from + i * 10, latitude + i * 0.0009, 24.9));
    const first = drive(0, 10, 60);
    // Unloading: 61 positions over 600 s within a few metres of 60.0081 (0.00002° ≈ 2 m).
    const unloading = Array.from({ length: 61 }, (_, i) => at(100 + i * 10, 60.0081 + (i % 2) * 0.00002, 24.9, 0));
    // A traffic light: 60 s standing.
    const second = drive(710, 10, 60.009);
    const light = Array.from({ length: 6 }, (_, i) => at(810 + i * 10, 60.0171, 24.9, 0));
    const third = drive(870, 10, 60.018);
    const thinned = thinTrack([...first, ...unloading, ...second, ...light, ...third]);
    expect(thinned.stops).toEqual([
      { start: START + 90 * SECOND, end: START + 700 * SECOND, latitude: 60.0081, longitude: 24.9 },
    ]);
    expect(thinned.points.map((p) => p.at - START)).toEqual(expect.arrayContaining([90 * SECOND, 700 * SECOND]));
    expect(thinned.stops[0]!.end - thinned.stops[0]!.start).toBeGreaterThanOrEqual(STOP_MIN_MS);
  });

  it('never exceeds the budget on a month of wandering, keeps the first and last, and stays in time order', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.tuple(
            fc.double({ min: -0.002, max: 0.002, noNaN: true }),
            fc.double({ min: -0.002, max: 0.002, noNaN: true }),
          ),
          { minLength: 2, maxLength: 3000 },
        ),
        fc.integer({ min: 2, max: 300 }),
        (steps, budget) => {
          let [latitude, longitude] = [60, 24.9];
          const points = steps.map(([dLat, dLon], i) => at(i * 10, (latitude += dLat), (longitude += dLon)));
          const thinned = thinTrack(points, budget);
          const anchors = 2 + thinned.stops.length * 2;
          expect(thinned.points.length).toBeLessThanOrEqual(Math.max(budget, anchors));
          expect(thinned.points[0]).toEqual(points[0]);
          expect(thinned.points.at(-1)).toEqual(points.at(-1));
          expect(thinned.points.every((p, i) => i === 0 || p.at > thinned.points[i - 1]!.at)).toBe(true);
        },
      ),
      { numRuns: 100 },
    );
  });

  it('under the budget, every dropped moving point lies within 2 m of the line drawn', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.tuple(
            fc.double({ min: 0.0003, max: 0.002, noNaN: true }),
            fc.double({ min: -0.001, max: 0.001, noNaN: true }),
          ),
          { minLength: 2, maxLength: 300 },
        ),
        (steps) => {
          let [latitude, longitude] = [60, 24.9];
          // Always moving north at least 33 m a step: no stops.
          const points = steps.map(([dLat, dLon], i) => at(i * 10, (latitude += dLat), (longitude += dLon)));
          const thinned = thinTrack(points, 10_000);
          for (const point of points) {
            const next = thinned.points.findIndex((kept) => kept.at >= point.at);
            const [a, b] = [thinned.points[Math.max(0, next - 1)]!, thinned.points[next]!];
            expect(
              distanceToSegmentMeters(
                point.latitude,
                point.longitude,
                a.latitude,
                a.longitude,
                b.latitude,
                b.longitude,
              ),
            ).toBeLessThanOrEqual(2.000001);
          }
        },
      ),
      { numRuns: 100 },
    );
  });
});
