import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { distanceMeters } from '../tracking/geo-distance';
import {
  AUTO_WORK_TYPE_START,
  observePosition,
  type AutoWorkTypeSuggestion,
  type CurrentWorkType,
  type PositionSample,
} from './auto-work-type';

const at = (time: string) => Date.parse(`2026-05-04T${time}Z`);
const METERS_PER_DEGREE = 111_194.93;
const HOME = { latitude: 60.17, longitude: 24.94 };

/** A fix `northMeters` and `eastMeters` from HOME. */
function fix(
  atMs: number,
  northMeters: number,
  eastMeters: number,
  speedKmh: number | null,
  accuracyMeters: number | null = 10,
): PositionSample {
  return {
    atMs,
    speedKmh,
    latitude: HOME.latitude + northMeters / METERS_PER_DEGREE,
    longitude: HOME.longitude + eastMeters / (METERS_PER_DEGREE * Math.cos((HOME.latitude * Math.PI) / 180)),
    accuracyMeters,
  };
}

/** Feeds the fixes in order; a suggestion is applied as the app does, as a normal switch. */
function run(fixes: readonly PositionSample[], start: CurrentWorkType) {
  let state = AUTO_WORK_TYPE_START;
  let current = start;
  const suggestions: (AutoWorkTypeSuggestion & { seenAtMs: number; startOfReplaced: number })[] = [];
  for (const sample of fixes) {
    const next = observePosition(state, sample, current);
    state = next.state;
    if (next.suggestion) {
      suggestions.push({ ...next.suggestion, seenAtMs: sample.atMs, startOfReplaced: current.startMs });
      current = { workType: next.suggestion.workType, startMs: next.suggestion.atMs };
    }
  }
  return suggestions;
}

/** Fixes every `stepSeconds` from `fromMs` to `toMs` inclusive, moving north at `speedKmh`. */
function track(
  fromMs: number,
  toMs: number,
  stepSeconds: number,
  speedKmh: number,
  options: { startNorth?: number; reported?: boolean } = {},
) {
  const fixes: PositionSample[] = [];
  for (let t = fromMs; t <= toMs; t += stepSeconds * 1000) {
    const north = (options.startNorth ?? 0) + ((t - fromMs) / 3_600_000) * speedKmh * 1000;
    fixes.push(fix(t, north, 0, options.reported === false ? null : speedKmh));
  }
  return fixes;
}

