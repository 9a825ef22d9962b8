import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, dayOfWeek } from '../payroll/calendar-dates';
import { finnishHolidayCalendar, isHoliday } from '../payroll/finnish-holidays';
import { localDayHours, zoneOffsetMinutes } from '../platform/time-zones';
import { expandRecurrence } from './recurrence';
import { WEEKDAY_CODES, type Occurrence, type Recurrence, type WeekdayCode } from './recurrence.schemas';

/**
 * Properties of the recurrence engine (decision 0026) over random rules, ranges and zones,
 * checked against a slow oracle written with plain date text: whatever the engine lists is a
 * rule date at the rule's local time, and it lists all of them.
 */
const ZONES = ['Europe/Helsinki', 'Europe/Stockholm', 'America/New_York', 'Australia/Lord_Howe', 'UTC'];
const pad = (value: number) => String(value).padStart(2, '0');
const weekdayCode = (date: string): WeekdayCode => WEEKDAY_CODES[(dayOfWeek(date) + 6) % 7]!;
const mondayOf = (date: string) => addDays(date, -((dayOfWeek(date) + 6) % 7));
const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);
const monthsOf = (date: string) => Number(date.slice(0, 4)) * 12 + Number(date.slice(5, 7));

/** Whether `date` is one of the rule's dates, ignoring where the rule ends (the oracle). */
function matchesRule(recurrence: Recurrence, date: string): boolean {
  if (date < recurrence.startDate) return false;
  if (recurrence.frequency === 'weekly') {
    const weeks = daysBetween(mondayOf(recurrence.startDate), mondayOf(date)) / 7;
    return weeks % recurrence.interval === 0 && (recurrence.weekdays ?? []).includes(weekdayCode(date));
  }
  if ((monthsOf(date) - monthsOf(recurrence.startDate)) % recurrence.interval !== 0) return false;
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const length = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (recurrence.monthDay !== undefined)
    return day === (recurrence.monthDay === -1 ? length : Math.min(recurrence.monthDay, length));
  // The n-th weekday of a month falls on days 7n − 6 … 7n; the last one within a week of the month's end.
  if (weekdayCode(date) !== recurrence.weekday) return false;
  return recurrence.setPosition === -1 ? day + 7 > length : Math.ceil(day / 7) === recurrence.setPosition;
}

/** The rule's dates from startDate to `to`, ended by untilDate or count, with skipped holidays left out. */
function oracleDates(recurrence: Recurrence, from: string, to: string): string[] {
  const dates: string[] = [];
  let counted = 0;
  for (let date = recurrence.startDate; date <= to; date = addDays(date, 1)) {
    if (recurrence.untilDate !== undefined && date > recurrence.untilDate) break;
    if (recurrence.count !== undefined && counted >= recurrence.count) break;
    if (!matchesRule(recurrence, date)) continue;
    counted++;
    if (date >= from && !(recurrence.skipPublicHolidays && isHoliday(date, finnishHolidayCalendar))) dates.push(date);
  }
  return dates;
}

const dateIn = (first: string, days: number) => fc.integer({ min: 0, max: days }).map((n) => addDays(first, n));
const clockTime = fc
  .integer({ min: 0, max: 1439 })
  .map((minute) => `${pad(Math.floor(minute / 60))}:${pad(minute % 60)}`);
const rulePart = fc.oneof(
  fc.record({ frequency: fc.constant('weekly' as const), weekdays: fc.subarray([...WEEKDAY_CODES], { minLength: 1 }) }),
  fc.record({
    frequency: fc.constant('monthly' as const),
    monthDay: fc.oneof(fc.integer({ min: 1, max: 31 }), fc.constant(-1)),
  }),
  fc.record({
    frequency: fc.constant('monthly' as const),
    setPosition: fc.constantFrom(1, 2, 3, 4, -1),
    weekday: fc.constantFrom(...WEEKDAY_CODES),
  }),
);

/** A rule without exceptions, starting in 2025–2027, ending never, on a date, or after a count. */
const plainRecurrence = fc
  .record({
    rule: rulePart,
    interval: fc.integer({ min: 1, max: 4 }),
    startDate: dateIn('2025-01-01', 3 * 365),
    startTime: clockTime,
    durationMinutes: fc.integer({ min: 1, max: 3 * 24 * 60 }),
    skipPublicHolidays: fc.boolean(),
    end: fc.oneof(
      fc.constant({}),
      fc.integer({ min: 0, max: 400 }).map((days) => ({ untilDays: days })),
      fc.integer({ min: 1, max: 40 }).map((count) => ({ count })),
    ),
  })
  .map(({ rule, end, ...fields }): Recurrence => {
    const untilDate = 'untilDays' in end ? addDays(fields.startDate, end.untilDays) : undefined;
    return { ...rule, ...fields, untilDate, count: 'count' in end ? end.count : undefined, exceptions: [] };
  });

