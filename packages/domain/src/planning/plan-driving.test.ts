import { describe, expect, it } from 'vitest';
import { utc } from '../driving-time/test-days';
import type { Activity } from '../driving-time/timeline';
import { planDriving } from './plan-driving';

/** The activities as [kind, from, to] in 'HH:mm' of 3 March 2025, UTC. */
const clock = (instant: number) => new Date(instant).toISOString().slice(11, 16);
const read = (activities: Activity[]) => activities.map((a) => [a.kind, clock(a.start), clock(a.end)]);
const at = (time: string) => utc(`2025-03-03T${time}`);

describe('planDriving (decision 0028)', () => {
  it('a 10 h plan with a 6 h route: drive 4:30, break 0:45, drive 1:30, work the rest', () => {
    expect(read(planDriving(at('06:00'), at('16:00'), 360))).toEqual([
      ['drive', '06:00', '10:30'],
      ['break', '10:30', '11:15'],
      ['drive', '11:15', '12:45'],
      ['work', '12:45', '16:00'],
    ]);
  });

  it('a plan without a route drives its whole length, a break after each 4 h 30', () => {
    // 11 h: 4:30 + 0:45 + 4:30 + 0:45 + 0:30 = 11:00.
    expect(read(planDriving(at('06:00'), at('17:00'), null))).toEqual([
      ['drive', '06:00', '10:30'],
      ['break', '10:30', '11:15'],
      ['drive', '11:15', '15:45'],
      ['break', '15:45', '16:30'],
      ['drive', '16:30', '17:00'],
    ]);
  });

  it('exactly 4 h 30 of driving needs no break', () => {
    expect(read(planDriving(at('06:00'), at('12:00'), 270))).toEqual([
      ['drive', '06:00', '10:30'],
      ['work', '10:30', '12:00'],
    ]);
  });

  it('cuts the driving, or the break, at the plan end', () => {
    expect(read(planDriving(at('06:00'), at('09:00'), 300))).toEqual([['drive', '06:00', '09:00']]);
    expect(read(planDriving(at('06:00'), at('10:45'), 360))).toEqual([
      ['drive', '06:00', '10:30'],
      ['break', '10:30', '10:45'],
    ]);
  });

  it('a route of no driving is work; an empty plan is nothing', () => {
    expect(read(planDriving(at('06:00'), at('08:00'), 0))).toEqual([['work', '06:00', '08:00']]);
    expect(planDriving(at('06:00'), at('06:00'), 60)).toEqual([]);
  });
});
