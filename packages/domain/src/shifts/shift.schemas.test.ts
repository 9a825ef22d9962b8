import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { absenceInputSchema, defaultAbsenceKind, isAbsenceWorkType } from './absence.schemas';
import { checkShiftEvents } from './shift-events';
import { shiftInputSchema, shiftUpdateSchema } from './shift.schemas';
import { approveRangeSchema, shiftsQuerySchema } from './timesheet.schemas';

const DRIVER = '00000000-0000-4000-8000-000000000001';
const issuesOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]);

describe('shift input', () => {
  it('takes a decimal comma for km and consumption and fills the defaults', () => {
    const parsed = shiftInputSchema.parse({
      driverId: DRIVER,
      events: [{ workType: 1, start: '2026-11-02T04:00:00Z', end: '2026-11-02T08:00:00Z' }],
      startKm: '120 400,5',
      endKm: 120_750,
      consumptionLitres: '98,4',
    });
    expect(parsed).toMatchObject({
      startKm: 120_400.5,
      endKm: 120_750,
      consumptionLitres: 98.4,
      vehicleIds: [],
      bonuses: [],
      dailyAllowance: 0,
      routeId: null,
    });
    expect(parsed.events[0]).toEqual({
      workType: 1,
      start: '2026-11-02T04:00:00Z',
      end: '2026-11-02T08:00:00Z',
      answer: null,
      cutBefore: false,
      cutAfter: false,
    });
  });

  it("names each problem at its field with the spec's messages", () => {
    const result = shiftInputSchema.safeParse({
      driverId: DRIVER,
      events: [
        { workType: 1, start: '2026-11-02T06:00:00Z', end: '2026-11-02T08:00:00Z' },
        { workType: 11, start: '2026-11-02T07:30:00Z', end: '2026-11-02T09:00:00Z' },
      ],
      startKm: 500,
      endKm: 400,
      bonuses: [{ type: 'adr' }, { type: 'adr', hours: 2 }],
      dailyAllowance: 7,
    });
    expect(issuesOf(result)).toEqual([
      ['events.1.workType', 'shifts:notAnEventType'],
      ['dailyAllowance', 'validation:invalid'],
      ['events.0.end', 'shifts:problems.eventEndAfterNextStart'],
      ['events.1.start', 'shifts:problems.eventStartBeforePreviousEnd'],
      ['events', 'shifts:problems.eventsOverlap'],
      ['bonuses.1.type', 'shifts:duplicateBonus'],
      ['endKm', 'shifts:endKmBeforeStartKm'],
    ]);
  });

  it('needs an event, and a version for a change', () => {
    expect(issuesOf(shiftInputSchema.safeParse({ driverId: DRIVER, events: [] }))).toEqual([
      ['events', 'shifts:problems.shiftNeedsEvent'],
    ]);
    const update = shiftUpdateSchema.safeParse({
      driverId: DRIVER,
      events: [{ workType: 2, start: '2026-11-02T06:00:00+02:00' }],
    });
    expect(issuesOf(update)).toEqual([['version', 'validation:required']]);
  });

  it('agrees with the domain rule on any events (property)', () => {
    const minute = 60_000;
    const base = Date.parse('2026-10-24T20:00:00Z');
    const event = fc.record({
      workType: fc.constantFrom(1, 2, 5, 19),
      start: fc.integer({ min: 0, max: 24 * 60 }),
      length: fc.option(fc.integer({ min: -30, max: 600 }), { nil: undefined }),
    });
    fc.assert(
      fc.property(fc.array(event, { maxLength: 8 }), (drawn) => {
        const events = drawn.map((e) => ({
          workType: e.workType,
          start: base + e.start * minute,
          end: e.length === undefined ? undefined : base + (e.start + e.length) * minute,
        }));
        const input = events.map((e) => ({
          workType: e.workType,
          start: new Date(e.start).toISOString(),
          end: e.end === undefined ? null : new Date(e.end).toISOString(),
        }));
        const messages = issuesOf(shiftInputSchema.safeParse({ driverId: DRIVER, events: input })).map(
          ([, message]) => message,
        );
        expect(messages).toEqual(checkShiftEvents(events).map((problem) => `shifts:problems.${problem.code}`));
      }),
    );
  });
});

describe('absence input', () => {
  it('takes the absence and contract types only: 11–18 and 20–28', () => {
    const types = Array.from({ length: 30 }, (_, i) => i).filter(isAbsenceWorkType);
    expect(types).toEqual([11, 12, 13, 14, 15, 16, 17, 18, 20, 21, 22, 23, 24, 25, 26, 27, 28]);
  });

  it('proposes a kind from the type', () => {
    expect([11, 12, 15, 18, 21, 22, 25].map(defaultAbsenceKind)).toEqual([
      'contract',
      'compensate',
      'absence',
      'vacation',
      'training',
      'training',
      'absence',
    ]);
  });

  it('refuses a last day before the first, more than 366 days, and hours outside (0, 24]', () => {
    const absence = { driverId: DRIVER, workType: 15, kind: 'absence', startDate: '2026-11-05', endDate: '2026-11-05' };
    expect(absenceInputSchema.parse({ ...absence, hours: '2,5' })).toMatchObject({ hours: 2.5, note: '' });
    expect(issuesOf(absenceInputSchema.safeParse({ ...absence, endDate: '2026-11-04' }))).toEqual([
      ['endDate', 'shifts:absenceEndBeforeStart'],
    ]);
    expect(
      issuesOf(absenceInputSchema.safeParse({ ...absence, startDate: '2026-01-01', endDate: '2027-01-02' })),
    ).toEqual([['endDate', 'shifts:absenceTooLong']]);
    expect(issuesOf(absenceInputSchema.safeParse({ ...absence, hours: 0 }))).toEqual([['hours', 'validation:invalid']]);
    expect(issuesOf(absenceInputSchema.safeParse({ ...absence, startDate: '2026-02-30' }))).toEqual([
      ['startDate', 'validation:invalidDate'],
    ]);
  });
});

describe('period queries', () => {
  it('take at most 366 days, the end not before the start, and a page of at most 500', () => {
    expect(shiftsQuerySchema.parse({ from: '2026-11-01', to: '2026-11-30' })).toMatchObject({ limit: 100 });
    expect(issuesOf(shiftsQuerySchema.safeParse({ from: '2026-11-02', to: '2026-11-01' }))).toEqual([
      ['to', 'shifts:periodEndBeforeStart'],
    ]);
    expect(issuesOf(shiftsQuerySchema.safeParse({ from: '2026-01-01', to: '2027-01-02' }))).toEqual([
      ['to', 'shifts:periodTooLong'],
    ]);
    expect(shiftsQuerySchema.safeParse({ from: '2026-01-01', to: '2027-01-01' }).success).toBe(true);
    expect(issuesOf(shiftsQuerySchema.safeParse({ from: '2026-11-01', to: '2026-11-30', limit: '501' }))).toEqual([
      ['limit', 'validation:invalid'],
    ]);
    expect(approveRangeSchema.safeParse({ driverId: DRIVER, from: '2026-11-02', to: '2026-11-08' }).success).toBe(true);
  });
});
