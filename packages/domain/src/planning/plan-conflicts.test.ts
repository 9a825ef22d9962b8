import { describe, expect, it } from 'vitest';
import { drivingDay, utc } from '../driving-time/test-days';
import type { Activity } from '../driving-time/timeline';
import { findPlanConflicts, type PlanToCheck, type PlanningFacts } from './plan-conflicts';

/**
 * Hand-computed conflicts (issue 24, decision 0028), one group per kind, at the boundaries the
 * contract names. Times are UTC ('2025-03-10T06:00'); Helsinki is UTC+2 in winter, +3 from
 * 30 March 2025 03:00 local.
 */
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const facts = (more: Partial<PlanningFacts> = {}): PlanningFacts => ({
  zone: 'Europe/Helsinki',
  storedPlans: [],
  shifts: [],
  licences: new Map(),
  routes: new Map(),
  absences: [],
  payPeriods: [{ startDate: '2025-02-01', endDate: '2025-04-30' }],
  activities: new Map(),
  ...more,
});
const plan = (ref: string, start: string, hours: number, more: Partial<PlanToCheck> = {}): PlanToCheck => ({
  ref,
  driverId: 'ada',
  vehicleIds: [],
  start: utc(start),
  end: utc(start) + hours * HOUR,
  ...more,
});
const stored = (id: string, start: string, hours: number, more: object = {}) => ({
  ...plan(id, start, hours),
  id,
  routeId: null,
  taskIds: [],
  ...more,
});

describe('missingLicence', () => {
  const oulu = { requiredLicences: ['CE', 'ADR'], drivingMinutes: 0 };
  const licences = new Map([
    [
      'ada',
      [
        { code: 'ADR', expiresOn: '2025-03-10' },
        { code: 'CE', expiresOn: null },
      ],
    ],
  ]);
  const check = (start: string) =>
    findPlanConflicts(
      [plan('p', start, 2, { routeId: 'oulu' })],
      facts({ licences, routes: new Map([['oulu', oulu]]) }),
    );

  it('a licence is valid on its expiresOn day, in the local date the plan starts', () => {
    // 23:30 on 10 March in Helsinki.
    expect(check('2025-03-10T21:30')).toEqual([]);
  });

  it('the day after, only the expired code is missing (the plan starts 00:30 local, still 10 March in UTC)', () => {
    expect(check('2025-03-10T22:30')).toEqual([{ ref: 'p', kind: 'missingLicence', licenceCodes: ['ADR'] }]);
  });

  it('lists codes the driver lacks in the route order; no route, no check', () => {
    const plans = [
      plan('p', '2025-03-05T06:00', 2, { routeId: 'oulu', driverId: 'bo' }),
      plan('q', '2025-03-05T06:00', 2, { driverId: 'cy' }),
    ];
    expect(findPlanConflicts(plans, facts({ licences, routes: new Map([['oulu', oulu]]) }))).toEqual([
      { ref: 'p', kind: 'missingLicence', licenceCodes: ['CE', 'ADR'] },
    ]);
  });
});

describe('timeConflict', () => {
  it('touching plans do not conflict; overlapping ones do, on both, for the driver and once per vehicle pair', () => {
    const plans = [
      plan('a', '2025-03-10T06:00', 2, { vehicleIds: ['v1', 'v2'] }),
      plan('b', '2025-03-10T08:00', 1, { vehicleIds: ['v1'] }),
      plan('c', '2025-03-10T07:30', 1, { driverId: 'bo', vehicleIds: ['v1', 'v2'] }),
    ];
    expect(findPlanConflicts(plans, facts())).toEqual([
      { ref: 'a', kind: 'timeConflict', resource: 'vehicle', with: 'c' },
      { ref: 'b', kind: 'timeConflict', resource: 'vehicle', with: 'c' },
      { ref: 'c', kind: 'timeConflict', resource: 'vehicle', with: 'a' },
      { ref: 'c', kind: 'timeConflict', resource: 'vehicle', with: 'b' },
    ]);
  });

  it('against a stored plan (its id) and a recorded shift, not the shift carrying the plan out', () => {
    const plans = [plan('p', '2025-03-10T06:00', 4, { vehicleIds: ['v1'] })];
    const result = findPlanConflicts(
      plans,
      facts({
        storedPlans: [stored('s1', '2025-03-10T09:59', 1, { driverId: 'bo', vehicleIds: ['v1'] })],
        shifts: [
          {
            id: 'sh1',
            driverId: 'ada',
            vehicleIds: ['v1'],
            start: utc('2025-03-10T05:00'),
            end: utc('2025-03-10T07:00'),
            plannedShiftId: 'p',
          },
          {
            id: 'sh2',
            driverId: 'ada',
            vehicleIds: [],
            start: utc('2025-03-10T02:00'),
            end: utc('2025-03-10T06:01'),
            plannedShiftId: null,
          },
          {
            id: 'sh3',
            driverId: 'ada',
            vehicleIds: ['v1'],
            start: utc('2025-03-10T10:00'),
            end: utc('2025-03-10T11:00'),
            plannedShiftId: null,
          },
        ],
      }),
    );
    expect(result).toEqual([
      { ref: 'p', kind: 'timeConflict', resource: 'vehicle', with: 's1' },
      { ref: 'p', kind: 'timeConflict', resource: 'driver', with: 'sh2' },
    ]);
  });
});

