import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { utc } from '../driving-time/test-days';
import type { Activity } from '../driving-time/timeline';
import { findPlanConflicts, type PlanToCheck, type PlanningFacts } from './plan-conflicts';
import { PLAN_CONFLICT_KINDS, type PlanConflict } from './planning.schemas';

/**
 * Properties of the conflicts (decision 0028) over random plans crowded onto few drivers,
 * vehicles and tasks over ten days, with stored plans, recorded shifts and driving, so that
 * every kind, driving-time rules among them, turns up often.
 */
const MINUTE = 60_000;
const FIRST = utc('2025-03-24T00:00'); // the week holding Helsinki's spring change
const DRIVERS = ['ada', 'bo', 'cy'];
const VEHICLES = ['v1', 'v2', 'v3'];
const TASKS = ['t1', 't2', 't3', 't4'];
const ROUTES = new Map([
  ['short', { requiredLicences: ['C'], drivingMinutes: 120 }],
  ['long', { requiredLicences: ['CE', 'ADR'], drivingMinutes: 540 }],
  ['export', { requiredLicences: ['CE'], drivingMinutes: 1500 }],
]);

const span = fc.record({
  start: fc.integer({ min: 0, max: 10 * 96 }).map((quarter) => FIRST + quarter * 15 * MINUTE),
  minutes: fc.oneof(fc.integer({ min: 15, max: 16 * 60 }), fc.integer({ min: 16 * 60, max: 3 * 24 * 60 })),
});
const planFields = fc.record({
  driverId: fc.constantFrom(...DRIVERS),
  vehicleIds: fc.subarray(VEHICLES, { maxLength: 2 }),
  span,
  routeId: fc.option(fc.constantFrom(...ROUTES.keys()), { nil: undefined }),
  taskIds: fc.subarray(TASKS, { maxLength: 2 }),
});
const posted = fc.array(planFields, { minLength: 1, maxLength: 8 }).map((plans) =>
  plans.map(({ span: { start, minutes }, ...plan }, i): PlanToCheck => ({
    ...plan,
    ref: `p${i}`,
    start,
    end: start + minutes * MINUTE,
  })),
);
const recorded = fc.array(fc.record({ kind: fc.constantFrom('drive', 'work', 'break' as const), span }), {
  maxLength: 6,
});
const facts = fc
  .record({
    stored: fc.array(planFields, { maxLength: 4 }),
    shifts: fc.array(
      fc.record({ driverId: fc.constantFrom(...DRIVERS), vehicleIds: fc.subarray(VEHICLES), span, carries: fc.nat(9) }),
      {
        maxLength: 3,
      },
    ),
    expiries: fc.array(fc.option(fc.integer({ min: 20, max: 31 }), { nil: null }), { minLength: 3, maxLength: 3 }),
    absence: fc.record({
      driverId: fc.constantFrom(...DRIVERS),
      first: fc.integer({ min: 24, max: 31 }),
      days: fc.nat(3),
    }),
    payPeriodGap: fc.integer({ min: 24, max: 34 }),
    recorded: fc.array(recorded, { minLength: 3, maxLength: 3 }),
  })
  .map((f): PlanningFacts => ({
    zone: 'Europe/Helsinki',
    storedPlans: f.stored.map(({ span: { start, minutes }, routeId, taskIds, ...plan }, i) => ({
      ...plan,
      id: `s${i}`,
      start,
      end: start + minutes * MINUTE,
      routeId: routeId ?? null,
      taskIds,
    })),
    shifts: f.shifts.map(({ span: { start, minutes }, carries, ...shift }, i) => ({
      ...shift,
      id: `sh${i}`,
      start,
      end: start + minutes * MINUTE,
      plannedShiftId: carries < 8 ? `p${carries}` : null,
    })),
    licences: new Map(
      DRIVERS.map((driverId, i) => [
        driverId,
        i === 2 ? [] : ['C', 'CE', 'ADR'].map((code) => ({ code, expiresOn: dateOfMarch(f.expiries[i]) })),
      ]),
    ),
    routes: ROUTES,
    absences: [
      {
        id: 'a1',
        driverId: f.absence.driverId,
        startDate: `2025-03-${f.absence.first}`,
        endDate: dateOfMarch(Math.min(31, f.absence.first + f.absence.days))!,
      },
    ],
    payPeriods: [
      { startDate: '2025-03-01', endDate: dateOfMarch(f.payPeriodGap - 1)! },
      { startDate: f.payPeriodGap + 1 > 31 ? '2025-04-01' : dateOfMarch(f.payPeriodGap + 1)!, endDate: '2025-05-31' },
    ],
    activities: new Map(
      DRIVERS.map((driverId, i) => [
        driverId,
        f.recorded[i]!.map(({ kind, span: { start, minutes } }): Activity => ({
          kind,
          start: start - 7 * 24 * 60 * MINUTE,
          end: start - 7 * 24 * 60 * MINUTE + Math.min(minutes, 600) * MINUTE,
        })),
      ]),
    ),
  }));