/** The same with a few exceptions near its start: skips and moves in time, in date or both. */
const recurrenceWithExceptions = plainRecurrence.chain((recurrence) =>
  fc
    .array(
      fc.record({
        date: dateIn(recurrence.startDate, 60),
        action: fc.constantFrom('skip' as const, 'move' as const),
        toDate: fc.option(dateIn(addDays(recurrence.startDate, -30), 120), { nil: undefined }),
        toTime: fc.option(clockTime, { nil: undefined }),
      }),
      { maxLength: 6 },
    )
    .map((exceptions) => ({
      ...recurrence,
      exceptions: exceptions.map((e) =>
        e.action === 'move' && !e.toDate && !e.toTime ? { ...e, toTime: '12:00' } : e,
      ),
    })),
);

const rangeNear = (startDate: string) =>
  fc
    .tuple(fc.integer({ min: -60, max: 400 }), fc.integer({ min: 0, max: 200 }))
    .map(([offset, length]) => ({ from: addDays(startDate, offset), to: addDays(startDate, offset + length) }));

const expand = (recurrence: Recurrence, range: { from: string; to: string }, zone = 'Europe/Helsinki') =>
  expandRecurrence(recurrence, range, { zone, holidays: finnishHolidayCalendar });

const ISO = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2}):00([+-])(\d{2}):(\d{2})$/;
/** The offset printed in an ISO text, in minutes. */
function printedOffset(text: string): number {
  const [, , , sign, hours, minutes] = ISO.exec(text)!;
  return (sign === '-' ? -1 : 1) * (Number(hours) * 60 + Number(minutes));
}

describe('expandRecurrence (properties)', () => {
  it('lists exactly the rule dates (less skipped holidays) at the rule time, with the zone offsets Intl gives', () => {
    fc.assert(
      fc.property(
        plainRecurrence.chain((r) => fc.tuple(fc.constant(r), rangeNear(r.startDate), fc.constantFrom(...ZONES))),
        ([recurrence, range, zone]) => {
          const occurrences = expand(recurrence, range, zone);
          expect(occurrences.map((o) => o.date)).toEqual(oracleDates(recurrence, range.from, range.to));
          for (const occurrence of occurrences) {
            expect(occurrence.status).toBe('planned');
            expect(occurrence.start).toMatch(ISO);
            expect(occurrence.end).toMatch(ISO);
            expect(occurrence.start.slice(0, 10)).toBe(occurrence.date);
            const start = Date.parse(occurrence.start);
            const end = Date.parse(occurrence.end);
            expect(end - start).toBe(recurrence.durationMinutes * 60_000);
            expect(printedOffset(occurrence.start)).toBe(zoneOffsetMinutes(start, zone));
            expect(printedOffset(occurrence.end)).toBe(zoneOffsetMinutes(end, zone));
            // Only on a clock-change day may the clock show another time than the rule's (a skipped one).
            if (localDayHours(occurrence.date, zone) === 24)
              expect(occurrence.start.slice(11, 16)).toBe(recurrence.startTime);
          }
        },
      ),
    );
  });

  it('skipping one listed run removes exactly that run', () => {
    fc.assert(
      fc.property(
        plainRecurrence.chain((r) => fc.tuple(fc.constant(r), rangeNear(r.startDate), fc.nat())),
        ([recurrence, range, pick]) => {
          const all = expand(recurrence, range);
          fc.pre(all.length > 0);
          const index = pick % all.length;
          const skipped = expand({ ...recurrence, exceptions: [{ date: all[index]!.date, action: 'skip' }] }, range);
          expect(skipped).toEqual(all.filter((_, i) => i !== index));
        },
      ),
    );
  });

  it('a range split at any date gives its two halves, one after the other; every list is in start order', () => {
    fc.assert(
      fc.property(
        recurrenceWithExceptions.chain((r) =>
          fc.tuple(fc.constant(r), rangeNear(r.startDate), fc.nat(), fc.constantFrom(...ZONES)),
        ),
        ([recurrence, range, pick, zone]) => {
          const whole = expand(recurrence, range, zone);
          const length = daysBetween(range.from, range.to);
          fc.pre(length > 0);
          const last = addDays(range.from, pick % length); // the first half's last date
          const first = expand(recurrence, { from: range.from, to: last }, zone);
          const second = expand(recurrence, { from: addDays(last, 1), to: range.to }, zone);
          expect([...first, ...second]).toEqual(whole);
          expect(isInStartOrder(whole)).toBe(true);
        },
      ),
    );
  });

  it('never lists more runs than count, and all of them when nothing is skipped', () => {
    fc.assert(
      fc.property(
        recurrenceWithExceptions.filter((r) => r.count !== undefined),
        fc.integer({ min: -400, max: 400 }),
        (recurrence, offset) => {
          const monthsNeeded = recurrence.count! * recurrence.interval + 1;
          const everything = {
            from: addDays(recurrence.startDate, -200),
            to: addDays(recurrence.startDate, monthsNeeded * 31),
          };
          expect(expand(recurrence, everything).length).toBeLessThanOrEqual(recurrence.count!);
          const somewhere = {
            from: addDays(recurrence.startDate, offset),
            to: addDays(recurrence.startDate, offset + 366),
          };
          expect(expand(recurrence, somewhere).length).toBeLessThanOrEqual(recurrence.count!);
          const plain = { ...recurrence, exceptions: [], skipPublicHolidays: false };
          expect(expand(plain, everything)).toHaveLength(recurrence.count!);
        },
      ),
    );
  });

  it('lists a moved run by its new date with its rule date as originalDate, at the time asked for', () => {
    fc.assert(
      fc.property(
        recurrenceWithExceptions.chain((r) => fc.tuple(fc.constant(r), rangeNear(r.startDate))),
        ([recurrence, range]) => {
          for (const occurrence of expand(recurrence, range).filter((o) => o.status === 'moved')) {
            const exception = recurrence.exceptions.findLast((e) => e.date === occurrence.originalDate)!;
            expect(exception.action).toBe('move');
            expect(matchesRule(recurrence, exception.date)).toBe(true);
            expect(occurrence.date).toBe(exception.toDate ?? exception.date);
            expect(occurrence.date >= range.from && occurrence.date <= range.to).toBe(true);
            if (localDayHours(occurrence.date, 'Europe/Helsinki') === 24)
              expect(occurrence.start.slice(11, 16)).toBe(exception.toTime ?? recurrence.startTime);
          }
        },
      ),
    );
  });
});

