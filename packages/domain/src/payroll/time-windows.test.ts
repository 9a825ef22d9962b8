import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PaidInterval } from './paid-hours';
import { localTimeInstant, windowMinutes } from './time-windows';

const HELSINKI = 'Europe/Helsinki';
const span = (start: string, end: string): PaidInterval => ({ start: Date.parse(start), end: Date.parse(end) });

describe('evening, night and Sunday-rate minutes', () => {
  it('split a night shift across midnight into a Sunday (Sat 20:00 → Sun 04:00 local, UTC+2)', () => {
    // Evening 20–22 = 120, night 22–04 = 360, Sunday 00–04 = 240.
    expect(windowMinutes([span('2026-03-07T18:00:00Z', '2026-03-08T02:00:00Z')], HELSINKI)).toEqual({
      evening: 120,
      night: 360,
      sunday: 240,
    });
  });

  it('measure a night across the spring change as 7 hours and across the autumn change as 9', () => {
    // Sat 28.3. 22:00 EET (20:00Z) to Sun 29.3. 06:00 EEST (03:00Z); Sunday from 00:00 EET (22:00Z): 5 h.
    expect(windowMinutes([span('2026-03-28T20:00:00Z', '2026-03-29T03:00:00Z')], HELSINKI)).toEqual({
      evening: 0,
      night: 420,
      sunday: 300,
    });
    // Sat 24.10. 22:00 EEST (19:00Z) to Sun 25.10. 06:00 EET (04:00Z); Sunday from 00:00 EEST (21:00Z): 7 h.
    expect(windowMinutes([span('2026-10-24T19:00:00Z', '2026-10-25T04:00:00Z')], HELSINKI)).toEqual({
      evening: 0,
      night: 540,
      sunday: 420,
    });
  });

  it('pay a public holiday on a weekday at the Sunday rate, and not its eve', () => {
    // May Day 2026 is a Friday: 08–16 EEST is 05:00Z–13:00Z.
    expect(windowMinutes([span('2026-05-01T05:00:00Z', '2026-05-01T13:00:00Z')], HELSINKI)).toEqual({
      evening: 0,
      night: 0,
      sunday: 480,
    });
    expect(windowMinutes([span('2026-12-24T06:00:00Z', '2026-12-24T14:00:00Z')], HELSINKI)).toEqual({
      evening: 0,
      night: 0,
      sunday: 0,
    });
  });

  it("follow the organisation's own boundaries and time zone", () => {
    const windows = { eveningStart: '17:00', eveningEnd: '23:00', nightStart: '23:00', nightEnd: '05:00' };
    // Stockholm is UTC+1 in March: 16:00–24:00 local is 15:00Z–23:00Z → evening 17–23 = 360, night 23–24 = 60.
    expect(windowMinutes([span('2026-03-03T15:00:00Z', '2026-03-03T23:00:00Z')], 'Europe/Stockholm', windows)).toEqual({
      evening: 360,
      night: 60,
      sunday: 0,
    });
    expect(localTimeInstant('2026-03-29', '03:30', HELSINKI)).toBe(Date.parse('2026-03-29T01:30:00Z')); // inside the gap: after it
  });

  const intervals = fc
    .tuple(
      fc.integer({ min: Date.parse('2026-01-01T00:00:00Z'), max: Date.parse('2027-12-31T00:00:00Z') }),
      fc.integer({ min: 1, max: 30 * 60 }),
    )
    .map(([start, minutes]) => ({
      start: Math.floor(start / 60_000) * 60_000,
      end: Math.floor(start / 60_000) * 60_000 + minutes * 60_000,
    }));

  it('never count more than the paid minutes, and evening and night never overlap', () => {
    fc.assert(
      fc.property(intervals, (interval) => {
        const paid = (interval.end - interval.start) / 60_000;
        const result = windowMinutes([interval], HELSINKI);
        expect(result.evening + result.night).toBeLessThanOrEqual(paid);
        expect(result.sunday).toBeLessThanOrEqual(paid);
      }),
    );
  });

  it('conserve minutes: cutting a stretch anywhere gives the same totals', () => {
    fc.assert(
      fc.property(intervals, fc.double({ min: 0, max: 1, noNaN: true }), (interval, fraction) => {
        const cut = interval.start + Math.floor(((interval.end - interval.start) / 60_000) * fraction) * 60_000;
        const whole = windowMinutes([interval], HELSINKI);
        const parts = windowMinutes(
          [
            { start: interval.start, end: cut },
            { start: cut, end: interval.end },
          ],
          HELSINKI,
        );
        expect(parts).toEqual(whole);
      }),
    );
  });
});
