import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { paidIntervals, paidMinutes, type TimedEvent } from './paid-hours';

const at = (time: string) => Date.parse(`2026-03-03T${time}:00Z`);
const event = (workType: number, start: string, end: string): TimedEvent => ({
  workType,
  start: at(start),
  end: at(end),
});

// Drive 180 + Break 45 + Drive 135 + Break 30 + Paid break 15 + Unload 15 = 345 minutes of work
// and paid break, and 75 minutes of Break.
const shift = [
  event(1, '06:00', '09:00'),
  event(5, '09:00', '09:45'),
  event(1, '09:45', '12:00'),
  event(5, '12:00', '12:30'),
  event(6, '12:30', '12:45'),
  event(3, '12:45', '13:00'),
];

describe('paid hours of a shift', () => {
  it('count breaks by the group: all (420), none (345), or the earliest 60 minutes (345 + 45 + 15 = 405)', () => {
    expect(paidMinutes(shift, { paidBreakType: 'paid', paidBreakLimitMinutes: null })).toBe(420);
    expect(paidMinutes(shift, { paidBreakType: 'unpaid', paidBreakLimitMinutes: null })).toBe(345);
    expect(paidMinutes(shift, { paidBreakType: 'paidUpToLimit', paidBreakLimitMinutes: 60 })).toBe(405);
    // The second break's first 15 minutes are paid; the paid break after it is paid in full.
    expect(paidIntervals(shift, { paidBreakType: 'paidUpToLimit', paidBreakLimitMinutes: 60 }).slice(3, 5)).toEqual([
      { start: at('12:00'), end: at('12:15') },
      { start: at('12:30'), end: at('12:45') },
    ]);
  });

  it('leave time no event covers unpaid, and count a paid break without using up the limit', () => {
    expect(
      paidMinutes([event(1, '06:00', '07:00'), event(2, '07:30', '08:00')], {
        paidBreakType: 'paid',
        paidBreakLimitMinutes: null,
      }),
    ).toBe(90);
    const paidBreakFirst = [event(6, '06:00', '06:30'), event(5, '06:30', '07:00')];
    expect(paidMinutes(paidBreakFirst, { paidBreakType: 'paidUpToLimit', paidBreakLimitMinutes: 30 })).toBe(60);
  });

  const events = fc
    .array(
      fc.record({
        workType: fc.constantFrom(1, 2, 4, 5, 5, 6, 10, 19),
        gap: fc.integer({ min: 0, max: 60 }),
        length: fc.integer({ min: 1, max: 240 }),
      }),
      { minLength: 1, maxLength: 12 },
    )
    .map((parts) => {
      let time = at('00:00');
      return parts.map((part) => {
        const start = time + part.gap * 60_000;
        time = start + part.length * 60_000;
        return { workType: part.workType, start, end: time };
      });
    });
  const minutesOf = (list: TimedEvent[], keep: (workType: number) => boolean) =>
    list.filter((e) => keep(e.workType)).reduce((sum, e) => sum + (e.end - e.start) / 60_000, 0);

  it('pay every minute but Break, and at most the limit of Break', () => {
    fc.assert(
      fc.property(events, fc.integer({ min: 0, max: 300 }), (list, limit) => {
        const work = minutesOf(list, (type) => type !== 5);
        const breaks = minutesOf(list, (type) => type === 5);
        expect(paidMinutes(list, { paidBreakType: 'unpaid', paidBreakLimitMinutes: null })).toBe(work);
        expect(paidMinutes(list, { paidBreakType: 'paid', paidBreakLimitMinutes: null })).toBe(work + breaks);
        expect(paidMinutes(list, { paidBreakType: 'paidUpToLimit', paidBreakLimitMinutes: limit })).toBe(
          work + Math.min(limit, breaks),
        );
      }),
    );
  });

  it('give paid stretches that lie inside the events and never overlap', () => {
    fc.assert(
      fc.property(events, fc.integer({ min: 0, max: 300 }), (list, limit) => {
        const intervals = paidIntervals(list, { paidBreakType: 'paidUpToLimit', paidBreakLimitMinutes: limit });
        intervals.forEach((interval, index) => {
          expect(list.some((e) => e.start <= interval.start && interval.end <= e.end)).toBe(true);
          if (index > 0) expect(interval.start).toBeGreaterThanOrEqual(intervals[index - 1]!.end);
        });
      }),
    );
  });
});
