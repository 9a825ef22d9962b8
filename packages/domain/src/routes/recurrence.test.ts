import { describe, expect, it } from 'vitest';
import { finnishHolidayCalendar, type HolidayCalendar } from '../payroll/finnish-holidays';
import { swedishHolidayCalendar } from '../payroll/swedish-holidays';
import { expandRecurrence } from './recurrence';
import { recurrenceSchema, type RecurrenceInput, type WeekdayCode } from './recurrence.schemas';

/**
 * Golden cases of issue 23's recurrences, worked out by hand (decision 0026). Calendar facts
 * used: 1 January 2026 is a Thursday, so 5 January is a Monday, 1 March a Sunday, 1 October a
 * Thursday; Helsinki is +02:00 in winter and +03:00 from 29 March to 25 October 2026 (the clocks
 * jump 03:00 → 04:00 and fall back 04:00 → 03:00, both at 01:00 UTC); Stockholm is +01:00/+02:00,
 * changing at the same instants (02:00 → 03:00, 03:00 → 02:00).
 */
type Rule = Partial<RecurrenceInput>;
const HELSINKI = 'Europe/Helsinki';
const STOCKHOLM = 'Europe/Stockholm';
const MON_TO_FRI: WeekdayCode[] = ['MO', 'TU', 'WE', 'TH', 'FR'];

function expand(
  input: Rule,
  from: string,
  to: string,
  zone = HELSINKI,
  holidays: HolidayCalendar = finnishHolidayCalendar,
) {
  const recurrence = recurrenceSchema.parse({
    frequency: 'weekly',
    interval: 1,
    startTime: '07:00',
    durationMinutes: 60,
    ...input,
  });
  return expandRecurrence(recurrence, { from, to }, { zone, holidays });
}
const datesOf = (occurrences: { date: string }[]) => occurrences.map((occurrence) => occurrence.date);
const spans = (occurrences: { start: string; end: string }[]) => occurrences.map(({ start, end }) => `${start} ${end}`);

describe('monthly by day of the month', () => {
  it('puts the 31st on the last day of shorter months, as -1 does', () => {
    // 2026 is not a leap year: 28 February. April and June have 30 days. Helsinki is +03:00 from 29 March.
    const expected = ['2026-01-31', '2026-02-28', '2026-03-31', '2026-04-30', '2026-05-31', '2026-06-30'];
    const rule = { frequency: 'monthly', startDate: '2026-01-01', startTime: '08:00' } satisfies Rule;
    const on31 = expand({ ...rule, monthDay: 31 }, '2026-01-01', '2026-06-30');
    expect(datesOf(on31)).toEqual(expected);
    expect(datesOf(expand({ ...rule, monthDay: -1 }, '2026-01-01', '2026-06-30'))).toEqual(expected);
    expect(on31[1]).toEqual({
      date: '2026-02-28',
      start: '2026-02-28T08:00:00+02:00',
      end: '2026-02-28T09:00:00+02:00',
      status: 'planned',
    });
    expect(on31[2]!.start).toBe('2026-03-31T08:00:00+03:00');
  });

  it('puts the 29th on 28 February 2027 and on the leap day 29 February 2028', () => {
    const rule = { frequency: 'monthly', monthDay: 29, startDate: '2027-01-01' } satisfies Rule;
    expect(datesOf(expand(rule, '2027-02-01', '2027-03-31'))).toEqual(['2027-02-28', '2027-03-29']);
    expect(datesOf(expand(rule, '2028-02-01', '2028-03-31'))).toEqual(['2028-02-29', '2028-03-29']);
  });

  it('counts an interval in months from the month of startDate, its days before startDate not runs', () => {
    // Every second month on the 10th from 15 January: January's 10th is before the start, so March, May.
    const rule = { frequency: 'monthly', interval: 2, monthDay: 10, startDate: '2026-01-15' } satisfies Rule;
    expect(datesOf(expand(rule, '2026-01-01', '2026-06-30'))).toEqual(['2026-03-10', '2026-05-10']);
  });
});

