import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TRACKING_READING_INTERVAL_MS, trackingReadingsToKeep, type TrackedOdometer } from './tracking-odometer';

const at = (iso: string) => Date.parse(iso);
const HOUR = TRACKING_READING_INTERVAL_MS;

describe('the odometer readings tracking gives', () => {
  it("keeps each vehicle's newest report in km to 0.1, at most one an hour", () => {
    const reports: TrackedOdometer[] = [
      { vehicleId: 'a', at: at('2026-03-02T08:00:00Z'), meters: 345_678_912 },
      { vehicleId: 'a', at: at('2026-03-02T08:10:00Z'), meters: 345_690_049 },
      { vehicleId: 'b', at: at('2026-03-02T08:05:00Z'), meters: 120_000_000 },
      { vehicleId: 'c', at: at('2026-03-02T08:05:00Z'), meters: 98_765_432 },
    ];
    // a: never kept → its newest, 345 690 049 m = 345 690.049 km → 345 690.0.
    // b: kept 07:05:01, under an hour before 08:05 → nothing. c: kept 07:05 exactly an hour before → kept.
    const lastKept = new Map([
      ['b', at('2026-03-02T07:05:01Z')],
      ['c', at('2026-03-02T07:05:00Z')],
    ]);
    expect(trackingReadingsToKeep(reports, lastKept)).toEqual([
      { vehicleId: 'a', at: at('2026-03-02T08:10:00Z'), km: 345_690 },
      { vehicleId: 'c', at: at('2026-03-02T08:05:00Z'), km: 98_765.4 },
    ]);
  });

  it('leaves out a report read late, older than the last kept, and one without a usable distance', () => {
    const lastKept = new Map([['a', at('2026-03-02T08:00:00Z')]]);
    expect(
      trackingReadingsToKeep(
        [
          { vehicleId: 'a', at: at('2026-03-02T06:00:00Z'), meters: 1_000 },
          { vehicleId: 'b', at: at('2026-03-02T06:00:00Z'), meters: Number.NaN },
          { vehicleId: 'b', at: at('2026-03-02T06:00:00Z'), meters: -5 },
        ],
        lastKept,
      ),
    ).toEqual([]);
  });

  it('never keeps two readings of a vehicle less than an hour apart, over any run of polls', () => {
    const poll = fc.array(
      fc.record({
        vehicleId: fc.constantFrom('a', 'b'),
        at: fc.integer({ min: 0, max: 48 * HOUR }),
        meters: fc.integer({ min: 0, max: 10 ** 9 }),
      }),
      { maxLength: 10 },
    );
    fc.assert(
      fc.property(fc.array(poll, { maxLength: 20 }), (polls) => {
        const lastKept = new Map<string, number>();
        const kept: { vehicleId: string; at: number }[] = [];
        for (const reports of polls)
          for (const reading of trackingReadingsToKeep(reports, lastKept)) {
            kept.push(reading);
            lastKept.set(reading.vehicleId, reading.at);
          }
        for (const vehicle of ['a', 'b']) {
          const times = kept.filter((reading) => reading.vehicleId === vehicle).map((reading) => reading.at);
          for (let i = 1; i < times.length; i += 1) expect(times[i]! - times[i - 1]!).toBeGreaterThanOrEqual(HOUR);
        }
      }),
    );
  });
});
