import { describe, expect, it } from 'vitest';
import { driverAbsenceProblem, driverTimeProblem, firstEventTimeOutOfReach } from './driver-times';

const now = Date.parse('2026-06-10T12:00:00Z');

describe("a driver's times", () => {
  it('reach a day ahead and a year back, to the millisecond', () => {
    expect(driverTimeProblem(now + 86_400_000, now)).toBeUndefined();
    expect(driverTimeProblem(now + 86_400_001, now)).toBe('timeTooFarAhead');
    expect(driverTimeProblem(Date.parse('2025-06-10T12:00:00Z'), now)).toBeUndefined();
    expect(driverTimeProblem(Date.parse('2025-06-10T11:59:59.999Z'), now)).toBe('timeTooFarBack');
  });

  it("name the first event's start or end out of reach; a running event has no end to check", () => {
    const events = [
      { start: '2026-06-10T06:00:00Z', end: '2026-06-10T08:00:00Z' },
      { start: '2026-06-10T08:00:00Z', end: '2026-06-12T08:00:00Z' },
      { start: '2099-01-01T00:00:00Z', end: null },
    ];
    expect(firstEventTimeOutOfReach(events, new Date(now))).toEqual({
      path: 'events.1.end',
      problem: 'timeTooFarAhead',
    });
    expect(firstEventTimeOutOfReach(events.slice(0, 1), new Date(now))).toBeUndefined();
    expect(firstEventTimeOutOfReach([{ start: '2026-06-10T11:00:00Z', end: null }], new Date(now))).toBeUndefined();
  });
});

describe("a driver's absence", () => {
  it('starts at most a year back and ends at most a year ahead, counting 29 February', () => {
    expect(driverAbsenceProblem({ startDate: '2025-06-10', endDate: '2027-06-10' }, '2026-06-10')).toBeUndefined();
    expect(driverAbsenceProblem({ startDate: '2025-06-09', endDate: '2025-06-10' }, '2026-06-10')).toEqual({
      path: 'startDate',
      problem: 'absenceTooFarBack',
    });
    expect(driverAbsenceProblem({ startDate: '2027-06-01', endDate: '2027-06-11' }, '2026-06-10')).toEqual({
      path: 'endDate',
      problem: 'absenceTooFarAhead',
    });
    expect(driverAbsenceProblem({ startDate: '2027-02-28', endDate: '2029-02-28' }, '2028-02-29')).toBeUndefined();
    expect(driverAbsenceProblem({ startDate: '2029-02-28', endDate: '2029-03-01' }, '2028-02-29')).toEqual({
      path: 'endDate',
      problem: 'absenceTooFarAhead',
    });
  });
});