describe('auto drive', () => {
  it('switches Load to Drive after 3 minutes above 15 km/h, from when the movement began', () => {
    const fixes = [...track(at('08:00:00'), at('08:09:59'), 1, 0), ...track(at('08:10:00'), at('08:20:00'), 1, 40)];
    expect(run(fixes, { workType: 2, startMs: at('08:00:00') })).toEqual([
      { workType: 1, atMs: at('08:10:00'), seenAtMs: at('08:13:00'), startOfReplaced: at('08:00:00') },
    ]);
  });

  it('works out the speed from positions when the phone reports none, without reacting to jitter', () => {
    const parked = track(at('08:00:00'), at('08:09:55'), 5, 0, { reported: false });
    const jittered = parked.map((sample, i) => fix(sample.atMs, (i % 3) * 9 - 9, (i % 2) * 9 - 4, null, 10));
    const driving = track(at('08:10:00'), at('08:20:00'), 5, 50, { reported: false });
    // Measured over 30 s less both accuracy radii, 50 km/h shows from 08:10:15 on.
    expect(run([...jittered, ...driving], { workType: 4, startMs: at('07:55:00') })).toEqual([
      { workType: 1, atMs: at('08:10:15'), seenAtMs: at('08:13:15'), startOfReplaced: at('07:55:00') },
    ]);
  });

  it('counts only the time since the driver chose the current work type', () => {
    const rolling = track(at('07:50:00'), at('08:01:00'), 1, 20);
    const stopped = track(at('08:01:01'), at('08:10:00'), 1, 0, { startNorth: 20 * (11 / 60) * 1000 });
    expect(run([...rolling, ...stopped], { workType: 2, startMs: at('08:00:00') })).toEqual([]);
    expect(run(track(at('07:50:00'), at('08:03:00'), 1, 20), { workType: 2, startMs: at('08:00:00') })).toEqual([
      { workType: 1, atMs: at('08:00:00'), seenAtMs: at('08:03:00'), startOfReplaced: at('08:00:00') },
    ]);
  });

  it('does not switch for a vehicle going just under 15 km/h, whether the phone reports the speed or not', () => {
    expect(run(track(at('08:00:00'), at('08:10:00'), 1, 14.9), { workType: 2, startMs: at('07:00:00') })).toEqual([]);
    expect(
      run(track(at('08:00:00'), at('08:10:00'), 1, 14.9, { reported: false }), {
        workType: 2,
        startMs: at('07:00:00'),
      }),
    ).toEqual([]);
  });

  it('asks once per run: a driver who stays on a ferry after undoing is not asked again', () => {
    let state = AUTO_WORK_TYPE_START;
    const seen: number[] = [];
    for (const sample of track(at('10:00:00'), at('10:40:00'), 2, 25)) {
      const next = observePosition(state, sample, { workType: 5, startMs: at('09:50:00') });
      state = next.state;
      if (next.suggestion) seen.push(sample.atMs);
    }
    expect(seen).toEqual([at('10:03:00')]);
  });

  it('starts over after a silence of the GPS, a slow fix, or not at all from a drive or from no event type', () => {
    const withGap = [...track(at('08:00:00'), at('08:02:00'), 1, 30), ...track(at('08:04:30'), at('08:07:00'), 1, 30)];
    expect(run(withGap, { workType: 2, startMs: at('07:00:00') })).toEqual([]);
    const withSlowFix = [
      ...track(at('08:00:00'), at('08:02:00'), 1, 30),
      fix(at('08:02:01'), 0, 0, 10),
      ...track(at('08:02:02'), at('08:05:00'), 1, 30),
    ];
    expect(run(withSlowFix, { workType: 2, startMs: at('07:00:00') })).toEqual([]);
    expect(run(track(at('08:00:00'), at('08:10:00'), 1, 60), { workType: 19, startMs: at('07:00:00') })).toEqual([]);
    expect(run(track(at('08:00:00'), at('08:10:00'), 1, 60), { workType: 18, startMs: at('07:00:00') })).toEqual([]);
  });

  it('skips fixes that are too inaccurate, out of order or repeated', () => {
    const fixes = track(at('08:00:00'), at('08:05:00'), 1, 30).map((sample) => ({ ...sample, accuracyMeters: 500 }));
    expect(run(fixes, { workType: 2, startMs: at('07:00:00') })).toEqual([]);
    const shuffled = track(at('08:00:00'), at('08:05:00'), 1, 30).reverse();
    expect(run(shuffled, { workType: 2, startMs: at('07:00:00') })).toEqual([]);
  });
});

describe('auto break', () => {
  it('switches Drive to Break after 5 minutes standing, from when the vehicle stopped', () => {
    const driving = track(at('08:00:00'), at('08:59:59'), 1, 60);
    const end = 60 * (3599 / 3600) * 1000;
    const standing = track(at('09:00:00'), at('09:10:00'), 1, 0, { startNorth: end }).map((sample, i) => ({
      ...sample,
      speedKmh: i % 4 === 0 ? 2.5 : 0.4,
    }));
    expect(run([...driving, ...standing], { workType: 1, startMs: at('08:00:00') })).toEqual([
      { workType: 5, atMs: at('09:00:00'), seenAtMs: at('09:05:00'), startOfReplaced: at('08:00:00') },
    ]);
  });

  it('does not take slow driving in a queue for standing still', () => {
    const queue = track(at('08:00:00'), at('08:20:00'), 5, 2, { reported: false });
    expect(run(queue, { workType: 19, startMs: at('07:00:00') })).toEqual([]);
  });

  it('does not switch other work types, and after a break the vehicle moving again is a new drive', () => {
    expect(run(track(at('08:00:00'), at('08:20:00'), 1, 0), { workType: 2, startMs: at('07:00:00') })).toEqual([]);
    const day = [...track(at('08:00:00'), at('08:09:59'), 1, 0), ...track(at('08:10:00'), at('08:20:00'), 1, 50)];
    expect(run(day, { workType: 1, startMs: at('07:00:00') }).map((s) => [s.workType, s.atMs])).toEqual([
      [5, at('08:00:00')],
      [1, at('08:10:00')],
    ]);
  });
});

