import type { Occurrence, PlanVsActual, Route, RouteEconomics, RunComparison } from '@rahti/domain';
import { addDays } from '../../lib/calendar-dates';
import { zonedToday } from '../../lib/organisation-time';
import { departments, licenceTypes, testId, vehicles } from '../drivers/test-fixtures';
import { metsa } from '../tasks/test-tasks';

export { apiError } from '../vehicles/test-vehicles';
export { departments, metsa, testId, vehicles };
export const scania = vehicles[0]!;

/**
 * One run of 8 h and 250 km priced by a calculation of 45 €/h and 0.80 €/km (time 360.00,
 * distance 200.00: cost 560.00), income 900.00: profit 340.00, 37.78 %; 22 runs in March 2026.
 */
export function testEconomics(overrides: Partial<RouteEconomics> = {}): RouteEconomics {
  return {
    hours: 8,
    km: 250,
    calculationId: testId(71),
    timeCostPerHour: 45,
    distanceCostPerKm: 0.8,
    timeCost: 360,
    distanceCost: 200,
    estimatedCost: 560,
    incomePerRun: 900,
    profit: 340,
    marginPercent: 37.78,
    month: '2026-03',
    runsInMonth: 22,
    turnoverInMonth: 19800,
    ...overrides,
  };
}

let next = 2000;

/** Tampere–Rauma, Mon–Fri at 07:00 for 8 hours from March 2026, priced by the Scania's calculation. */
export function testRoute(overrides: Partial<Route> = {}): Route {
  return {
    id: testId(next++),
    name: 'Tampere–Rauma',
    code: 'TR1',
    customerId: metsa.id,
    customerName: metsa.name,
    vehicleId: scania.id,
    vehicleName: scania.registerNumber,
    departmentId: departments[0]!.id,
    subcontractor: '',
    requiredLicences: ['CE'],
    waypoints: [
      { address: 'Tampere', lat: 61.4978, lng: 23.761 },
      { address: 'Rauman satama', lat: 61.1272, lng: 21.4757 },
    ],
    recurrence: {
      frequency: 'weekly',
      interval: 1,
      weekdays: ['MO', 'TU', 'WE', 'TH', 'FR'],
      startDate: '2026-03-02',
      startTime: '07:00',
      durationMinutes: 480,
      skipPublicHolidays: false,
      exceptions: [],
    },
    scheduleType: 'weekly',
    incomeBasis: 'perRun',
    income: 900,
    distanceKm: 250,
    drivingMinutes: 200,
    distanceSource: 'routing',
    endedOn: null,
    economics: testEconomics(),
    version: 4,
    createdAt: '2026-03-01T00:00:00.000Z',
    updatedAt: '2026-03-01T00:00:00.000Z',
    ...overrides,
  };
}

const figures = (cost: number | null, income: number, marginPercent: number | null) => ({
  hours: 8,
  km: 250,
  cost,
  income,
  profit: cost === null ? null : income - cost,
  marginPercent,
});

/** A run of the plan-against-actual table: planned as testEconomics, actual as given. */
export function testRun(date: string, actual: ReturnType<typeof figures> | null, extra: Partial<RunComparison> = {}) {
  return {
    date,
    start: `${date}T07:00:00+02:00`,
    end: `${date}T15:00:00+02:00`,
    status: 'planned' as const,
    planned: figures(560, 900, 37.78),
    actual,
    waitingMinutes: actual ? 35 : null,
    shiftIds: actual ? [testId(3001)] : [],
    taskIds: actual ? [testId(3101)] : [],
    ...extra,
  };
}
export { figures };

/** A month whose actual margin (25.00 %) is 12.78 points below plan: flagged. */
export const flaggedMonth: PlanVsActual = {
  month: '2026-03',
  runs: [testRun('2026-03-02', figures(675, 900, 25)), testRun('2026-03-03', null)],
  planned: figures(560, 900, 37.78),
  actual: figures(675, 900, 25),
  driftPoints: -12.78,
  flagged: true,
};

/** What the route pages pick from besides the routes. */
export const lookupHandlers = {
  'GET /api/organisation/customers': [metsa],
  'GET /api/vehicles': vehicles,
  'GET /api/departments': departments,
  'GET /api/licence-types': licenceTypes,
  'GET /api/map-settings': { tileUrl: '', attribution: '' },
  [`GET /api/vehicles/${scania.id}/calculation`]: {
    vehicleId: scania.id,
    calculationId: testId(71),
    calculationName: 'Scania 2024',
    timeCostPerHour: 45,
    distanceCostPerKm: 0.8,
  },
};

/** Today as the pages count it: in the test organisation's zone. */
export const today = () => zonedToday('Europe/Helsinki');
export const occurrencesPath = (route: Route) =>
  `GET /api/routes/${route.id}/occurrences?from=${today()}&to=${addDays(today(), 55)}`;
export const planPath = (route: Route, month = today().slice(0, 7)) =>
  `GET /api/routes/${route.id}/plan-vs-actual?month=${month}`;
const emptyMonth = (month: string): PlanVsActual => ({
  month,
  runs: [],
  planned: figures(null, 0, null),
  actual: null,
  driftPoints: null,
  flagged: false,
});

/** A route's edit page: the route, its upcoming runs and this month's plan against actual. */
export function editHandlers(route: Route, runs: Occurrence[] = [], plan?: PlanVsActual) {
  return {
    ...lookupHandlers,
    [`GET /api/routes/${route.id}`]: route,
    [occurrencesPath(route)]: runs,
    [planPath(route)]: plan ?? emptyMonth(today().slice(0, 7)),
  };
}
