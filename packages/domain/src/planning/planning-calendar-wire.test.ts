import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { planningCalendarAnswerSchema } from './planning-calendar-answer';
import { compactCalendar, expandCalendar, planningCalendarWireSchema } from './planning-calendar-wire';
import type { CalendarPlan, PlanningCalendar } from './planning-calendar.schemas';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const driver = (n: number) => ({
  id: id(n),
  name: `Kuljettaja ${n}`,
  employeeNumber: String(n),
  baseId: null,
  departmentId: null,
  driverGroupId: null,
  standardHours: 7.5,
});
const route = {
  id: id(900),
  name: 'Vantaa–Tampere',
  code: 'VT',
  requiredLicences: ['CE'],
  drivingMinutes: 180,
  departmentId: null,
  incomeBasis: 'perRun' as const,
  income: 600,
  baseId: null,
  vehicleId: id(800),
};

function plan(n: number, driverId: string, start: string, end: string, routeId: string | null): CalendarPlan {
  return {
    id: id(n),
    driverId,
    vehicleIds: [id(800)],
    start,
    end,
    routeId,
    taskIds: [],
    status: 'published',
    createdBy: null,
    version: 1,
  };
}

const week: PlanningCalendar = {
  from: '2026-03-09',
  to: '2026-03-15',
  zone: 'Europe/Helsinki',
  drivers: [driver(1), driver(2)],
  routes: [route],
  plans: [
    plan(101, id(2), '2026-03-09T05:00:00.000Z', '2026-03-09T13:00:00.000Z', route.id),
    { ...plan(102, id(1), '2026-03-10T05:30:00.000Z', '2026-03-10T14:00:00.000Z', null), createdBy: id(700) },
    // A driver no longer employed in the period, on a route that has ended: sent by id.
    plan(103, id(3), '2026-03-11T04:00:00.000Z', '2026-03-11T12:00:00.000Z', id(901)),
  ],
  shifts: [
    {
      id: id(201),
      driverId: id(1),
      vehicleIds: [id(800), id(801)],
      start: '2026-03-08T22:00:30.250Z',
      end: null,
      routeId: null,
      plannedShiftId: null,
    },
  ],
  absences: [
    {
      id: id(301),
      driverId: id(2),
      kind: 'vacation',
      startDate: '2026-03-12',
      endDate: '2026-03-13',
      approval: 'approved',
    },
  ],
  tasks: [
    {
      id: id(401),
      start: '2026-03-12T06:00:00.000Z',
      end: '2026-03-12T09:30:00.000Z',
      vehicleId: id(802),
      driverId: id(1),
      description: 'Nosturin siirto Tampereelle',
      customer: 'Pirkan Nosturit Oy',
    },
    {
      id: id(402),
      start: '2026-03-13T06:00:00.000Z',
      end: '2026-03-13T07:00:00.000Z',
      vehicleId: id(800),
      driverId: null,
      description: 'Lavat',
      customer: null,
    },
  ],
  runs: [
    {
      routeId: route.id,
      date: '2026-03-09',
      start: '2026-03-09T05:00:00.000Z',
      end: '2026-03-09T13:00:00.000Z',
      plannedShiftId: id(101),
    },
    {
      routeId: route.id,
      date: '2026-03-10',
      start: '2026-03-10T05:00:00.000Z',
      end: '2026-03-10T13:00:00.000Z',
      plannedShiftId: null,
    },
  ],
};

