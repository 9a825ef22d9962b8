import { describe, expect, it } from 'vitest';
import { dueMailWeek, nextDueMailCheck } from './due-mail-week';

const at = (iso: string) => Date.parse(iso);

describe('the weekly due mail’s time', () => {
  it('is Monday from 07:00 in the organisation’s zone (winter: Helsinki UTC+2, Stockholm UTC+1)', () => {
    // Monday 2 March 2026.
    expect(dueMailWeek(at('2026-03-02T04:59:59Z'), 'Europe/Helsinki')).toBeUndefined();
    expect(dueMailWeek(at('2026-03-02T05:00:00Z'), 'Europe/Helsinki')).toBe('2026-03-02');
    expect(dueMailWeek(at('2026-03-02T05:00:00Z'), 'Europe/Stockholm')).toBeUndefined();
    expect(dueMailWeek(at('2026-03-02T06:00:00Z'), 'Europe/Stockholm')).toBe('2026-03-02');
    // Monday 23:59 in Helsinki is still that Monday; 00:00 Tuesday is not.
    expect(dueMailWeek(at('2026-03-02T21:59:00Z'), 'Europe/Helsinki')).toBe('2026-03-02');
    expect(dueMailWeek(at('2026-03-02T22:00:00Z'), 'Europe/Helsinki')).toBeUndefined();
    // Sunday evening in UTC is already Monday in Helsinki, but before 07:00.
    expect(dueMailWeek(at('2026-03-01T23:00:00Z'), 'Europe/Helsinki')).toBeUndefined();
  });

  it('follows daylight saving: the Monday after the change to summer time (UTC+3) and back (UTC+2)', () => {
    // Summer time began on Sunday 29 March 2026 and ends on Sunday 25 October 2026.
    expect(dueMailWeek(at('2026-03-30T03:59:00Z'), 'Europe/Helsinki')).toBeUndefined();
    expect(dueMailWeek(at('2026-03-30T04:00:00Z'), 'Europe/Helsinki')).toBe('2026-03-30');
    expect(dueMailWeek(at('2026-10-26T04:59:00Z'), 'Europe/Helsinki')).toBeUndefined();
    expect(dueMailWeek(at('2026-10-26T05:00:00Z'), 'Europe/Helsinki')).toBe('2026-10-26');
  });

  it('is never another weekday', () => {
    for (let day = 3; day <= 8; day += 1)
      expect(dueMailWeek(at(`2026-03-0${day}T10:00:00Z`), 'Europe/Helsinki')).toBeUndefined();
  });

  it('is looked for again at the next whole hour', () => {
    expect(new Date(nextDueMailCheck(at('2026-03-02T05:00:00Z'))).toISOString()).toBe('2026-03-02T06:00:00.000Z');
    expect(new Date(nextDueMailCheck(at('2026-03-02T05:59:59Z'))).toISOString()).toBe('2026-03-02T06:00:00.000Z');
  });
});