describe('monthly by weekday', () => {
  it('the last Friday: 30 January (the 31st is a Saturday), 27 February, 27 March, 24 April 2026', () => {
    // 31 Jan Sat → 30; 28 Feb Sat → 27; 31 Mar Tue → 27; 30 Apr Thu → 24.
    const rule = { frequency: 'monthly', setPosition: -1, weekday: 'FR', startDate: '2026-01-01' } satisfies Rule;
    expect(datesOf(expand(rule, '2026-01-01', '2026-04-30'))).toEqual([
      '2026-01-30',
      '2026-02-27',
      '2026-03-27',
      '2026-04-24',
    ]);
  });

  it('the fourth Thursday and the first Monday', () => {
    // Thursdays of January 2026: 1, 8, 15, 22; February and March start on a Sunday: 5, 12, 19, 26.
    const fourth = { frequency: 'monthly', setPosition: 4, weekday: 'TH', startDate: '2026-01-01' } satisfies Rule;
    expect(datesOf(expand(fourth, '2026-01-01', '2026-03-31'))).toEqual(['2026-01-22', '2026-02-26', '2026-03-26']);
    const first = { frequency: 'monthly', setPosition: 1, weekday: 'MO', startDate: '2026-01-01' } satisfies Rule;
    expect(datesOf(expand(first, '2026-01-01', '2026-03-31'))).toEqual(['2026-01-05', '2026-02-02', '2026-03-02']);
  });
});

describe('weekly', () => {
  it('every second week counts Monday-to-Sunday weeks from the one holding a mid-week startDate', () => {
    // Start Wednesday 7 January: its week's Monday (5th) is before the start, its Thursday (8th) a run.
    // The week of 12 January is off; then the weeks of 19 January and 2 February.
    const rule = { weekdays: ['MO', 'TH'], interval: 2, startDate: '2026-01-07' } satisfies Rule;
    expect(datesOf(expand(rule, '2026-01-01', '2026-02-08'))).toEqual([
      '2026-01-08',
      '2026-01-19',
      '2026-01-22',
      '2026-02-02',
      '2026-02-05',
    ]);
    // A later range finds the same weeks: 5 Jan + 8 weeks = 2 March (on), 9 March (off).
    expect(datesOf(expand(rule, '2026-03-01', '2026-03-15'))).toEqual(['2026-03-02', '2026-03-05']);
  });

  it('ends on untilDate, included', () => {
    // Tuesdays from 1 February 2026 (a Sunday): 3, 10, 17; until the 17th.
    const rule = { weekdays: ['TU'], startDate: '2026-02-01', untilDate: '2026-02-17' } satisfies Rule;
    expect(datesOf(expand(rule, '2026-01-01', '2026-03-31'))).toEqual(['2026-02-03', '2026-02-10', '2026-02-17']);
  });

  it('count counts the rule dates before skips: ten runs with one skipped leave nine', () => {
    // Monday, Wednesday, Friday from Monday 5 January: 5 7 9 12 14 16 19 21 23 26 are the ten.
    const rule = { weekdays: ['MO', 'WE', 'FR'], startDate: '2026-01-05', count: 10 } satisfies Rule;
    const all = expand(rule, '2026-01-01', '2026-03-31');
    expect(datesOf(all)).toEqual([
      '2026-01-05',
      '2026-01-07',
      '2026-01-09',
      '2026-01-12',
      '2026-01-14',
      '2026-01-16',
      '2026-01-19',
      '2026-01-21',
      '2026-01-23',
      '2026-01-26',
    ]);
    const skipped = expand(
      { ...rule, exceptions: [{ date: '2026-01-14', action: 'skip' }] },
      '2026-01-01',
      '2026-03-31',
    );
    expect(skipped).toHaveLength(9);
    expect(skipped.at(-1)!.date).toBe('2026-01-26');
  });

  it('count counts holidays too: five weekdays from 5 January 2026 lose Epiphany (Tuesday 6th)', () => {
    const rule = {
      weekdays: [...MON_TO_FRI],
      startDate: '2026-01-05',
      count: 5,
      skipPublicHolidays: true,
    } satisfies Rule;
    expect(datesOf(expand(rule, '2026-01-01', '2026-01-31'))).toEqual([
      '2026-01-05',
      '2026-01-07',
      '2026-01-08',
      '2026-01-09',
    ]);
  });
});