describe('absence', () => {
  const absences = [
    { id: 'holiday', driverId: 'ada', startDate: '2025-03-12', endDate: '2025-03-14' },
    { id: 'course', driverId: 'ada', startDate: '2025-03-14', endDate: '2025-03-14' },
    { id: 'other', driverId: 'bo', startDate: '2025-03-01', endDate: '2025-03-31' },
  ];
  const check = (start: string) => findPlanConflicts([plan('p', start, 4)], facts({ absences }));

  it('a plan whose local day is in an absence, one conflict per absence', () => {
    expect(check('2025-03-12T06:00')).toEqual([{ ref: 'p', kind: 'absence', with: 'holiday' }]);
    expect(check('2025-03-14T06:00')).toEqual([
      { ref: 'p', kind: 'absence', with: 'course' },
      { ref: 'p', kind: 'absence', with: 'holiday' },
    ]);
  });

  it('the day is where the plan starts: 23:00 on the 11th running into the absence is none, 23:30 on the 14th is one, 00:30 on the 15th none', () => {
    expect(check('2025-03-11T21:00')).toEqual([]);
    expect(check('2025-03-14T22:30')).toEqual([]);
    expect(check('2025-03-14T21:30')).toEqual([
      { ref: 'p', kind: 'absence', with: 'course' },
      { ref: 'p', kind: 'absence', with: 'holiday' },
    ]);
  });
});

describe('taskAlreadyScheduled', () => {
  it('one conflict per task and other plan, on both posted plans, and against a stored plan', () => {
    const plans = [
      plan('a', '2025-03-10T06:00', 2, { taskIds: ['t1', 't2'] }),
      plan('b', '2025-03-11T06:00', 2, { taskIds: ['t2', 't3'] }),
    ];
    const result = findPlanConflicts(
      plans,
      facts({ storedPlans: [stored('s1', '2025-03-12T06:00', 2, { driverId: 'bo', taskIds: ['t1', 't2'] })] }),
    );
    expect(result).toEqual([
      { ref: 'a', kind: 'taskAlreadyScheduled', with: 'b' },
      { ref: 'a', kind: 'taskAlreadyScheduled', with: 's1' },
      { ref: 'a', kind: 'taskAlreadyScheduled', with: 's1' },
      { ref: 'b', kind: 'taskAlreadyScheduled', with: 'a' },
      { ref: 'b', kind: 'taskAlreadyScheduled', with: 's1' },
    ]);
  });
});

describe('noPayPeriod', () => {
  const payPeriods = [
    { startDate: '2025-03-01', endDate: '2025-03-15' },
    { startDate: '2025-03-17', endDate: '2025-03-30' },
  ];
  const check = (start: string) => findPlanConflicts([plan('p', start, 2)], facts({ payPeriods }));

  it('a plan on the day between two pay periods; both ends of a period are in it', () => {
    expect(check('2025-03-15T06:00')).toEqual([]);
    expect(check('2025-03-16T06:00')).toEqual([{ ref: 'p', kind: 'noPayPeriod' }]);
    expect(check('2025-03-17T06:00')).toEqual([]);
    // 21:30Z is 23:30 in Helsinki: still the 16th.
    expect(check('2025-03-16T21:30')).toEqual([{ ref: 'p', kind: 'noPayPeriod' }]);
  });

  it('on the day the clocks go forward: 20:30Z is 23:30 on the 30th, 21:30Z already 00:30 on the 31st', () => {
    expect(check('2025-03-30T20:30')).toEqual([]);
    expect(check('2025-03-30T21:30')).toEqual([{ ref: 'p', kind: 'noPayPeriod' }]);
  });
});

