import { describe, expect, it } from 'vitest';
import { evaluateDrivingTime } from './evaluate';
import { drivingDay, utc } from './test-days';
import type { Activity } from './timeline';

const days = (first: string, hours: readonly number[]): Activity[] =>
  hours.flatMap((h, i) => (h > 0 ? drivingDay(utc(first) + i * 86_400_000, h) : []));

describe('evaluateDrivingTime: the reference worked examples (1.8)', () => {
  it('A: 56 h then 35 h is 91 h in the fortnight → 1 h over, MI; two 10 h days in a week are allowed', () => {
    // Week A Mon 3 – Sat 8 Mar 2025: 10+10+9+9+9+9 = 56 h; week B Mon 10 – Thu 13: 9+9+9+8 = 35 h.
    // 90 h is reached 34 h into week B: 27 h by Wed, 7 h more on Thu = 06:00 + 4 h + 0:45 + 3 h = 13:45.
    const activities = [...days('2025-03-03T06:00', [10, 10, 9, 9, 9, 9]), ...days('2025-03-10T06:00', [9, 9, 9, 8])];
    const result = evaluateDrivingTime(activities, utc('2025-03-14T12:00'));
    expect(result.weeks).toEqual([
      { start: '2025-03-03T00:00:00.000Z', drivingMinutes: 56 * 60 },
      { start: '2025-03-10T00:00:00.000Z', drivingMinutes: 35 * 60 },
    ]);
    expect(result.infringements).toEqual([
      { rule: 'fortnight-driving', severity: 'MI', start: '2025-03-13T13:45:00.000Z', minutes: 60 },
    ]);
    // Fri 14 Mar 12:00: in a rest since Thu 14:45 (21 h 15: the shift is over); 56 + 35 > 90 → no week or fortnight left;
    // no extension used in week B → 10 h for the next shift; the rest reset the break counter.
    expect(result.remaining).toEqual({
      dailyMinutes: 600,
      weeklyMinutes: 0,
      fortnightMinutes: 0,
      untilBreakMinutes: 270,
    });
  });

  it('A, remaining on Mon 10 Mar 09:00 after 3 h: the week is bounded by 90 h less last week', () => {
    // weekly = min(56 − 3, 90 − 56 − 3) = 31 h = 1860 min; daily = 10 h − 3 h = 420; break = 4:30 − 3:00 = 90.
    const activities = [
      ...days('2025-03-03T06:00', [10, 10, 9, 9, 9, 9]),
      { kind: 'drive' as const, start: utc('2025-03-10T06:00'), end: utc('2025-03-10T09:00') },
    ];
    const result = evaluateDrivingTime(activities, utc('2025-03-10T09:00'));
    expect(result.remaining).toEqual({
      dailyMinutes: 420,
      weeklyMinutes: 1860,
      fortnightMinutes: 1860,
      untilBreakMinutes: 90,
    });
    expect(result.infringements).toEqual([]);
  });

  it('C: 15 then 30 min resets the driving period; 30 then 15 does not → 4:45, 15 min over, MI', () => {
    const start = utc('2025-03-03T06:00');
    const legs = (plan: [Activity['kind'], number][], from: number): Activity[] => {
      let at = from;
      return plan.map(([kind, minutes]) => ({ kind, start: at, end: (at += minutes * 60_000) }));
    };
    const compliant = legs(
      [
        ['drive', 120],
        ['break', 15],
        ['drive', 135],
        ['break', 30],
      ],
      start,
    );
    expect(evaluateDrivingTime(compliant, start + 5 * 3_600_000).infringements).toEqual([]);
    // 4:00 + 0:30 break: 4:30 is passed 30 min into the 0:45 leg, at 06:00 + 4:30 + 0:30 = 11:00.
    const wrongOrder = legs(
      [
        ['drive', 240],
        ['break', 30],
        ['drive', 45],
        ['break', 15],
        ['work', 10],
      ],
      start,
    );
    expect(evaluateDrivingTime(wrongOrder, start + 6 * 3_600_000).infringements).toEqual([
      { rule: 'break', severity: 'MI', start: '2025-03-03T11:00:00.000Z', minutes: 15 },
    ]);
  });

  it('D: a rest of 22:00–08:00 after a rest ending 06:00 holds 8 h of the 24 h → 1 h short of 9 h, MI', () => {
    const activities: Activity[] = [
      { kind: 'rest', start: utc('2025-03-01T06:00'), end: utc('2025-03-03T06:00') },
      { kind: 'work', start: utc('2025-03-03T06:00'), end: utc('2025-03-03T22:00') },
      { kind: 'rest', start: utc('2025-03-03T22:00'), end: utc('2025-03-04T08:00') },
      { kind: 'work', start: utc('2025-03-04T08:00'), end: utc('2025-03-04T12:00') },
    ];
    expect(evaluateDrivingTime(activities, utc('2025-03-04T12:00')).infringements).toEqual([
      { rule: 'daily-rest', severity: 'MI', start: '2025-03-03T22:00:00.000Z', minutes: 60 },
    ]);
    // Resting 21:00–06:00 instead: 9 h inside the window, a reduced rest (one of three), no infringement.
    activities[1]!.end = activities[2]!.start = utc('2025-03-03T21:00');
    activities[2]!.end = activities[3]!.start = utc('2025-03-04T06:00');
    expect(evaluateDrivingTime(activities, utc('2025-03-04T12:00')).infringements).toEqual([]);
  });
});

