import { describe, expect, it } from 'vitest';
import { occurrenceRangeSchema, recurrenceSchema } from './recurrence.schemas';

/**
 * The 400 answers of routes with a recurrence (issue 23): each invalid field gives an issue
 * whose path names it and whose message is an i18n key of the routes or validation catalogue.
 */
const weekly = {
  frequency: 'weekly',
  interval: 1,
  weekdays: ['MO', 'WE'],
  startDate: '2026-01-05',
  startTime: '07:00',
  durationMinutes: 480,
};
const monthly = { ...weekly, frequency: 'monthly', weekdays: undefined, monthDay: 15 };
const byWeekday = { ...monthly, monthDay: undefined, setPosition: -1, weekday: 'FR' };
const move = (fields: object) => ({ ...weekly, exceptions: [{ date: '2026-01-07', action: 'move', ...fields }] });

/** Name, input, the path named, and the message (null: zod's own, for a body no form sends). */
const invalid: [string, object, (string | number)[], string | null][] = [
  ['an unknown frequency', { ...weekly, frequency: 'daily' }, ['frequency'], 'routes:frequencyInvalid'],
  ['interval 0', { ...weekly, interval: 0 }, ['interval'], 'routes:intervalInvalid'],
  ['interval 53', { ...weekly, interval: 53 }, ['interval'], 'routes:intervalInvalid'],
  ['a fractional interval', { ...weekly, interval: 1.5 }, ['interval'], 'routes:intervalInvalid'],
  ['interval as text', { ...weekly, interval: '2' }, ['interval'], 'routes:intervalInvalid'],
  ['weekly without weekdays', { ...weekly, weekdays: undefined }, ['weekdays'], 'routes:weekdaysRequired'],
  ['weekly with no weekday', { ...weekly, weekdays: [] }, ['weekdays'], 'routes:weekdaysRequired'],
  ['an unknown weekday', { ...weekly, weekdays: ['MO', 'XX'] }, ['weekdays', 1], 'routes:weekdayInvalid'],
  [
    'eight weekdays',
    { ...weekly, weekdays: ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU', 'MO'] },
    ['weekdays'],
    'validation:invalid',
  ],
  ['monthDay 0', { ...monthly, monthDay: 0 }, ['monthDay'], 'routes:monthDayInvalid'],
  ['monthDay 32', { ...monthly, monthDay: 32 }, ['monthDay'], 'routes:monthDayInvalid'],
  ['monthDay -2', { ...monthly, monthDay: -2 }, ['monthDay'], 'routes:monthDayInvalid'],
  ['a fractional monthDay', { ...monthly, monthDay: 1.5 }, ['monthDay'], 'routes:monthDayInvalid'],
  ['monthly with neither rule', { ...monthly, monthDay: undefined }, ['monthDay'], 'routes:monthlyRuleOneOf'],
  ['monthly with both rules', { ...byWeekday, monthDay: 15 }, ['monthDay'], 'routes:monthlyRuleOneOf'],
  ['setPosition 5', { ...byWeekday, setPosition: 5 }, ['setPosition'], 'routes:setPositionInvalid'],
  ['setPosition 0', { ...byWeekday, setPosition: 0 }, ['setPosition'], 'routes:setPositionInvalid'],
  ['setPosition without weekday', { ...byWeekday, weekday: undefined }, ['weekday'], 'routes:setPositionNeedsWeekday'],
  [
    'weekday without setPosition',
    { ...byWeekday, setPosition: undefined },
    ['setPosition'],
    'routes:setPositionNeedsWeekday',
  ],
  ['a weekday spelt out', { ...byWeekday, weekday: 'Friday' }, ['weekday'], 'routes:weekdayInvalid'],
  ['no startDate', { ...weekly, startDate: undefined }, ['startDate'], 'validation:invalidDate'],
  ['30 February', { ...weekly, startDate: '2026-02-30' }, ['startDate'], 'validation:invalidDate'],
  ['a Finnish date', { ...weekly, startDate: '5.1.2026' }, ['startDate'], 'validation:invalidDate'],
  ['untilDate not a date', { ...weekly, untilDate: '2026-13-01' }, ['untilDate'], 'validation:invalidDate'],
  ['untilDate before startDate', { ...weekly, untilDate: '2026-01-04' }, ['untilDate'], 'routes:untilBeforeStart'],
  ['both untilDate and count', { ...weekly, untilDate: '2026-03-01', count: 5 }, ['count'], 'routes:untilOrCount'],
  ['count 0', { ...weekly, count: 0 }, ['count'], 'routes:countInvalid'],
  ['count 1001', { ...weekly, count: 1001 }, ['count'], 'routes:countInvalid'],
  ['no startTime', { ...weekly, startTime: undefined }, ['startTime'], 'routes:timeFormat'],
  ['startTime 24:00', { ...weekly, startTime: '24:00' }, ['startTime'], 'routes:timeFormat'],
  ['startTime 7:00', { ...weekly, startTime: '7:00' }, ['startTime'], 'routes:timeFormat'],
  ['startTime with seconds', { ...weekly, startTime: '07:00:00' }, ['startTime'], 'routes:timeFormat'],
  ['no durationMinutes', { ...weekly, durationMinutes: undefined }, ['durationMinutes'], 'routes:durationInvalid'],
  ['durationMinutes 0', { ...weekly, durationMinutes: 0 }, ['durationMinutes'], 'routes:durationInvalid'],
  ['over two weeks', { ...weekly, durationMinutes: 14 * 24 * 60 + 1 }, ['durationMinutes'], 'routes:durationInvalid'],
  [
    'skipPublicHolidays as text',
    { ...weekly, skipPublicHolidays: 'yes' },
    ['skipPublicHolidays'],
    'validation:invalid',
  ],
  ['exceptions not a list', { ...weekly, exceptions: {} }, ['exceptions'], null],
  [
    '501 exceptions',
    { ...weekly, exceptions: Array.from({ length: 501 }, () => ({ date: '2026-01-07', action: 'skip' })) },
    ['exceptions'],
    'validation:invalid',
  ],
  [
    'an exception without a date',
    move({ date: undefined, toTime: '09:00' }),
    ['exceptions', 0, 'date'],
    'validation:invalidDate',
  ],
  ['an unknown action', move({ action: 'cancel' }), ['exceptions', 0, 'action'], 'validation:invalid'],
  ['a move to nowhere', move({}), ['exceptions', 0, 'toDate'], 'routes:moveNeedsTarget'],
  ['a move to a bad date', move({ toDate: '2026-02-29' }), ['exceptions', 0, 'toDate'], 'validation:invalidDate'],
  ['a move to a bad time', move({ toTime: '25:00' }), ['exceptions', 0, 'toTime'], 'routes:timeFormat'],
];

describe('recurrenceSchema', () => {
  it.each(invalid)('refuses %s, naming the field', (_, input, path, message) => {
    const result = recurrenceSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues).toContainEqual(
      expect.objectContaining(message === null ? { path } : { path, message }),
    );
  });

  it('names every wrong field at once, the rules between fields too', () => {
    const result = recurrenceSchema.safeParse({
      frequency: 'monthly',
      interval: 0,
      startDate: '2026-01-05',
      untilDate: '2025-12-31',
      count: 3,
      startTime: '7',
      durationMinutes: -1,
    });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual(
      expect.arrayContaining([
        ['interval', 'routes:intervalInvalid'],
        ['startTime', 'routes:timeFormat'],
        ['durationMinutes', 'routes:durationInvalid'],
        ['monthDay', 'routes:monthlyRuleOneOf'],
        ['count', 'routes:untilOrCount'],
        ['untilDate', 'routes:untilBeforeStart'],
      ]),
    );
  });

  it('takes the three kinds of rule, with no holiday skip and no exceptions by default', () => {
    expect(recurrenceSchema.parse(weekly)).toMatchObject({ skipPublicHolidays: false, exceptions: [] });
    expect(recurrenceSchema.safeParse(monthly).success).toBe(true);
    expect(recurrenceSchema.safeParse({ ...monthly, monthDay: -1, count: 12 }).success).toBe(true);
    expect(recurrenceSchema.safeParse(byWeekday).success).toBe(true);
    expect(recurrenceSchema.safeParse({ ...byWeekday, setPosition: 4, untilDate: '2026-01-05' }).success).toBe(true);
    expect(recurrenceSchema.safeParse(move({ toDate: '2026-01-10' })).success).toBe(true);
    expect(recurrenceSchema.safeParse(move({ toTime: '23:59' })).success).toBe(true);
  });
});

describe('occurrenceRangeSchema', () => {
  it.each([
    ['from not a date', { from: '2026-1-1', to: '2026-01-31' }, ['from'], 'validation:invalidDate'],
    ['to before from', { from: '2026-01-31', to: '2026-01-30' }, ['to'], 'validation:invalid'],
    ['more than a year and a day', { from: '2026-01-01', to: '2027-01-03' }, ['to'], 'routes:rangeTooLong'],
  ])('refuses %s, naming the field', (_, input, path, message) => {
    expect(occurrenceRangeSchema.safeParse(input).error?.issues).toContainEqual(
      expect.objectContaining({ path, message }),
    );
  });

  it('takes one day, and a year and a day', () => {
    expect(occurrenceRangeSchema.safeParse({ from: '2026-01-01', to: '2026-01-01' }).success).toBe(true);
    expect(occurrenceRangeSchema.safeParse({ from: '2026-01-01', to: '2027-01-02' }).success).toBe(true);
  });
});
