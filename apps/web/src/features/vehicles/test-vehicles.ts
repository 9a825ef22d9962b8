import type { NamedUnit, Vehicle } from '@rahti/domain';
import { testId } from '../../test/fixtures';

export { testId };

export const northBase: NamedUnit = { id: testId(901), name: 'Oulu', createdAt: '2025-01-01T00:00:00.000Z' };
export const southBase: NamedUnit = { id: testId(902), name: 'Helsinki', createdAt: '2025-01-01T00:00:00.000Z' };

let next = 100;

/** A vehicle as GET /api/vehicles answers it. */
export function testVehicle(overrides: Partial<Vehicle> = {}): Vehicle {
  return {
    id: testId(next++),
    name: '',
    registerNumber: 'ABC-123',
    baseId: null,
    vehicleClass: 3,
    vehicleCode: '',
    imei: '',
    fuelType: 0,
    emissionStandard: 6,
    externalId: '',
    deviceId: '',
    deviceLock: false,
    isActive: false,
    activatedAt: null,
    isShared: false,
    lastPositionAt: null,
    createdAt: '2026-01-01T10:00:00.000Z',
    ...overrides,
  };
}

export function testOrganisation(vehicleLimit: number | null) {
  return {
    id: testId(999),
    name: 'Kuljetus Virtanen Oy',
    currency: 'EUR',
    vehicleLimit,
    timeZone: 'Europe/Helsinki',
    setToBeDeletedAt: null,
    createdAt: '2025-01-01T00:00:00.000Z',
  };
}

/** What the vehicles page asks for besides the vehicles: its overdue fleet items (none here) too. */
export const pageHandlers = (vehicleLimit: number | null = 5) => ({
  'GET /api/bases': [northBase, southBase],
  'GET /api/organisation': testOrganisation(vehicleLimit),
  'GET /api/fleet-items/overdue': [],
});

export const apiError = (statusCode: number, code: string, message: string, field?: string) => ({
  statusCode,
  code,
  message,
  ...(field ? { fields: [{ path: field, message }] } : {}),
});