describe('drivingTime', () => {
  const days = (first: string, hours: number[]): Activity[] =>
    hours.flatMap((h, d) => (h > 0 ? drivingDay(utc(first) + d * DAY, h) : []));

  it('the fortnight: 85 h recorded over last week and this, a plan adding 6 h is 1 h past 90 h', () => {
    // Week of 3 March: 9 h Mon–Fri and 5 h Sat (50 h); week of 10 March: 9 h Mon–Wed, 8 h Thu (35 h).
    const recorded = [...days('2025-03-03T06:00', [9, 9, 9, 9, 9, 5]), ...days('2025-03-10T06:00', [9, 9, 9, 8])];
    const check = (hours: number, drivingMinutes: number) =>
      findPlanConflicts(
        [plan('fri', '2025-03-14T06:00', hours, { routeId: 'oulu' })],
        facts({
          routes: new Map([['oulu', { requiredLicences: [], drivingMinutes }]]),
          activities: new Map([['ada', recorded]]),
        }),
      );
    expect(check(8, 360)).toEqual([{ ref: 'fri', kind: 'drivingTime', rule: 'fortnight-driving', minutes: 60 }]);
    // 5 h brings the fortnight to exactly 90 h.
    expect(check(8, 300)).toEqual([]);
  });

  it('daily driving: two plans of 5 h 30 on one day are 11 h, 1 h past the extended 10 h, each plan its hour', () => {
    const routes = new Map([['run', { requiredLicences: [], drivingMinutes: 330 }]]);
    // 05:00–12:00: drive 4:30, break 0:45, drive 1:00, work 0:45; 13:00–20:00 the same (a 15 h duty).
    const plans = [
      plan('am', '2025-03-10T05:00', 7, { routeId: 'run' }),
      plan('pm', '2025-03-10T13:00', 7, { routeId: 'run' }),
    ];
    expect(findPlanConflicts(plans, facts({ routes }))).toEqual([
      { ref: 'am', kind: 'drivingTime', rule: 'daily-driving', minutes: 60 },
      { ref: 'pm', kind: 'drivingTime', rule: 'daily-driving', minutes: 60 },
    ]);
    // A stored plan of the same driver counts too, and gets no conflict itself.
    const withStored = findPlanConflicts(
      [plans[1]!],
      facts({ routes, storedPlans: [stored('s1', '2025-03-10T05:00', 7, { routeId: 'run' })] }),
    );
    expect(withStored).toEqual([{ ref: 'pm', kind: 'drivingTime', rule: 'daily-driving', minutes: 60 }]);
  });

  it('daily driving 9 h: with the week’s two extensions used, a 9 h 30 day is 30 min over', () => {
    const recorded = days('2025-03-10T06:00', [10, 10]);
    const routes = new Map([['long', { requiredLicences: [], drivingMinutes: 570 }]]);
    const check = (activities: Activity[]) =>
      findPlanConflicts(
        [plan('wed', '2025-03-12T06:00', 12, { routeId: 'long' })],
        facts({ routes, activities: new Map([['ada', activities]]) }),
      );
    expect(check(recorded)).toEqual([{ ref: 'wed', kind: 'drivingTime', rule: 'daily-driving', minutes: 30 }]);
    // One extension used: the plan takes the second.
    expect(check(recorded.slice(0, 5))).toEqual([]);
  });

  it('the daily rest: an evening plan and an early one leave 7 h between them', () => {
    const plans = [
      plan('eve', '2025-03-10T14:00', 8, { routeId: 'r' }),
      plan('dawn', '2025-03-11T05:00', 8, { routeId: 'r' }),
    ];
    const result = findPlanConflicts(
      plans,
      facts({ routes: new Map([['r', { requiredLicences: [], drivingMinutes: 120 }]]) }),
    );
    // 14:00–22:00 then 05:00–13:00: 23 h with no 9 h rest, 8 h past the 15 h a 24 h period allows; each plan its 8 h.
    expect(result).toEqual([
      { ref: 'eve', kind: 'drivingTime', rule: 'daily-rest', minutes: 480 },
      { ref: 'dawn', kind: 'drivingTime', rule: 'daily-rest', minutes: 480 },
    ]);
  });

  it('a plan without a route drives its whole length: 12 h is 10 h 30 of driving, 30 min past the extended 10 h', () => {
    // 4:30 + 0:45 + 4:30 + 0:45 + 1:30 = 12 h: 10 h 30 of driving.
    expect(findPlanConflicts([plan('p', '2025-03-10T05:00', 12)], facts())).toEqual([
      { ref: 'p', kind: 'drivingTime', rule: 'daily-driving', minutes: 30 },
    ]);
  });
});

describe('findPlanConflicts', () => {
  it('orders by plan, then kind, then with; a plan on its own with a licence and a pay period has none', () => {
    const plans = [
      plan('z', '2025-05-10T06:00', 2, { taskIds: ['t'] }),
      plan('y', '2025-03-10T06:00', 2, { taskIds: ['t'] }),
      plan('x', '2025-03-20T06:00', 2, { driverId: 'bo' }),
    ];
    const absences = [{ id: 'a', driverId: 'ada', startDate: '2025-05-01', endDate: '2025-05-31' }];
    expect(findPlanConflicts(plans, facts({ absences })).map((c) => [c.ref, c.kind])).toEqual([
      ['z', 'absence'],
      ['z', 'taskAlreadyScheduled'],
      ['z', 'noPayPeriod'],
      ['y', 'taskAlreadyScheduled'],
    ]);
  });
});
