import {
  DRIVER_APP_PERMISSIONS,
  type Driver,
  type DriverGroup,
  type LicenceTypeList,
  type NamedUnit,
  type Vehicle,
} from '@rahti/domain';
import { testId } from '../../test/fixtures';

export { testId };

const created = '2026-01-10T08:00:00.000Z';
export const departments: NamedUnit[] = [{ id: testId(501), name: 'Kaukoliikenne', createdAt: created }];
export const bases: NamedUnit[] = [
  { id: testId(601), name: 'Tampere', createdAt: created },
  { id: testId(602), name: 'Oulu', createdAt: created },
];
export const driverGroups: DriverGroup[] = [
  {
    id: testId(701),
    name: 'Yövuoro',
    guaranteedHours: 80,
    standardWorkingHours: 40,
    thresholds: { dailyHours: null, weeklyHours: null, periodHours: null },
    customQuestions: [],
    paidBreakType: 'paid',
    paidBreakLimitMinutes: null,
    deviceLock: false,
    permissions: Object.fromEntries(DRIVER_APP_PERMISSIONS.map((key) => [key, true])) as DriverGroup['permissions'],
    createdAt: created,
  },
];
export const licenceTypes: LicenceTypeList = {
  classes: ['B', 'C', 'CE'],
  qualifications: ['ADR', 'CPC'],
  custom: [{ id: testId(801), code: 'PALLET', name: 'Pallet truck', kind: 'qualification' }],
};
export const vehicles: Vehicle[] = [
  {
    id: testId(901),
    name: 'Scania R 450',
    registerNumber: 'ABC-123',
    baseId: null,
    vehicleClass: 3,
    vehicleCode: '',
    imei: '',
    fuelType: 1,
    emissionStandard: 6,
    externalId: '',
    deviceId: '',
    deviceLock: false,
    isActive: true,
    activatedAt: null,
    isShared: false,
    lastPositionAt: null,
    createdAt: created,
  },
];

let next = 100;

/** A driver as GET /api/drivers answers it. */
export function driver(overrides: Partial<Driver> = {}): Driver {
  return {
    firstName: 'Anna',
    lastName: 'Virta',
    driverCardId: null,
    employeeNumber: '',
    username: 'anna.virta',
    email: null,
    grossWagePerHour: null,
    defaultVehicleId: null,
    departmentId: null,
    baseId: null,
    driverGroupId: null,
    licences: [],
    employmentStart: '2024-01-15',
    employmentEnd: null,
    appAccountActive: false,
    createdAt: created,
    ...overrides,
    id: overrides.id ?? testId(next++),
  };
}

/** The lists the page and the form pick from. */
export const lookupHandlers = {
  'GET /api/departments': departments,
  'GET /api/bases': bases,
  'GET /api/driver-groups': driverGroups,
  'GET /api/licence-types': licenceTypes,
  'GET /api/vehicles': vehicles,
};
