import type { CalendarPlan, CalendarTask, PlannedShift, PlanningCalendar } from '@rahti/domain';
import { bases, departments, driverGroups, testId, vehicles } from '../drivers/test-fixtures';

export { testId, vehicles };
export const scania = vehicles[0]!;

/** Anna Aalto at the Tampere base, Bo Berg at Oulu; Bo's group plans 8 hours a day. */
export const anna = {
  id: testId(4001),
  name: 'Anna Aalto',
  employeeNumber: '101',
  baseId: bases[0]!.id,
  departmentId: departments[0]!.id,
  driverGroupId: null,
  standardHours: null,
};
export const bo = { ...anna, id: testId(4002), name: 'Bo Berg', employeeNumber: '102', baseId: bases[1]!.id };
export const bo8h = { ...bo, driverGroupId: driverGroups[0]!.id, standardHours: 8 };

export const turku = {
  id: testId(4101),
  name: 'Turku run',
  code: 'TU1',
  requiredLicences: ['CE'],
  drivingMinutes: 300,
  departmentId: departments[0]!.id,
  incomeBasis: 'perRun' as const,
  income: 650,
  baseId: bases[0]!.id,
  vehicleId: scania.id,
};

/** Monday 9 March 2026, 07:00–15:00 in Helsinki (UTC+2). */
export const annaDraft: CalendarPlan = {
  id: testId(4201),
  driverId: anna.id,
  vehicleIds: [scania.id],
  start: '2026-03-09T05:00:00.000Z',
  end: '2026-03-09T13:00:00.000Z',
  routeId: turku.id,
  taskIds: [],
  status: 'draft',
  createdBy: null,
  version: 3,
};
/** Tuesday 10 March, 06:00–14:00, no route. */
export const boPublished: CalendarPlan = {
  ...annaDraft,
  id: testId(4202),
  driverId: bo.id,
  vehicleIds: [],
  start: '2026-03-10T04:00:00.000Z',
  end: '2026-03-10T12:00:00.000Z',
  routeId: null,
  status: 'published',
  version: 1,
};

/** Thursday 12 March, 08:00–11:30 in Helsinki: a crane moved for Pirkan Nosturit, given to no driver yet. */
export const testTask: CalendarTask = {
  id: testId(4501),
  start: '2026-03-12T06:00:00.000Z',
  end: '2026-03-12T09:30:00.000Z',
  vehicleId: scania.id,
  driverId: null,
  description: 'Nosturin siirto',
  customer: 'Pirkan Nosturit Oy',
};

/** The week of 9–15 March 2026 as GET /api/resource-planning/calendar answers it. */
export function testCalendar(overrides: Partial<PlanningCalendar> = {}): PlanningCalendar {
  return {
    from: '2026-03-09',
    to: '2026-03-15',
    zone: 'Europe/Helsinki',
    drivers: [anna, bo],
    routes: [turku],
    plans: [annaDraft, boPublished],
    shifts: [
      {
        id: testId(4301),
        driverId: bo.id,
        vehicleIds: [scania.id],
        start: '2026-03-09T05:02:00.000Z',
        end: '2026-03-09T13:10:00.000Z',
        routeId: null,
        plannedShiftId: null,
      },
    ],
    absences: [
      {
        id: testId(4401),
        driverId: bo.id,
        kind: 'vacation',
        startDate: '2026-03-12',
        endDate: '2026-03-13',
        approval: 'unapproved',
      },
    ],
    runs: [
      {
        routeId: turku.id,
        date: '2026-03-09',
        start: annaDraft.start,
        end: annaDraft.end,
        plannedShiftId: annaDraft.id,
      },
      {
        routeId: turku.id,
        date: '2026-03-11',
        start: '2026-03-11T05:00:00.000Z',
        end: '2026-03-11T13:00:00.000Z',
        plannedShiftId: null,
      },
    ],
    tasks: [testTask],
    ...overrides,
  };
}

export const WEEK = 'GET /api/resource-planning/calendar?from=2026-03-09&to=2026-03-15';
export const CONFLICTS = 'GET /api/resource-planning/conflicts?from=2026-03-09&to=2026-03-15';

/** What the page picks from besides the calendar (no vehicle has overdue fleet items here). */
export const lookupHandlers = {
  'GET /api/vehicles': vehicles,
  'GET /api/fleet-items/overdue': [],
  'GET /api/bases': bases,
  'GET /api/departments': departments,
  'GET /api/driver-groups': driverGroups,
};

/** The JSON body a handler was called with. */
export const bodyOf = (init?: RequestInit) => JSON.parse(String(init?.body)) as unknown;

/** A plan as POST and PUT /api/planned-shifts answer it. */
export function plannedShift(plan: CalendarPlan): PlannedShift {
  return {
    ...plan,
    driverName: '',
    vehicleNames: [],
    routeName: null,
    publishedAt: null,
    createdAt: '2026-03-01T00:00:00.000Z',
    updatedAt: '2026-03-01T00:00:00.000Z',
  };
}
