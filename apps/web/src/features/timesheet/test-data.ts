import type { Absence, DriverPeriod, PlannedShift, Shift, TimesheetDriverRow } from '@rahti/domain';
import { testId } from '../../test/fixtures';

export const DRIVER_ID = testId(1);
const at = '2026-03-20T08:00:00.000Z';

let eventNumber = 100;
export const event = (workType: number, start: string, end: string | null) => ({
  id: testId(eventNumber++),
  workType,
  start,
  end,
  answer: null,
  cutBefore: false,
  cutAfter: false,
});

export function shift(id: number, events: ReturnType<typeof event>[], overrides: Partial<Shift> = {}): Shift {
  return {
    id: testId(id),
    clientKey: `key-${id}`,
    driverId: DRIVER_ID,
    driverName: 'Anna Virta',
    routeId: null,
    plannedShiftId: null,
    start: events[0]!.start,
    end: events.at(-1)!.end,
    status: events.at(-1)!.end ? 'completed' : 'ongoing',
    vehicles: [{ id: testId(50), registerNumber: 'ABC-123', name: 'Scania' }],
    events,
    startKm: 120_500,
    endKm: 120_980,
    distanceKm: 480,
    consumptionLitres: 152.5,
    bonuses: [{ type: 'adr', hours: null }],
    dailyAllowance: 1,
    approval: 'unapproved',
    hasDriverEdit: false,
    version: 3,
    createdAt: at,
    updatedAt: at,
    ...overrides,
  };
}

/** Monday 23.03.2026 06:00–14:00 in Helsinki (UTC+2): load 1 h, drive 6 h, unload 1 h. */
export const mondayShift = shift(10, [
  event(2, '2026-03-23T04:00:00.000Z', '2026-03-23T05:00:00.000Z'),
  event(1, '2026-03-23T05:00:00.000Z', '2026-03-23T11:00:00.000Z'),
  event(3, '2026-03-23T11:00:00.000Z', '2026-03-23T12:00:00.000Z'),
]);

/**
 * Saturday 28.03.2026 22:00 to Sunday 06:00 in Helsinki, across midnight and the change to summer
 * time (03:00 → 04:00 on the 29th): 7 hours, not 8. Drive 22:00–01:00 (3 h), break 01:00–01:30,
 * drive 01:30–06:00 (3 h 30 min: one hour of the clock never happened).
 */
export const nightShift = shift(11, [
  event(1, '2026-03-28T20:00:00.000Z', '2026-03-28T23:00:00.000Z'),
  event(5, '2026-03-28T23:00:00.000Z', '2026-03-28T23:30:00.000Z'),
  event(1, '2026-03-28T23:30:00.000Z', '2026-03-29T03:00:00.000Z'),
]);

export const sickLeave: Absence = {
  id: testId(20),
  clientKey: 'absence-20',
  driverId: DRIVER_ID,
  driverName: 'Anna Virta',
  workType: 15,
  kind: 'absence',
  startDate: '2026-03-25',
  endDate: '2026-03-25',
  hours: null,
  note: '',
  approval: 'unapproved',
  hasDriverEdit: false,
  version: 1,
  createdAt: at,
  updatedAt: at,
};

export const driverPeriod = (
  from: string,
  to: string,
  shifts: Shift[] = [mondayShift, nightShift],
  absences: Absence[] = [sickLeave],
): DriverPeriod => ({
  driver: { id: DRIVER_ID, name: 'Anna Virta', employeeNumber: '1001', driverGroupId: null },
  timeZone: 'Europe/Helsinki',
  from,
  to,
  shifts,
  absences,
});

export const driverRow = (overrides: Partial<TimesheetDriverRow> = {}): TimesheetDriverRow => ({
  driverId: DRIVER_ID,
  name: 'Anna Virta',
  employeeNumber: '1001',
  driverGroupId: null,
  shiftCount: 9,
  eventMinutes: 4590,
  ongoingCount: 1,
  unapprovedCount: 5,
  checkedCount: 2,
  approvedCount: 1,
  driverEditCount: 2,
  absenceCount: 3,
  ...overrides,
});

/** Lists the filters and forms read, empty. */
export const lookupHandlers = {
  'GET /api/departments': [],
  'GET /api/bases': [],
  'GET /api/driver-groups': [],
  'GET /api/vehicles': [],
};

/** A published plan of Anna's: Tampere–Rauma on Monday 23.03.2026 06:00–14:00 in Helsinki. */
export function plannedShift(id: number, overrides: Partial<PlannedShift> = {}): PlannedShift {
  return {
    id: testId(id),
    driverId: DRIVER_ID,
    driverName: 'Anna Virta',
    vehicleIds: [],
    vehicleNames: [],
    start: '2026-03-23T04:00:00.000Z',
    end: '2026-03-23T12:00:00.000Z',
    routeId: testId(60),
    routeName: 'Tampere–Rauma',
    taskIds: [],
    status: 'published',
    createdBy: null,
    publishedAt: at,
    version: 1,
    createdAt: at,
    updatedAt: at,
    ...overrides,
  };
}