describe('the calendar as sent', () => {
  it('names each driver, route, vehicle and planner once and sends minutes from `from` at 00:00 UTC', () => {
    const wire = compactCalendar(week);
    expect(planningCalendarWireSchema.parse(wire)).toEqual(wire);
    expect(wire.vehicles).toEqual([id(800), id(801), id(802)]);
    expect(wire.users).toEqual([id(700)]);
    // Driver by driver in the list's order, then the unlisted one; each driver's plans by start.
    expect(wire.plans.map((p) => [p.id, p.driver, p.route, p.start, p.end, p.createdBy])).toEqual([
      [id(102), 0, null, 1440 + 5 * 60 + 30, 1440 + 14 * 60, 0],
      [id(101), 1, 0, 5 * 60, 13 * 60, null],
      [id(103), id(3), id(901), 2 * 1440 + 4 * 60, 2 * 1440 + 12 * 60, null],
    ]);
    // 22:00:30.250 the day before: 120 minutes less half a minute and a quarter second.
    expect(wire.shifts[0]).toMatchObject({ driver: 0, vehicles: [0, 1], start: -(120 - 30.25 / 60), end: null });
    expect(wire.absences[0]).toMatchObject({ id: id(301), driver: 1 });
    expect(wire.openRuns).toEqual([{ route: 0, date: '2026-03-10', start: 1440 + 5 * 60, end: 1440 + 13 * 60 }]);
    expect(wire.openTasks.map((task) => [task.id, task.vehicle, task.driver, task.start, task.end])).toEqual([
      [id(401), 2, 0, 3 * 1440 + 6 * 60, 3 * 1440 + 9.5 * 60],
      [id(402), 0, null, 4 * 1440 + 6 * 60, 4 * 1440 + 7 * 60],
    ]);
  });

  it('is the same calendar when expanded, but for the covered runs, which are their plans', () => {
    const back = expandCalendar(compactCalendar(week));
    expect(back).toEqual({
      ...week,
      plans: [week.plans[1], week.plans[0], week.plans[2]],
      runs: [week.runs[1]],
    });
  });

  it('comes back whole for any plans, shifts and absences (property)', () => {
    const minute = 60_000;
    const origin = Date.parse('2026-03-09T00:00:00Z');
    const instant = fc.integer({ min: -2 * 1440 * 60, max: 9 * 1440 * 60 }).map((seconds) => ({
      iso: new Date(origin + seconds * 1000 + (seconds % 7) * 125).toISOString(),
    }));
    const someId = fc.integer({ min: 1, max: 40 }).map(id);
    const arbitraryPlan = fc.record({
      n: fc.integer({ min: 1000, max: 999_999 }),
      driverId: someId,
      vehicleIds: fc.uniqueArray(someId, { maxLength: 3 }),
      start: instant,
      length: fc.integer({ min: 1, max: 24 * 60 }),
      routeId: fc.option(fc.constantFrom(route.id, id(901)), { nil: null }),
      createdBy: fc.option(someId, { nil: null }),
      status: fc.constantFrom('draft' as const, 'published' as const),
    });
    fc.assert(
      fc.property(
        fc.uniqueArray(arbitraryPlan, { selector: (p) => p.n, maxLength: 30 }),
        fc.uniqueArray(fc.integer({ min: 1, max: 40 }), { maxLength: 10 }),
        (plans, listed) => {
          const calendar: PlanningCalendar = {
            ...week,
            drivers: listed.map(driver),
            plans: plans.map((p) => ({
              ...plan(
                p.n,
                p.driverId,
                p.start.iso,
                new Date(Date.parse(p.start.iso) + p.length * minute).toISOString(),
                p.routeId,
              ),
              vehicleIds: p.vehicleIds,
              createdBy: p.createdBy,
              status: p.status,
            })),
          };
          const sent: unknown = JSON.parse(JSON.stringify(compactCalendar(calendar)));
          const back = expandCalendar(planningCalendarWireSchema.parse(sent));
          // The web's quicker check reads the same calendar from it.
          expect(planningCalendarAnswerSchema.parse(sent)).toEqual(back);
          const byId = (a: CalendarPlan, b: CalendarPlan) => a.id.localeCompare(b.id);
          expect([...back.plans].sort(byId)).toEqual([...calendar.plans].sort(byId));
          expect(back.shifts).toEqual(calendar.shifts);
          expect(back.absences).toEqual(calendar.absences);
          expect(back.drivers).toEqual(calendar.drivers);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('the calendar as the web reads it', () => {
  const sent = () => JSON.parse(JSON.stringify(compactCalendar(week))) as Record<string, Record<string, unknown>[]>;

  it('is the calendar expanded', () => {
    expect(planningCalendarAnswerSchema.parse(sent())).toEqual(expandCalendar(compactCalendar(week)));
  });

  it.each([
    ['a plan without its driver', 'plans', { driver: undefined }],
    ['a plan whose start is not a number', 'plans', { start: '2026-03-09T05:00:00Z' }],
    ['a plan of an unknown status', 'plans', { status: 'cancelled' }],
    ['a plan on a vehicle place below zero', 'plans', { vehicles: [-1] }],
    ['a recorded shift whose end is text', 'shifts', { end: 'now' }],
    ['an absence of an unknown approval', 'absences', { approval: 'maybe' }],
    ['an open run without a date', 'openRuns', { date: null }],
    ['an open task on a vehicle that is no place', 'openTasks', { vehicle: 1.5 }],
  ])('refuses an answer with %s', (_, list, change) => {
    const answer = sent();
    answer[list]![0] = { ...answer[list]![0], ...change };
    const result = planningCalendarAnswerSchema.safeParse(answer);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual([list]);
  });

  it('refuses a driver as the schema does', () => {
    const answer = sent();
    answer.drivers![0] = { ...answer.drivers![0], id: 'not an id' };
    expect(planningCalendarAnswerSchema.safeParse(answer).success).toBe(false);
  });
});