describe('local times across daylight-saving changes', () => {
  it('Helsinki 29 March 2026: 03:30 does not exist and moves forward by the gap to 04:30 EEST', () => {
    // Saturday and Monday are ordinary days: +02:00, then +03:00.
    const rule = { weekdays: ['SA', 'SU', 'MO'], startDate: '2026-03-28', startTime: '03:30' } satisfies Rule;
    expect(spans(expand(rule, '2026-03-28', '2026-03-30'))).toEqual([
      '2026-03-28T03:30:00+02:00 2026-03-28T04:30:00+02:00',
      '2026-03-29T04:30:00+03:00 2026-03-29T05:30:00+03:00',
      '2026-03-30T03:30:00+03:00 2026-03-30T04:30:00+03:00',
    ]);
  });

  it('Helsinki 29 March 2026: a run across the change lasts its real minutes', () => {
    // 02:00+02:00 is 00:00 UTC; 120 minutes later is 02:00 UTC, 05:00 EEST.
    const rule = { weekdays: ['SU'], startDate: '2026-03-29', startTime: '02:00', durationMinutes: 120 } satisfies Rule;
    expect(spans(expand(rule, '2026-03-29', '2026-03-29'))).toEqual([
      '2026-03-29T02:00:00+02:00 2026-03-29T05:00:00+03:00',
    ]);
  });

  it('Helsinki 25 October 2026: 03:30 happens twice and is the earlier, EEST', () => {
    // 03:30+03:00 is 00:30 UTC; an hour later, 01:30 UTC, the clocks show 03:30 again, now +02:00.
    const rule = { weekdays: ['SU'], startDate: '2026-10-25', startTime: '03:30' } satisfies Rule;
    expect(spans(expand(rule, '2026-10-25', '2026-10-25'))).toEqual([
      '2026-10-25T03:30:00+03:00 2026-10-25T03:30:00+02:00',
    ]);
    // 02:00+03:00 is 23:00 UTC on the 24th; three hours later, 02:00 UTC, is 04:00 EET.
    const across = { ...rule, startTime: '02:00', durationMinutes: 180 };
    expect(spans(expand(across, '2026-10-25', '2026-10-25'))).toEqual([
      '2026-10-25T02:00:00+03:00 2026-10-25T04:00:00+02:00',
    ]);
  });

  it('Stockholm: 02:30 on 29 March 2026 is 03:30 CEST; on 25 October 2026 it is the earlier 02:30 CEST', () => {
    const spring = { weekdays: ['SU'], startDate: '2026-03-22', startTime: '02:30' } satisfies Rule;
    expect(spans(expand(spring, '2026-03-22', '2026-04-05', STOCKHOLM))).toEqual([
      '2026-03-22T02:30:00+01:00 2026-03-22T03:30:00+01:00',
      '2026-03-29T03:30:00+02:00 2026-03-29T04:30:00+02:00',
      '2026-04-05T02:30:00+02:00 2026-04-05T03:30:00+02:00',
    ]);
    // 02:30+02:00 is 00:30 UTC; an hour later, 01:30 UTC, is 02:30 CET.
    const autumn = { ...spring, startDate: '2026-10-18' };
    expect(spans(expand(autumn, '2026-10-18', '2026-11-01', STOCKHOLM))).toEqual([
      '2026-10-18T02:30:00+02:00 2026-10-18T03:30:00+02:00',
      '2026-10-25T02:30:00+02:00 2026-10-25T02:30:00+01:00',
      '2026-11-01T02:30:00+01:00 2026-11-01T03:30:00+01:00',
    ]);
  });
});