// A true path moving at most `maxKmh` (a random walk), seen through fixes off by at most their accuracy.
const jitteredPath = (maxKmh: number) =>
  fc
    .array(
      fc.record({
        stepSeconds: fc.integer({ min: 1, max: 90 }),
        // Mostly at the limit, where a wrong threshold or a jittery speed would show.
        speedFraction: fc.oneof(
          { arbitrary: fc.constant(1), weight: 6 },
          { arbitrary: fc.double({ min: 0, max: 1, noNaN: true }), weight: 1 },
        ),
        headingRadians: fc.double({ min: 0, max: 2 * Math.PI, noNaN: true }),
        accuracyMeters: fc.option(fc.integer({ min: 3, max: 80 }), { freq: 8 }),
        jitterFraction: fc.double({ min: 0, max: 0.95, noNaN: true }),
        jitterRadians: fc.double({ min: 0, max: 2 * Math.PI, noNaN: true }),
        isSpeedReported: fc.boolean(),
      }),
      { minLength: 1, maxLength: 300 },
    )
    .map((steps) => {
      let t = at('06:00:00');
      let north = 0;
      let east = 0;
      return steps.map((step) => {
        t += step.stepSeconds * 1000;
        const speedKmh = maxKmh * step.speedFraction;
        const meters = (speedKmh / 3.6) * step.stepSeconds;
        north += meters * Math.cos(step.headingRadians);
        east += meters * Math.sin(step.headingRadians);
        const jitter = (step.accuracyMeters ?? 20) * step.jitterFraction;
        return fix(
          t,
          north + jitter * Math.cos(step.jitterRadians),
          east + jitter * Math.sin(step.jitterRadians),
          step.isSpeedReported ? speedKmh : null,
          step.accuracyMeters,
        );
      });
    });

const nonDrivingEventType = fc.constantFrom(2, 3, 4, 5, 6, 7, 8, 9, 10);