describe('evaluateDrivingTime: our own golden cases', () => {
  it('a third 10 h day in a week is judged against 9 h: 1 h over, x = 10 h → SI', () => {
    // Mon, Tue use the two extensions; Wed: 9 h reached at 06:00 + 4 + 0:45 + 4 + 0:45 + 1 = 16:30.
    const result = evaluateDrivingTime(days('2025-03-03T06:00', [10, 10, 10]), utc('2025-03-06T06:00'));
    expect(result.infringements).toEqual([
      { rule: 'daily-driving', severity: 'SI', start: '2025-03-05T16:30:00.000Z', minutes: 60 },
    ]);
    // Thu 06:00: two extensions used this week → 9 h for the next shift.
    expect(result.remaining.dailyMinutes).toBe(540);
  });

  it('a 12 h day with an extension left is judged against 10 h: 2 h over, x = 12 h → VSI', () => {
    // 4 + 0:45 + 4 + 0:45 + 2 reaches 10 h at 06:00 + 11:30 = 17:30.
    const result = evaluateDrivingTime(drivingDay(utc('2025-03-03T06:00'), 12), utc('2025-03-04T06:00'));
    expect(result.infringements).toEqual([
      { rule: 'daily-driving', severity: 'VSI', start: '2025-03-03T17:30:00.000Z', minutes: 120 },
    ]);
  });

  it('a 57 h week is 1 h over 56 h → MI, from the moment the 56th hour was driven', () => {
    // 10+10+9+9+9+9 = 56 h by Sat 16:30; Sunday's 1 h (06:00–07:00) is the excess, passed at Sun 06:00.
    const result = evaluateDrivingTime(days('2025-03-03T06:00', [10, 10, 9, 9, 9, 9, 1]), utc('2025-03-10T00:00'));
    expect(result.weeks).toEqual([{ start: '2025-03-03T00:00:00.000Z', drivingMinutes: 57 * 60 }]);
    expect(result.infringements).toEqual([
      { rule: 'weekly-driving', severity: 'MI', start: '2025-03-09T06:00:00.000Z', minutes: 60 },
    ]);
    // Mon 10 Mar 00:00 opens a new week: min(56 − 0, 90 − 57 − 0) = 33 h for both.
    expect(result.remaining).toMatchObject({ weeklyMinutes: 33 * 60, fortnightMinutes: 33 * 60 });
  });

  it('reduced daily rests: the fourth 10 h rest between weekly rests is 1 h short of 11 h → MI', () => {
    // Four days of work 06:00–20:00, rest 20:00–06:00 (10 h, reduced): the fourth is on Thu 6 Mar 20:00.
    const activities: Activity[] = [0, 1, 2, 3, 4].map((d) => ({
      kind: 'work',
      start: utc('2025-03-03T06:00') + d * 86_400_000,
      end: utc('2025-03-03T20:00') + d * 86_400_000,
    }));
    expect(evaluateDrivingTime(activities, utc('2025-03-07T20:00')).infringements).toEqual([
      { rule: 'daily-rest', severity: 'MI', start: '2025-03-06T20:00:00.000Z', minutes: 60 },
    ]);
  });

  it('a split rest 3 h + 9 h is regular; 2 h + 9 h is not, so the fourth 9 h rest is 2 h short of 11 h → SI', () => {
    // Each day: work 06–10, rest 10–13 (3 h), work 13–21, rest 21–06 (9 h). 9 h ≥ 8 h 30 and < 10 h → SI.
    const day = (d: number, firstPart: number): Activity[] => {
      const base = utc('2025-03-03T06:00') + d * 86_400_000;
      return [
        { kind: 'work', start: base, end: base + 4 * 3_600_000 },
        { kind: 'work', start: base + (4 + firstPart) * 3_600_000, end: base + 15 * 3_600_000 },
      ];
    };
    // Four days: the fourth rest (Thu 21:00 – Fri 06:00) closes its window at Fri 06:00.
    const at = utc('2025-03-07T06:00');
    expect(
      evaluateDrivingTime(
        [0, 1, 2, 3].flatMap((d) => day(d, 3)),
        at,
      ).infringements,
    ).toEqual([]);
    expect(
      evaluateDrivingTime(
        [0, 1, 2, 3].flatMap((d) => day(d, 2)),
        at,
      ).infringements,
    ).toEqual([{ rule: 'daily-rest', severity: 'SI', start: '2025-03-06T21:00:00.000Z', minutes: 120 }]);
  });

  it('a weekly rest started 2 h past the 144 h → MI, from the deadline', () => {
    // Weekly rest ends Mon 3 Mar 00:00 (work from 00:00), so the next must start by Sun 9 Mar 00:00; it starts Sun 02:00.
    const work = (from: string, to: string): Activity => ({ kind: 'work', start: utc(from), end: utc(to) });
    const activities: Activity[] = [
      { kind: 'rest', start: utc('2025-03-01T00:00'), end: utc('2025-03-03T00:00') },
      work('2025-03-03T00:00', '2025-03-03T10:00'),
      ...[4, 5, 6, 7].map((d) => work(`2025-03-0${d}T06:00`, `2025-03-0${d}T16:00`)),
      work('2025-03-08T12:00', '2025-03-09T02:00'),
      { kind: 'rest', start: utc('2025-03-09T02:00'), end: utc('2025-03-11T02:00') },
    ];
    expect(evaluateDrivingTime(activities, utc('2025-03-11T02:00')).infringements).toEqual([
      { rule: 'weekly-rest', severity: 'MI', start: '2025-03-09T00:00:00.000Z', minutes: 120 },
    ]);
  });

  it('overlaps go to the higher kind and gaps are rest; no activities give the full allowances', () => {
    const overlapping: Activity[] = [
      { kind: 'rest', start: utc('2025-03-03T06:00'), end: utc('2025-03-03T12:00') },
      { kind: 'drive', start: utc('2025-03-03T07:00'), end: utc('2025-03-03T09:00') },
      { kind: 'work', start: utc('2025-03-03T08:00'), end: utc('2025-03-03T10:00') },
    ];
    // Driving 07–09 (2 h; the work under it yields), work 09–10, rest around.
    expect(evaluateDrivingTime(overlapping, utc('2025-03-03T12:00')).weeks).toEqual([
      { start: '2025-03-03T00:00:00.000Z', drivingMinutes: 120 },
    ]);
    expect(evaluateDrivingTime([], utc('2025-03-03T12:00'))).toEqual({
      weeks: [],
      infringements: [],
      remaining: { dailyMinutes: 600, weeklyMinutes: 56 * 60, fortnightMinutes: 90 * 60, untilBreakMinutes: 270 },
    });
  });
});
