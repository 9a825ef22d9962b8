import { describe, expect, it } from 'vitest';
import { evaluateDrivingTime } from './evaluate';
import { mayDrive, prepareDriver } from './planning';
import { drivingDay, utc } from './test-days';
import type { Activity } from './timeline';

describe('mayDrive', () => {
  const morning: Activity[] = [{ kind: 'drive', start: utc('2025-03-03T06:00'), end: utc('2025-03-03T10:00') }];
  const state = prepareDriver(morning, utc('2025-03-17T00:00'));

  it('answers the break rule: 4 h driven, 30 min more at once is 30 min past 4 h 30 → break, 30 min', () => {
    // 4:00 + 0:30 = 4:30 exactly is allowed; 4:00 + 1:00 = 5:00 is 30 min over.
    expect(mayDrive(state, utc('2025-03-03T10:00'), utc('2025-03-03T10:30'))).toEqual({ ok: true });
    expect(mayDrive(state, utc('2025-03-03T10:00'), utc('2025-03-03T11:00'))).toEqual({
      ok: false,
      rule: 'break',
      minutes: 30,
    });
    // After a 45 min break (10:00–10:45) the counter is 0 again.
    expect(mayDrive(state, utc('2025-03-03T10:45'), utc('2025-03-03T14:45'))).toEqual({ ok: true });
  });

  it('answers the daily limit: after a 9 h day, 1 h more takes an extension; 2 h more is 1 h past 10 h', () => {
    // drivingDay(9 h) ends at 06:00 + 4 + 0:45 + 4 + 0:45 + 1 = 16:30; then a 45 min break.
    const day = prepareDriver(drivingDay(utc('2025-03-03T06:00'), 9), utc('2025-03-17T00:00'));
    expect(mayDrive(day, utc('2025-03-03T17:15'), utc('2025-03-03T18:15'))).toEqual({ ok: true });
    expect(mayDrive(day, utc('2025-03-03T17:15'), utc('2025-03-03T19:15'))).toEqual({
      ok: false,
      rule: 'daily-driving',
      minutes: 60,
    });
  });

  it('answers the fortnight: after 56 h in week A, 35 h in week B is 1 h too many (reference example A)', () => {
    const weekA = [10, 10, 9, 9, 9, 9].flatMap((h, d) => drivingDay(utc('2025-03-03T06:00') + d * 86_400_000, h));
    const weekB = [9, 9, 9].flatMap((h, d) => drivingDay(utc('2025-03-10T06:00') + d * 86_400_000, h));
    const planned = prepareDriver([...weekA, ...weekB], utc('2025-03-17T00:00'));
    // 27 h so far in week B (Mon–Wed); Thu 06:00–10:00 brings it to 31 h: 87 h in the fortnight.
    expect(mayDrive(planned, utc('2025-03-13T06:00'), utc('2025-03-13T10:00'))).toEqual({ ok: true });
    const withMorning = prepareDriver(
      [...weekA, ...weekB, { kind: 'drive', start: utc('2025-03-13T06:00'), end: utc('2025-03-13T10:00') }],
      utc('2025-03-17T00:00'),
    );
    // 27 + 4 + 4 = 35 h → 91 h in the fortnight.
    expect(mayDrive(withMorning, utc('2025-03-13T10:45'), utc('2025-03-13T14:45'))).toEqual({
      ok: false,
      rule: 'fortnight-driving',
      minutes: 60,
    });
  });

  it('agrees with evaluateDrivingTime: a driving it allows adds no infringement', () => {
    const from = utc('2025-03-04T06:00');
    expect(mayDrive(state, from, from + 4 * 3_600_000)).toEqual({ ok: true });
    const before = evaluateDrivingTime(morning, utc('2025-03-05T00:00')).infringements;
    expect(
      evaluateDrivingTime(
        [...morning, { kind: 'drive', start: from, end: from + 4 * 3_600_000 }],
        utc('2025-03-05T00:00'),
      ).infringements,
    ).toEqual(before);
  });
});
