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
    cache.judged('org', 'driver', 'a', 60_000, judge);
    cache.judged('org', 'driver', 'a', 60_000, judge);
    expect(judgements).toBe(1);
    cache.judged('org', 'driver', 'a', 120_000, judge);
    expect(judgements).toBe(2);
    cache.setShifts('org', 'driver', 'b', shifts);
    cache.judged('org', 'driver', 'b', 120_000, judge);
    expect(judgements).toBe(3);
    expect(() => cache.judged('org', 'driver', 'a', 120_000, judge)).toThrow();
  });
});
