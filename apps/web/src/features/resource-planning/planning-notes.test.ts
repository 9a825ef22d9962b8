import { describe, expect, it } from 'vitest';
import { plannedIncome, shiftsOffTheirRoute } from './planning-notes';
import { annaDraft, bo, boPublished, testId, turku } from './test-planning';

const hourly = { ...turku, id: testId(4102), incomeBasis: 'perHour' as const, income: 45.55 };
const unpaid = { ...turku, id: testId(4103), income: 0 };

describe('planned income', () => {
  it('adds each plan’s income by its route, per run or per hour, to the cent', () => {
    // 650 per run; 45.55 × 7.5 h = 341.625 → 341.63; a plan without a route adds nothing.
    const plans = [
      annaDraft,
      { ...annaDraft, id: testId(4211), routeId: hourly.id, end: '2026-03-09T12:30:00.000Z' },
      boPublished,
    ];
    expect(plannedIncome(plans, [turku, hourly])).toEqual({ cents: 65_000 + 34_163, counted: 2, withoutIncome: [] });
  });

  it('names the routes without an income, with how many plans are on each', () => {
    const plans = [
      { ...annaDraft, routeId: unpaid.id },
      { ...annaDraft, id: testId(4212), routeId: unpaid.id },
      { ...annaDraft, id: testId(4213) },
    ];
    expect(plannedIncome(plans, [turku, unpaid])).toEqual({
      cents: 65_000,
      counted: 1,
      withoutIncome: [{ routeId: unpaid.id, plans: 2 }],
    });
  });
});

describe('recorded shifts off their plan’s route', () => {
  const shift = {
    id: testId(4302),
    driverId: bo.id,
    vehicleIds: [],
    start: '2026-03-09T05:00:00.000Z',
    end: '2026-03-09T13:00:00.000Z',
    routeId: null,
    plannedShiftId: annaDraft.id,
  };
  const plans = new Map([[annaDraft.id, annaDraft]]);

  it('finds a finished shift that carried out a plan of a route but was recorded without it', () => {
    expect(shiftsOffTheirRoute([shift], plans)).toEqual([{ shift, plannedRouteId: turku.id }]);
  });

  it('leaves out shifts on the plan’s route, running shifts and shifts without a plan', () => {
    expect(
      shiftsOffTheirRoute(
        [
          { ...shift, routeId: turku.id },
          { ...shift, id: testId(4303), end: null },
          { ...shift, id: testId(4304), plannedShiftId: null },
          { ...shift, id: testId(4305), plannedShiftId: boPublished.id },
        ],
        new Map([...plans, [boPublished.id, boPublished]]),
      ),
    ).toEqual([]);
  });
});