describe('durations', () => {
  it('a run from 22:00 for 480 minutes ends the next morning and belongs to the day it starts', () => {
    const rule = { weekdays: ['FR'], startDate: '2026-01-09', startTime: '22:00', durationMinutes: 480 } satisfies Rule;
    expect(expand(rule, '2026-01-09', '2026-01-09')).toEqual([
      { date: '2026-01-09', start: '2026-01-09T22:00:00+02:00', end: '2026-01-10T06:00:00+02:00', status: 'planned' },
    ]);
    expect(expand(rule, '2026-01-10', '2026-01-15')).toEqual([]);
  });

  it('a run of several days: three days from 1 March; two days from 28 March end an hour later on the clock', () => {
    const rule = {
      frequency: 'monthly',
      monthDay: 1,
      startDate: '2026-03-01',
      durationMinutes: 3 * 24 * 60,
    } satisfies Rule;
    expect(spans(expand(rule, '2026-03-01', '2026-03-31'))).toEqual([
      '2026-03-01T07:00:00+02:00 2026-03-04T07:00:00+02:00',
    ]);
    // 07:00+02:00 is 05:00 UTC; 48 hours later, 05:00 UTC on the 30th, is 08:00 EEST.
    const overChange = {
      frequency: 'monthly',
      monthDay: 28,
      startDate: '2026-03-01',
      durationMinutes: 2 * 24 * 60,
    } satisfies Rule;
    expect(spans(expand(overChange, '2026-03-01', '2026-03-31'))).toEqual([
      '2026-03-28T07:00:00+02:00 2026-03-30T08:00:00+03:00',
    ]);
  });
});

describe('Finnish public holidays', () => {
  const weekdays = { weekdays: [...MON_TO_FRI], startDate: '2026-01-01', skipPublicHolidays: true } satisfies Rule;

  it('skips Good Friday (3 April) and Easter Monday (6 April) of 2026, not Easter week', () => {
    expect(datesOf(expand(weekdays, '2026-03-30', '2026-04-10'))).toEqual([
      '2026-03-30',
      '2026-03-31',
      '2026-04-01',
      '2026-04-02',
      '2026-04-07',
      '2026-04-08',
      '2026-04-09',
      '2026-04-10',
    ]);
    expect(expand({ ...weekdays, skipPublicHolidays: false }, '2026-03-30', '2026-04-10')).toHaveLength(10);
  });

  it('skips Ascension Day (Thursday 14 May 2026), keeps Midsummer Eve (Friday 19 June), skips Independence Day 2027 (Monday 6 December)', () => {
    expect(datesOf(expand(weekdays, '2026-05-11', '2026-05-15'))).toEqual([
      '2026-05-11',
      '2026-05-12',
      '2026-05-13',
      '2026-05-15',
    ]);
    expect(datesOf(expand(weekdays, '2026-06-15', '2026-06-19'))).toHaveLength(5);
    expect(datesOf(expand(weekdays, '2027-12-06', '2027-12-10'))).toEqual([
      '2027-12-07',
      '2027-12-08',
      '2027-12-09',
      '2027-12-10',
    ]);
  });

  it("Sweden's calendar skips the National Day (Tuesday 6 June 2028) in Stockholm; Finland's does not", () => {
    // 1 January 2028 is a Saturday; 5 June is day 157 of the leap year: Saturday + 156 days = Monday.
    const week = { ...weekdays, startDate: '2028-01-01' };
    expect(datesOf(expand(week, '2028-06-05', '2028-06-09', STOCKHOLM, swedishHolidayCalendar))).toEqual([
      '2028-06-05',
      '2028-06-07',
      '2028-06-08',
      '2028-06-09',
    ]);
    expect(expand(week, '2028-06-05', '2028-06-09', STOCKHOLM)[1]!.start).toBe('2028-06-06T07:00:00+02:00');
  });
});

