import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { minutesByWorkType, type ShiftEvent } from '../shifts/shift-events';
import { durationHours, durationMinutes, minutesToMs, shownDuration } from './durations';

const MINUTE = 60_000;

describe('one rule for shown lengths of time', () => {
  it('rounds the exact length once, half up, to whole minutes', () => {
    expect(durationMinutes(47 * MINUTE + 30_000)).toBe(48);
    expect(durationMinutes(47 * MINUTE + 29_999)).toBe(47);
    expect(durationMinutes(10 * MINUTE + 40_000)).toBe(11);
    expect(durationMinutes(-5_000)).toBe(0);
  });

  it('gives hours as the shown minutes, so 47 min 30 s is 0.80 h and not 0.79 h', () => {
    expect(durationHours(47 * MINUTE + 30_000)).toBe(0.8);
    expect(durationHours(47 * MINUTE)).toBe(0.78);
    expect(durationHours(8 * 60 * MINUTE)).toBe(8);
  });

  it('shows seconds under a minute, not "0 min"', () => {
    expect(shownDuration(45_000)).toEqual({ seconds: 45 });
    expect(shownDuration(59_400)).toEqual({ seconds: 59 });
    expect(shownDuration(59_500)).toEqual({ hours: 0, minutes: 1 });
    expect(shownDuration(0)).toEqual({ hours: 0, minutes: 0 });
    expect(shownDuration(7 * 60 * MINUTE + 5 * MINUTE + 31_000)).toEqual({ hours: 7, minutes: 6 });
  });

  it('reads a length summed from fractional minutes as its exact time', () => {
    // 0.1 + 0.2 style noise: 47.5 minutes summed from parts must still round up.
    const parts = [0.1, 0.2, 47.2].map(minutesToMs);
    expect(durationMinutes(parts.reduce((sum, part) => sum + part, 0))).toBe(48);
    expect(durationMinutes(minutesToMs(47.49999999999999))).toBe(48);
  });

  /**
   * A shift as the driver app records it: events one after another, times in whole
   * milliseconds. The office's day adds the events' minutes by work type, the overview adds
   * each shift's event time and shows hours, the driver app shows the shift's span: all three
   * show the same whole minutes.
   */
  it('the office day, the overview and the driver app agree on a shift', () => {
    const shift = fc
      .tuple(
        fc.integer({ min: Date.UTC(2026, 0, 1), max: Date.UTC(2027, 0, 1) }),
        fc.array(
          fc.record({
            workType: fc.constantFrom(1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 19),
            lengthMs: fc.integer({ min: 0, max: 5 * 60 * MINUTE }),
          }),
          { minLength: 1, maxLength: 12 },
        ),
      )
      .map(([start, parts]) => {
        let at = start;
        return parts.map(({ workType, lengthMs }): ShiftEvent => {
          const event = { workType, start: at, end: at + lengthMs };
          at += lengthMs;
          return event;
        });
      });
    fc.assert(
      fc.property(shift, (events) => {
        const officeDayMinutes = [...minutesByWorkType(events, 0).values()].reduce((sum, minutes) => sum + minutes, 0);
        const overviewHours = durationHours(events.reduce((sum, event) => sum + (event.end! - event.start), 0));
        const driverAppMs = events.at(-1)!.end! - events[0]!.start;

        const office = durationMinutes(minutesToMs(officeDayMinutes));
        expect(durationMinutes(driverAppMs)).toBe(office);
        expect(Math.round(overviewHours * 60)).toBe(office);
        expect(shownDuration(driverAppMs)).toEqual(shownDuration(minutesToMs(officeDayMinutes)));
      }),
    );
  });
});
