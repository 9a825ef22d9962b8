import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { analyseTimeline } from './analyse';
import { ACTIVITY_KINDS, type DrivingTimeRule } from './driving-time.schemas';
import { mayDrive, mayDriveActivities, prepareDriver } from './planning';
import { utc } from './test-days';
import { MINUTE, normaliseActivities, type Activity } from './timeline';
import { withDriving } from './with-driving';

const START = utc('2025-03-01T00:00');
// Back-to-back activities on whole minutes, mostly short, with now and then a long rest: three weeks or so.
const timeline = fc
  .array(
    fc.record({
      kind: fc.constantFrom(...ACTIVITY_KINDS),
      minutes: fc.oneof(fc.integer({ min: 1, max: 300 }), fc.integer({ min: 300, max: 3000 })),
    }),
    { minLength: 1, maxLength: 80 },
  )
  .map((items) => {
    let at = START;
    return items.map(({ kind, minutes }): Activity => ({ kind, start: at, end: (at += minutes * MINUTE) }));
  });

/** Each rule's summed excess over the whole timeline (ms), as the evaluation computes it. */
function excessByRule(segments: readonly Activity[]): Map<DrivingTimeRule, number> {
  const sums = new Map<DrivingTimeRule, number>();
  for (const infringement of analyseTimeline(segments).infringements)
    sums.set(infringement.rule, (sums.get(infringement.rule) ?? 0) + infringement.amount);
  return sums;
}

describe('mayDrive properties', () => {
  it('a driving it allows adds no infringement to the whole timeline; one it refuses grows the rule it names', () => {
    fc.assert(
      fc.property(timeline, fc.nat(), fc.integer({ min: 1, max: 900 }), (activities, a, length) => {
        const segments = normaliseActivities(activities);
        const end = segments.at(-1)!.end;
        const from = START + (a % ((end - START) / MINUTE)) * MINUTE;
        const to = Math.min(end, from + length * MINUTE);
        fc.pre(to > from);
        const answer = mayDrive(prepareDriver(activities, end), from, to);
        const before = excessByRule(segments);
        const after = excessByRule(withDriving(segments, from, to));
        const grown = [...after].filter(([rule, amount]) => amount > (before.get(rule) ?? 0)).map(([rule]) => rule);
        if (answer.ok) expect(grown).toEqual([]);
        else expect(grown).toContain(answer.rule);
      }),
      { numRuns: 500 },
    );
  });

  it('mayDriveActivities: a planned stretch it allows adds no infringement; one it refuses grows the rule it names', () => {
    // A plan's driving, breaks and work back to back, laid where each instant keeps the more demanding activity.
    const planned = fc.array(
      fc.record({
        kind: fc.constantFrom('drive', 'break', 'work' as const),
        minutes: fc.integer({ min: 1, max: 300 }),
      }),
      { minLength: 1, maxLength: 6 },
    );
    fc.assert(
      fc.property(timeline, fc.nat(), planned, (activities, a, items) => {
        const segments = normaliseActivities(activities);
        const end = segments.at(-1)!.end;
        let at = START + (a % ((end - START) / MINUTE)) * MINUTE;
        const stretch = items.map(({ kind, minutes }): Activity => ({
          kind,
          start: at,
          end: (at += minutes * MINUTE),
        }));
        const answer = mayDriveActivities(prepareDriver(activities, Math.max(end, at)), stretch);
        const before = excessByRule(
          normaliseActivities([...segments, { kind: 'rest', start: end, end: Math.max(end, at) }]),
        );
        const after = excessByRule(normaliseActivities([...segments, ...stretch]));
        const grown = [...after].filter(([rule, amount]) => amount > (before.get(rule) ?? 0)).map(([rule]) => rule);
        if (answer.ok) expect(grown).toEqual([]);
        else expect(grown).toContain(answer.rule);
      }),
      { numRuns: 500 },
    );
  });
});