function dateOfMarch(day: number | null | undefined): string | null {
  if (day === null || day === undefined) return null;
  return day > 31 ? `2025-04-${String(day - 31).padStart(2, '0')}` : `2025-03-${String(day).padStart(2, '0')}`;
}

/** What makes a conflict itself; a drivingTime conflict is the plan's, whichever rule it names and by how much. */
const identity = (c: PlanConflict) =>
  c.kind === 'drivingTime'
    ? `${c.ref} drivingTime`
    : JSON.stringify([c.ref, c.kind, c.resource, c.with, c.licenceCodes]);
const count = (conflicts: PlanConflict[]) => {
  const counts = new Map<string, number>();
  for (const c of conflicts) counts.set(identity(c), (counts.get(identity(c)) ?? 0) + 1);
  return counts;
};
const RUNS = { numRuns: 400 };

describe('findPlanConflicts properties', () => {
  it('removing a posted plan never adds a conflict to the others (nor a repeat of one)', () => {
    fc.assert(
      fc.property(posted, facts, fc.nat(), (plans, stored, pick) => {
        const removed = pick % plans.length;
        const before = count(findPlanConflicts(plans, stored));
        const after = count(findPlanConflicts(plans.toSpliced(removed, 1), stored));
        for (const [key, times] of after) expect([key, times]).toEqual([key, Math.min(times, before.get(key) ?? 0)]);
      }),
      RUNS,
    );
  });

  it('a time or task conflict between two posted plans is reported on both', () => {
    fc.assert(
      fc.property(posted, facts, (plans, stored) => {
        const refs = new Set(plans.map((plan) => plan.ref));
        const between = findPlanConflicts(plans, stored).filter(
          (c) => (c.kind === 'timeConflict' || c.kind === 'taskAlreadyScheduled') && refs.has(c.with!),
        );
        const mirrored = between.map((c) => ({ ...c, ref: c.with!, with: c.ref }));
        expect(count(mirrored)).toEqual(count(between));
      }),
      RUNS,
    );
  });

  it('every conflict names a posted plan, in the plans’ order, then by kind and with', () => {
    fc.assert(
      fc.property(posted, facts, (plans, stored) => {
        const order = plans.map((plan) => plan.ref);
        const conflicts = findPlanConflicts(plans, stored);
        const keys = conflicts.map((c) => [order.indexOf(c.ref), PLAN_CONFLICT_KINDS.indexOf(c.kind), c.with ?? '']);
        for (const [index] of keys) expect(index).toBeGreaterThanOrEqual(0);
        const sorted = [...keys].sort(
          (a, b) =>
            (a[0] as number) - (b[0] as number) ||
            (a[1] as number) - (b[1] as number) ||
            (a[2]! < b[2]! ? -1 : a[2]! > b[2]! ? 1 : 0),
        );
        expect(keys).toEqual(sorted);
      }),
      RUNS,
    );
  });

  it('plans apart from everything, by licensed drivers within pay periods, have no conflict but driving time', () => {
    fc.assert(
      fc.property(posted, (plans) => {
        // Each plan its own driver, vehicles and tasks, a day apart from the next.
        const apart = plans.map((plan, i) => ({
          ...plan,
          driverId: `d${i}`,
          vehicleIds: plan.vehicleIds.map((v) => `${v}-${i}`),
          taskIds: plan.taskIds?.map((t) => `${t}-${i}`),
        }));
        const licences = new Map(
          apart.map((plan) => [
            plan.driverId,
            [
              { code: 'C', expiresOn: null },
              { code: 'CE', expiresOn: null },
              { code: 'ADR', expiresOn: null },
            ],
          ]),
        );
        const kinds = findPlanConflicts(apart, {
          zone: 'Europe/Helsinki',
          storedPlans: [],
          shifts: [],
          licences,
          routes: ROUTES,
          absences: [],
          payPeriods: [{ startDate: '2025-01-01', endDate: '2025-12-31' }],
          activities: new Map(),
        }).map((c) => c.kind);
        expect(kinds.filter((kind) => kind !== 'drivingTime')).toEqual([]);
      }),
      RUNS,
    );
  });
});
