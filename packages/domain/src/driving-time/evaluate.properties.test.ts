import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ACTIVITY_KINDS,
  drivingTimeResultSchema,
  type DrivingTimeResult,
  type DrivingTimeRule,
} from './driving-time.schemas';
import { evaluateDrivingTime } from './evaluate';
import { utc } from './test-days';
import { MINUTE, type Activity } from './timeline';

const START = utc('2025-03-01T00:00');
// Back-to-back activities on whole minutes (up to 20 h each), from Sat 1 Mar 2025: a fortnight or more.
const timeline = fc
  .array(fc.record({ kind: fc.constantFrom(...ACTIVITY_KINDS), minutes: fc.integer({ min: 1, max: 1200 }) }), {
    minLength: 1,
    maxLength: 60,
  })
  .map((items) => {
    let at = START;
    return items.map(({ kind, minutes }): Activity => ({ kind, start: at, end: (at += minutes * MINUTE) }));
  });
const atAfter = (activities: Activity[], offset: number) => activities.at(-1)!.end + offset * MINUTE;
const excess = (result: DrivingTimeResult, rules: readonly DrivingTimeRule[]) =>
  result.infringements.filter((i) => rules.includes(i.rule)).reduce((sum, i) => sum + i.minutes, 0);

describe('evaluateDrivingTime properties', () => {
  it('splitting an activity in two changes nothing', () => {
    fc.assert(
      fc.property(
        timeline,
        fc.nat(),
        fc.double({ min: 0.01, max: 0.99, noNaN: true }),
        fc.integer({ min: -3000, max: 3000 }),
        (activities, pick, where, offset) => {
          const i = pick % activities.length;
          const { kind, start, end } = activities[i]!;
          const cut = start + Math.max(1, Math.floor(((end - start) * where) / MINUTE)) * MINUTE;
          fc.pre(cut < end);
          const split = [
            ...activities.slice(0, i),
            { kind, start, end: cut },
            { kind, start: cut, end },
            ...activities.slice(i + 1),
          ];
          const at = atAfter(activities, offset);
          expect(evaluateDrivingTime(split.reverse(), at)).toEqual(evaluateDrivingTime(activities, at));
        },
      ),
    );
  });

  it('a rest laid anywhere inside the data changes nothing (gaps are rest; rest yields to every other kind)', () => {
    fc.assert(
      fc.property(timeline, fc.nat(), fc.nat(), fc.integer({ min: 0, max: 3000 }), (activities, a, b, offset) => {
        const span = (activities.at(-1)!.end - START) / MINUTE;
        const [from, to] = [a % span, b % span].sort((x, y) => x - y) as [number, number];
        fc.pre(to > from);
        const rest: Activity = { kind: 'rest', start: START + from * MINUTE, end: START + to * MINUTE };
        const at = atAfter(activities, offset);
        expect(evaluateDrivingTime([...activities, rest], at)).toEqual(evaluateDrivingTime(activities, at));
      }),
    );
  });

  // Not daily driving: when no valid daily rest exists the longest rest in the window closes the
  // shift, so a longer rest can move a drive into the next shift (availability 00:00–06:33, drive
  // 1 min, break 5 h 12, drive 12 h 14 on 1 March 2025: daily-driving excess 134 → 135 min while the
  // daily-rest shortfall falls 228 → 147). That trade is open in issue 13.
  it('turning work or availability into rest never adds excess to the weekly, fortnight or break rules', () => {
    fc.assert(
      fc.property(timeline, fc.array(fc.nat(), { maxLength: 5 }), (activities, picks) => {
        const rested = activities.map((activity, i) =>
          picks.some((p) => p % activities.length === i) && (activity.kind === 'work' || activity.kind === 'available')
            ? { ...activity, kind: 'rest' as const }
            : activity,
        );
        const at = atAfter(activities, 0);
        for (const rules of [['weekly-driving'], ['fortnight-driving'], ['break']] as const) {
          expect(excess(evaluateDrivingTime(rested, at), rules)).toBeLessThanOrEqual(
            excess(evaluateDrivingTime(activities, at), rules),
          );
        }
      }),
    );
  });

  it('weekly driving sums to the driving total; every figure is a whole minute ≥ 0 (the contract parses)', () => {
    fc.assert(
      fc.property(timeline, fc.integer({ min: -20_000, max: 20_000 }), (activities, offset) => {
        const result = evaluateDrivingTime(activities, atAfter(activities, offset));
        const driving = activities
          .filter((a) => a.kind === 'drive')
          .reduce((sum, a) => sum + (a.end - a.start) / MINUTE, 0);
        expect(result.weeks.reduce((sum, week) => sum + week.drivingMinutes, 0)).toBe(driving);
        expect(drivingTimeResultSchema.parse(result)).toEqual(result);
      }),
    );
  });
});