describe('exceptions', () => {
  // Monday 2 November 2026 onwards, Monday to Friday; Helsinki is +02:00 again.
  const weekdays = { weekdays: [...MON_TO_FRI], startDate: '2026-10-01' } satisfies Rule;

  it('skips, moves in time, moves to a date, moves out of and into the range; ignores dates that are not runs', () => {
    const occurrences = expand(
      {
        ...weekdays,
        exceptions: [
          { date: '2026-11-03', action: 'skip' },
          { date: '2026-11-04', action: 'move', toTime: '12:00' }, // keeps the date
          { date: '2026-11-05', action: 'move', toDate: '2026-11-07' }, // keeps the time
          { date: '2026-11-06', action: 'move', toDate: '2026-11-09', toTime: '06:00' }, // out of the range
          { date: '2026-10-30', action: 'move', toDate: '2026-11-08' }, // from outside into the range
          { date: '2026-11-01', action: 'move', toDate: '2026-11-02', toTime: '05:00' }, // a Sunday: no run, ignored
        ],
      },
      '2026-11-02',
      '2026-11-08',
    );
    expect(occurrences).toEqual([
      { date: '2026-11-02', start: '2026-11-02T07:00:00+02:00', end: '2026-11-02T08:00:00+02:00', status: 'planned' },
      {
        date: '2026-11-04',
        start: '2026-11-04T12:00:00+02:00',
        end: '2026-11-04T13:00:00+02:00',
        status: 'moved',
        originalDate: '2026-11-04',
      },
      {
        date: '2026-11-07',
        start: '2026-11-07T07:00:00+02:00',
        end: '2026-11-07T08:00:00+02:00',
        status: 'moved',
        originalDate: '2026-11-05',
      },
      {
        date: '2026-11-08',
        start: '2026-11-08T07:00:00+02:00',
        end: '2026-11-08T08:00:00+02:00',
        status: 'moved',
        originalDate: '2026-10-30',
      },
    ]);
  });

  it('lists runs in start order when a move puts one before another', () => {
    // Thursday's run moved back to Tuesday 05:00 comes before Tuesday's own 07:00 run.
    const occurrences = expand(
      { ...weekdays, exceptions: [{ date: '2026-11-05', action: 'move', toDate: '2026-11-03', toTime: '05:00' }] },
      '2026-11-02',
      '2026-11-06',
    );
    expect(occurrences.map((o) => `${o.start} ${o.originalDate ?? ''}`)).toEqual([
      '2026-11-02T07:00:00+02:00 ',
      '2026-11-03T05:00:00+02:00 2026-11-05',
      '2026-11-03T07:00:00+02:00 ',
      '2026-11-04T07:00:00+02:00 ',
      '2026-11-06T07:00:00+02:00 ',
    ]);
  });

  it('a move on a holiday wins over the holiday skip; a run moved onto a holiday is kept', () => {
    const occurrences = expand(
      {
        weekdays: [...MON_TO_FRI],
        startDate: '2026-01-01',
        skipPublicHolidays: true,
        exceptions: [
          { date: '2026-04-03', action: 'move', toTime: '10:00' }, // Good Friday, asked for
          { date: '2026-04-02', action: 'move', toDate: '2026-04-06' }, // onto Easter Monday
        ],
      },
      '2026-04-01',
      '2026-04-07',
    );
    expect(occurrences.map((o) => `${o.date} ${o.status}`)).toEqual([
      '2026-04-01 planned',
      '2026-04-03 moved',
      '2026-04-06 moved',
      '2026-04-07 planned',
    ]);
    expect(occurrences[1]!.start).toBe('2026-04-03T10:00:00+03:00');
  });

  it('ignores a move of a date after untilDate or past count', () => {
    const rule = {
      weekdays: ['MO'],
      startDate: '2026-11-02',
      count: 2, // 2 and 9 November
      exceptions: [{ date: '2026-11-16', action: 'move', toDate: '2026-11-10' }],
    } satisfies Rule;
    expect(datesOf(expand(rule, '2026-11-01', '2026-11-30'))).toEqual(['2026-11-02', '2026-11-09']);
  });
});