describe('auto work type properties', () => {
  it('never suggests Drive for a vehicle that never goes above 15 km/h', () => {
    // 14.5 km/h leaves room for the flat-earth offsets of the test's own path.
    fc.assert(
      fc.property(jitteredPath(14.5), nonDrivingEventType, (fixes, workType) => {
        expect(run(fixes, { workType, startMs: at('05:00:00') }).filter((s) => s.workType === 1)).toEqual([]);
      }),
    );
  });

  it('suggests Drive exactly once for any sustained run above 15 km/h, when the run began', () => {
    fc.assert(
      fc.property(
        nonDrivingEventType,
        fc.integer({ min: 0, max: 600 }),
        fc.array(
          fc.record({
            stepSeconds: fc.integer({ min: 1, max: 60 }),
            speedKmh: fc.double({ min: 15.01, max: 120, noNaN: true }),
          }),
          {
            minLength: 1,
            maxLength: 400,
          },
        ),
        (workType, standingSeconds, steps) => {
          const start = at('06:00:00');
          const fixes: PositionSample[] = [fix(start, 0, 0, 0)];
          let t = start + standingSeconds * 1000;
          let north = 0;
          for (const step of steps) {
            t += step.stepSeconds * 1000;
            north += (step.speedKmh / 3.6) * step.stepSeconds;
            fixes.push(fix(t, north, 0, step.speedKmh));
          }
          // The first fast fix starts the run, however long the vehicle stood before it.
          const runStart = fixes[1]!.atMs;
          const suggestions = run(fixes, { workType, startMs: start });
          const firstAfterThreeMinutes = fixes.find((sample) => sample.atMs - runStart >= 3 * 60_000);
          expect(suggestions.map((s) => [s.workType, s.atMs, s.seenAtMs])).toEqual(
            firstAfterThreeMinutes ? [[1, runStart, firstAfterThreeMinutes.atMs]] : [],
          );
        },
      ),
    );
  });

  it('suggests Break exactly once for a vehicle standing 5 minutes while driving, jitter and all', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(1, 19),
        fc.array(
          fc.record({
            stepSeconds: fc.integer({ min: 1, max: 60 }),
            accuracyMeters: fc.option(fc.integer({ min: 3, max: 100 }), { freq: 8 }),
            jitterFraction: fc.double({ min: 0, max: 0.99, noNaN: true }),
            jitterRadians: fc.double({ min: 0, max: 2 * Math.PI, noNaN: true }),
            speedKmh: fc.option(fc.double({ min: 0, max: 2.9, noNaN: true })),
          }),
          { minLength: 1, maxLength: 300 },
        ),
        (workType, steps) => {
          const stopped = at('06:00:00');
          let t = stopped;
          const fixes = steps.map((step, i) => {
            if (i > 0) t += step.stepSeconds * 1000;
            const jitter = (step.accuracyMeters ?? 20) * step.jitterFraction;
            return fix(
              t,
              jitter * Math.cos(step.jitterRadians),
              jitter * Math.sin(step.jitterRadians),
              step.speedKmh,
              step.accuracyMeters,
            );
          });
          const suggestions = run(fixes, { workType, startMs: at('05:00:00') });
          const expected = t - stopped >= 5 * 60_000 ? [[5, stopped]] : [];
          expect(suggestions.map((s) => [s.workType, s.atMs])).toEqual(expected);
        },
      ),
    );
  });

  it('never dates a suggestion in the future or before the current event started', () => {
    const anyFix = fc.record({
      stepMs: fc.integer({ min: -5_000, max: 200_000 }),
      speedKmh: fc.option(fc.double({ min: 0, max: 150, noNaN: true })),
      north: fc.integer({ min: -3000, max: 3000 }),
      accuracyMeters: fc.option(fc.integer({ min: 0, max: 200 })),
      driverTaps: fc.option(
        fc.record({
          workType: fc.constantFrom(1, 2, 4, 5, 10, 19, 12),
          backMs: fc.integer({ min: -60_000, max: 600_000 }),
        }),
        { freq: 10 },
      ),
    });
    fc.assert(
      fc.property(fc.array(anyFix, { maxLength: 400 }), (steps) => {
        let state = AUTO_WORK_TYPE_START;
        let current: CurrentWorkType = { workType: 2, startMs: at('06:00:00') };
        let t = at('06:00:00');
        for (const step of steps) {
          t += step.stepMs;
          if (step.driverTaps) current = { workType: step.driverTaps.workType, startMs: t - step.driverTaps.backMs };
          const next = observePosition(state, fix(t, step.north, 0, step.speedKmh, step.accuracyMeters), current);
          state = next.state;
          if (next.suggestion) {
            expect(next.suggestion.atMs).toBeLessThanOrEqual(t);
            expect(next.suggestion.atMs).toBeGreaterThanOrEqual(current.startMs);
            current = { workType: next.suggestion.workType, startMs: next.suggestion.atMs };
          }
        }
      }),
    );
  });

  it('measures distances as the great circle does', () => {
    expect(distanceMeters({ latitude: 60, longitude: 24 }, { latitude: 61, longitude: 24 })).toBeCloseTo(
      METERS_PER_DEGREE,
      0,
    );
    expect(distanceMeters(HOME, HOME)).toBe(0);
  });
});
