import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkShiftEvents, minutesByWorkType, shiftSpan, type ShiftEvent } from './shift-events';

const at = (time: string) => Date.parse(`2026-03-28T${time}:00Z`);

describe('shift event rules', () => {
  it('needs at least one event', () => {
    expect(checkShiftEvents([])).toEqual([{ code: 'shiftNeedsEvent' }]);
  });

  it('accepts events that follow each other, touching included, in any listed order', () => {
    const events: ShiftEvent[] = [
      { workType: 2, start: at('08:00'), end: at('08:30') },
      { workType: 1, start: at('06:00'), end: at('08:00') },
      { workType: 5, start: at('08:30') },
    ];
    expect(checkShiftEvents(events)).toEqual([]);
  });

  it('names both sides of an overlap and the shift as a whole', () => {
    const events: ShiftEvent[] = [
      { workType: 1, start: at('06:00'), end: at('08:10') },
      { workType: 2, start: at('08:00'), end: at('08:30') },
    ];
    expect(checkShiftEvents(events)).toEqual([
      { code: 'eventEndAfterNextStart', index: 0, field: 'end' },
      { code: 'eventStartBeforePreviousEnd', index: 1, field: 'start' },
      { code: 'eventsOverlap' },
    ]);
  });

  it('refuses an event that ends before it starts, and a running event before another', () => {
    expect(checkShiftEvents([{ workType: 1, start: at('09:00'), end: at('08:00') }])).toEqual([
      { code: 'eventStartAfterEnd', index: 0, field: 'end' },
    ]);
    expect(
      checkShiftEvents([
        { workType: 1, start: at('06:00') },
        { workType: 2, start: at('07:00'), end: at('07:30') },
      ]),
    ).toEqual([{ code: 'eventStillRunning', index: 0, field: 'end' }, { code: 'eventsOverlap' }]);
  });

  it('keeps the true length across midnight and the spring daylight-saving change in Helsinki', () => {
    // 29 March 2026: Finnish clocks go from 03:00 to 04:00. 22:00 local (20:00 UTC) to 06:00
    // local (03:00 UTC) is 7 hours, not the 8 the clock faces suggest.
    const events: ShiftEvent[] = [
      { workType: 1, start: Date.parse('2026-03-28T20:00:00Z'), end: Date.parse('2026-03-29T03:00:00Z') },
    ];
    expect(minutesByWorkType(events, 0).get(1)).toBe(7 * 60);
    expect(shiftSpan(events)).toEqual({ start: events[0]!.start, end: events[0]!.end });
  });

  it('never flags events laid end to end, and always flags one that starts inside another', () => {
    const lengths = fc.array(
      fc.record({
        gap: fc.nat(120),
        length: fc.integer({ min: 1, max: 600 }),
        workType: fc.constantFrom(1, 2, 3, 4, 5, 19),
      }),
      {
        minLength: 1,
        maxLength: 12,
      },
    );
    fc.assert(
      fc.property(lengths, fc.nat(), (parts, shuffleSeed) => {
        let time = at('05:00');
        const events = parts.map(({ gap, length, workType }) => {
          const start = time + gap * 60_000;
          time = start + length * 60_000;
          return { workType, start, end: time };
        });
        const shuffled = [...events].sort(
          (a, b) => ((a.start * 31 + shuffleSeed) % 97) - ((b.start * 31 + shuffleSeed) % 97),
        );
        expect(checkShiftEvents(shuffled)).toEqual([]);

        const inside = events[0]!;
        const overlapping = [...events, { workType: 4, start: inside.start + 1, end: inside.end }];
        expect(checkShiftEvents(overlapping).map((problem) => problem.code)).toContain('eventsOverlap');
      }),
    );
  });
});