describe('expandRecurrence on clock-change days', () => {
  /** The local dates of 2026 whose day is not 24 hours long in `zone`. */
  const changeDays = (zone: string) =>
    Array.from({ length: 365 }, (_, day) => addDays('2026-01-01', day)).filter(
      (date) => localDayHours(date, zone) !== 24,
    );
  /** What the zone's clocks show at `instant`, as 'YYYY-MM-DDTHH:mm'. */
  const wallAt = (instant: number, zone: string) =>
    new Date(instant + zoneOffsetMinutes(instant, zone) * 60_000).toISOString().slice(0, 16);

  it.each(ZONES.filter((zone) => zone !== 'UTC'))(
    '%s: every minute of both days starts when the clocks show it, the earlier if twice, later by the gap if never',
    (zone) => {
      const days = changeDays(zone);
      expect(days).toHaveLength(2);
      for (const date of days)
        for (let minute = 0; minute < 1440; minute++) {
          const startTime = `${pad(Math.floor(minute / 60))}:${pad(minute % 60)}`;
          const recurrence: Recurrence = {
            frequency: 'weekly',
            interval: 1,
            weekdays: [weekdayCode(date)],
            startDate: date,
            startTime,
            durationMinutes: 60,
            skipPublicHolidays: false,
            exceptions: [],
          };
          const [run] = expand(recurrence, { from: date, to: date }, zone);
          const start = Date.parse(run!.start);
          expect(printedOffset(run!.start)).toBe(zoneOffsetMinutes(start, zone));
          const gap = zoneOffsetMinutes(start, zone) - zoneOffsetMinutes(start - 86_400_000, zone);
          const shown = wallAt(start, zone);
          if (shown === `${date}T${startTime}`) {
            // Shown twice: the earlier. An hour (or half an hour) before, the clocks did not show it.
            for (const earlier of [30, 60]) expect(wallAt(start - earlier * 60_000, zone)).not.toBe(shown);
          } else {
            // Never shown: the time the same distance past the gap's start.
            expect(gap).toBeGreaterThan(0);
            expect(Date.parse(`${shown}Z`) - Date.parse(`${date}T${startTime}Z`)).toBe(gap * 60_000);
          }
        }
    },
  );
});

function isInStartOrder(occurrences: readonly Occurrence[]): boolean {
  return occurrences.every((o, i) => i === 0 || Date.parse(occurrences[i - 1]!.start) <= Date.parse(o.start));
}
