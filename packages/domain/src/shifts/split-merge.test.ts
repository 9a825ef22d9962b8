import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { minutesByWorkType, type ShiftEvent } from './shift-events';
import { mergeEvents, splitEvents } from './split-merge';

const at = (time: string) => Date.parse(`2026-05-04T${time}:00Z`);
const day: ShiftEvent[] = [
  { workType: 1, start: at('06:00'), end: at('09:00') },
  { workType: 5, start: at('09:00'), end: at('09:45') },
  { workType: 2, start: at('09:45'), end: at('11:00') },
];

describe('splitting and merging shifts', () => {
  it('cuts the event that spans the chosen time, and merging joins it again', () => {
    const split = splitEvents(day, at('07:30'));
    expect(split).toEqual({
      ok: true,
      before: [{ workType: 1, start: at('06:00'), end: at('07:30'), cutAfter: true }],
      after: [{ workType: 1, start: at('07:30'), end: at('09:00'), cutBefore: true }, day[1], day[2]],
    });
    if (!split.ok) return;
    expect(mergeEvents(split.before, split.after)).toEqual({ ok: true, events: day });
  });

  it('splits between events without cutting, and keeps touching events of one type apart on merge', () => {
    const split = splitEvents(day, at('09:00'));
    expect(split.ok && split.before).toEqual([day[0]]);
    const twoDrives: ShiftEvent[] = [
      { workType: 1, start: at('06:00'), end: at('07:00') },
      { workType: 1, start: at('07:00'), end: at('08:00') },
    ];
    expect(mergeEvents([twoDrives[0]!], [twoDrives[1]!])).toEqual({ ok: true, events: twoDrives });
  });

  it('refuses a time outside the shift or inside a running event, and overlapping or running shifts', () => {
    expect(splitEvents(day, at('06:00'))).toEqual({ ok: false, problem: 'splitOutsideShift' });
    expect(splitEvents(day, at('11:00'))).toEqual({ ok: false, problem: 'splitOutsideShift' });
    expect(splitEvents([{ workType: 1, start: at('06:00') }], at('07:00'))).toEqual({
      ok: false,
      problem: 'splitOngoingEvent',
    });
    expect(mergeEvents([{ workType: 1, start: at('06:00') }], [day[2]!])).toEqual({
      ok: false,
      problem: 'mergeOngoingFirst',
    });
    expect(mergeEvents([day[0]!], [{ workType: 2, start: at('08:00'), end: at('10:00') }])).toEqual({
      ok: false,
      problem: 'mergeOverlapping',
    });
  });

  const shifts = fc
    .array(
      fc.record({
        gap: fc.nat(60),
        length: fc.integer({ min: 1, max: 300 }),
        workType: fc.constantFrom(1, 2, 4, 5, 10, 19),
      }),
      { minLength: 1, maxLength: 10 },
    )
    .map((parts) => {
      let time = at('04:00');
      return parts.map(({ gap, length, workType }): ShiftEvent => {
        const start = time + gap * 60_000;
        time = start + length * 60_000;
        return { workType, start, end: time };
      });
    });

  it('keeps every minute on exactly one side, and split then merge gives back the shift', () => {
    fc.assert(
      fc.property(shifts, fc.double({ min: 0, max: 1, noNaN: true }), (events, fraction) => {
        const first = events[0]!.start;
        const last = events.at(-1)!.end!;
        const point = first + 60_000 + Math.floor(((last - first - 120_000) * fraction) / 60_000) * 60_000;
        fc.pre(point > first && point < last);
        const split = splitEvents(events, point);
        expect(split.ok).toBe(true);
        if (!split.ok) return;
        const total = (list: ShiftEvent[]) =>
          [...minutesByWorkType(list, 0)].reduce((sum, [, minutes]) => sum + minutes, 0);
        expect(total(split.before) + total(split.after)).toBe(total(events));
        expect(split.before.every((event) => event.end! <= point)).toBe(true);
        expect(split.after.every((event) => event.start >= point)).toBe(true);
        expect(mergeEvents(split.before, split.after)).toEqual({ ok: true, events });
      }),
    );
  });
});
