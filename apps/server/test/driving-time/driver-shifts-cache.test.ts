import { describe, expect, it } from 'vitest';
import { evaluateDrivingTime } from '@rahti/domain';
import { createDriverShiftsCache } from '../../src/driving-time/driver-shifts-cache';

const shifts = [{ events: [{ workType: 1, start: 0, end: 3_600_000 }] }];
const result = evaluateDrivingTime([], 0);

describe('the driving-time list’s kept shifts', () => {
  it('answers kept shifts only under the fingerprint they were read with', () => {
    const cache = createDriverShiftsCache();
    cache.setShifts('org', 'driver', 'a', shifts);
    expect(cache.shifts('org', 'driver', 'a')).toBe(shifts);
    expect(cache.shifts('org', 'driver', 'b')).toBeUndefined();
    expect(cache.shifts('other-org', 'driver', 'a')).toBeUndefined();
  });

  it('judges the same shifts at the same moment once, and again at another moment or after a change', () => {
    const cache = createDriverShiftsCache();
    cache.setShifts('org', 'driver', 'a', shifts);
    let judgements = 0;
    const judge = () => {
      judgements += 1;
      return result;
    };
    cache.judged('org', 'driver', 'a', shifts, 60_000, judge);
    cache.judged('org', 'driver', 'a', shifts, 60_000, judge);
    expect(judgements).toBe(1);
    cache.judged('org', 'driver', 'a', shifts, 120_000, judge);
    expect(judgements).toBe(2);
    cache.setShifts('org', 'driver', 'b', shifts);
    cache.judged('org', 'driver', 'b', shifts, 120_000, judge);
    expect(judgements).toBe(3);
  });

  it('judges the shifts a request read even when a request beside it kept a newer fingerprint meanwhile', () => {
    const cache = createDriverShiftsCache();
    const older = [{ events: [{ workType: 1, start: 0, end: 1_800_000 }] }];
    const newer = [{ events: [{ workType: 1, start: 0, end: 7_200_000 }] }];
    cache.setShifts('org', 'driver', 'a', older);
    // The second request read fingerprint b and kept it before the first one judged a.
    cache.setShifts('org', 'driver', 'b', newer);
    const judgedShifts: (readonly unknown[])[] = [];
    const judge = (given: readonly unknown[]) => {
      judgedShifts.push(given);
      return result;
    };
    expect(cache.judged('org', 'driver', 'a', older, 60_000, judge)).toBe(result);
    expect(judgedShifts).toEqual([older]);
    // Kept under b still, and judged from b's shifts.
    expect(cache.shifts('org', 'driver', 'b')).toBe(newer);
    cache.judged('org', 'driver', 'b', newer, 60_000, judge);
    cache.judged('org', 'driver', 'b', newer, 60_000, judge);
    expect(judgedShifts).toEqual([older, newer]);
  });
});
