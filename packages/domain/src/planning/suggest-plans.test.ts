import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { utc } from '../driving-time/test-days';
import { findPlanConflicts, type PlanningFacts } from './plan-conflicts';
import { suggestPlans, type OpenRun, type SuggestDriver, type SuggestRoute } from './suggest-plans';

/** "Fill the week" (issue 24, decision 0030): hand-made cases, and no suggestion ever has a conflict. */
const HOUR = 3_600_000;
const facts = (more: Partial<PlanningFacts> = {}): PlanningFacts => ({
  zone: 'Europe/Helsinki',
  storedPlans: [],
  shifts: [],
  licences: new Map([
    ['ada', [{ code: 'CE', expiresOn: null }]],
    ['bo', [{ code: 'CE', expiresOn: null }]],
    ['cy', [{ code: 'CE', expiresOn: null }]],
  ]),
  routes: new Map([['tku', { requiredLicences: ['CE'], drivingMinutes: 240 }]]),
  absences: [],
  payPeriods: [{ startDate: '2025-03-01', endDate: '2025-03-31' }],
  activities: new Map(),
  ...more,
});
const run = (key: string, start: string, hours = 8): OpenRun => ({
  key,
  routeId: 'tku',
  start: utc(start),
  end: utc(start) + hours * HOUR,
});
const driver = (id: string, plannedMinutes = 0, baseId: string | null = null): SuggestDriver => ({
  id,
  baseId,
  plannedMinutes,
});
const routes = (route: Partial<SuggestRoute> = {}) =>
  new Map([['tku', { usualDriverIds: [], vehicleId: null, baseId: null, ...route }]]);

describe('suggestPlans', () => {
  it('gives a run to its usual driver, with the route’s vehicle when it is free', () => {
    const { suggestions, unfilled } = suggestPlans(
      [run('mon', '2025-03-10T05:00')],
      [driver('ada'), driver('bo')],
      routes({ usualDriverIds: ['bo'], vehicleId: 'truck' }),
      facts(),
    );
    expect(unfilled).toEqual([]);
    expect(suggestions).toEqual([
      {
        runKey: 'mon',
        plan: expect.objectContaining({ driverId: 'bo', vehicleIds: ['truck'], routeId: 'tku' }),
        reasons: ['usualDriver', 'routeVehicle'],
      },
    ]);
  });

  it('passes over a driver without the licence, and prefers the route vehicle’s base', () => {
    const { suggestions } = suggestPlans(
      [run('mon', '2025-03-10T05:00')],
      [driver('dan', 0, 'vantaa'), driver('ada', 600, 'turku'), driver('bo', 0, 'vantaa')],
      routes({ usualDriverIds: ['dan'], baseId: 'turku' }),
      facts(),
    );
    expect(suggestions.map((s) => [s.plan.driverId, s.reasons])).toEqual([['ada', ['homeBase']]]);
  });

  it('shares the runs evenly: the fewest minutes planned first', () => {
    const { suggestions } = suggestPlans(
      [run('mon', '2025-03-10T05:00'), run('tue', '2025-03-11T05:00'), run('wed', '2025-03-12T05:00')],
      [driver('ada', 480), driver('bo'), driver('cy')],
      routes(),
      facts(),
    );
    expect(suggestions.map((s) => s.plan.driverId)).toEqual(['bo', 'cy', 'ada']);
    expect(suggestions.every((s) => s.reasons.includes('fewestHours'))).toBe(true);
  });

  it('leaves a run open, naming what stopped the drivers', () => {
    const noLicence = suggestPlans([run('mon', '2025-03-10T05:00')], [driver('dan')], routes(), facts());
    expect(noLicence).toEqual({ suggestions: [], unfilled: [{ runKey: 'mon', blockedBy: 'missingLicence' }] });
    const unpaid = suggestPlans([run('apr', '2025-04-07T05:00')], [driver('ada')], routes(), facts());
    expect(unpaid.unfilled).toEqual([{ runKey: 'apr', blockedBy: 'noPayPeriod' }]);
    const busy = suggestPlans(
      [run('mon', '2025-03-10T05:00')],
      [driver('ada')],
      routes(),
      facts({
        storedPlans: [
          {
            id: 'p',
            driverId: 'ada',
            vehicleIds: [],
            start: utc('2025-03-10T04:00'),
            end: utc('2025-03-10T09:00'),
            routeId: null,
            taskIds: [],
          },
        ],
      }),
    );
    expect(busy.unfilled).toEqual([{ runKey: 'mon', blockedBy: 'noDriver' }]);
  });

  it('never suggests plans that conflict, with what is stored or with each other', () => {
    const hour = fc.integer({ min: 0, max: 20 });
    fc.assert(
      fc.property(
        fc.array(fc.record({ day: fc.integer({ min: 3, max: 16 }), hour, hours: fc.integer({ min: 1, max: 14 }) }), {
          minLength: 1,
          maxLength: 25,
        }),
        fc.array(fc.record({ day: fc.integer({ min: 3, max: 16 }), hour, hours: fc.integer({ min: 1, max: 12 }) }), {
          maxLength: 8,
        }),
        fc.integer({ min: 1, max: 3 }),
        (runSpecs, storedSpecs, driverCount) => {
          const at = (day: number, h: number) => Date.UTC(2025, 2, day, h);
          const runs = runSpecs.map((spec, i) => ({
            key: `r${i}`,
            routeId: 'tku',
            start: at(spec.day, spec.hour),
            end: at(spec.day, spec.hour) + spec.hours * HOUR,
          }));
          const drivers = ['ada', 'bo', 'cy'].slice(0, driverCount).map((id) => driver(id));
          const stored = facts({
            storedPlans: storedSpecs.map((spec, i) => ({
              id: `s${i}`,
              driverId: ['ada', 'bo', 'cy'][i % 3]!,
              vehicleIds: ['truck'],
              start: at(spec.day, spec.hour),
              end: at(spec.day, spec.hour) + spec.hours * HOUR,
              routeId: null,
              taskIds: [],
            })),
          });
          const { suggestions, unfilled } = suggestPlans(runs, drivers, routes({ vehicleId: 'truck' }), stored);
          expect(suggestions.length + unfilled.length).toBe(runs.length);
          expect(
            findPlanConflicts(
              suggestions.map((s) => s.plan),
              stored,
            ),
          ).toEqual([]);
        },
      ),
      { numRuns: 200 },
    );
  });
});
