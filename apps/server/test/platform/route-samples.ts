import type { TestTenant } from '../helpers/tenants';
import { NO_ID, type RouteSample } from './route-sample';
import { FLEET_SAMPLES } from './route-samples-fleet';
import { FUEL_CARD_SAMPLES } from './route-samples-fuel-card';
import { FLEET_CALENDAR_SAMPLES } from './route-samples-fleet-calendar';
import { INVOICING_SAMPLES } from './route-samples-invoicing';
import { PLANNING_SAMPLES } from './route-samples-planning';
import { PRE_TRIP_SAMPLES } from './route-samples-pre-trip';
import { TRANSPORT_SAMPLES } from './route-samples-transport';
import { ERASURE_SAMPLES } from './route-samples-erasure';
import { SHARING_SAMPLES } from './route-samples-sharing';
import { ANALYTICS_SAMPLES } from './route-samples-analytics';
import { WEBHOOK_SAMPLES } from './route-samples-webhooks';
import { REPORT_SAMPLES } from './route-samples-reports';

const CALCULATION_SAMPLE = {
  name: 'Sample truck',
  kind: 'newInvestment',
  vehicleClass: 3,
  currency: 'EUR',
  vehicle: { purchasePrice: 150000, downPayment: 30000 },
  usage: { plannedUseYears: 6 },
  revenue: { revenueValue: 150000, yearlyCost: 0 },
};

/**
 * A valid request for every API route that takes parameters or a body (see RouteSample); a new
 * route must add its entry here or in a feature's samples file.
 */
export const ROUTE_SAMPLES: Record<string, RouteSample> = {
  'PUT /api/organisation': { body: { name: 'Renamed Oy', currency: 'EUR' } },
  'PUT /api/organisation/:id/setdelete': { params: (t) => ({ id: t.organisationId }), body: { setToBeDeleted: false } },
  'POST /api/organisation': { body: { name: 'New Oy', currency: 'SEK' }, crossOrganisation: 'not-applicable' },
  'PUT /api/organisation/:id/subscription': {
    params: (t) => ({ id: t.organisationId }),
    body: { vehicleLimit: 5 },
    crossOrganisation: 'not-applicable',
  },
  'POST /api/organisation/users': {
    body: {
      email: 'new.person@test.example',
      displayName: 'New Person',
      role: 'User',
      displayLanguage: 'fi',
      password: 'Abc-123',
      confirmPassword: 'Abc-123',
    },
  },
  'PUT /api/organisation/:organisationId/users/:id': {
    params: (t) => ({ organisationId: t.organisationId, id: t.users.user.id }),
    body: { displayName: 'Changed' },
  },
  'DELETE /api/organisation/:organisationId/users/:id': {
    params: (t) => ({ organisationId: t.organisationId, id: t.users.user.id }),
  },
  'PUT /api/account/me': { body: { displayName: 'Me' } },
  'PUT /api/account/password': { body: { currentPassword: 'x', password: 'Abc-123', confirmPassword: 'Abc-123' } },
  'POST /api/salesforce': {
    body: {
      company: 'Firma Oy',
      name: 'Anna',
      email: 'anna@firma.fi',
      phone: '',
      subject: 'Hello',
      description: 'A question',
    },
  },
  'POST /api/pageviews': { body: { path: '/dashboard' } },
  'POST /api/organisation/apiclients': { body: { name: 'ERP' } },
  'DELETE /api/organisation/apiclients/:clientId': { params: (t) => ({ clientId: t.apiClientId ?? 'api.none' }) },
  'POST /api/calculations': { body: CALCULATION_SAMPLE },
  'GET /api/calculations/:id': { params: (t) => ({ id: t.calculationId ?? NO_ID }) },
  'PUT /api/calculations/:id': { params: (t) => ({ id: t.calculationId ?? NO_ID }), body: CALCULATION_SAMPLE },
  'DELETE /api/calculations/:id': { params: (t) => ({ id: t.calculationId ?? NO_ID }) },
  'POST /api/calculations/:id/copy': { params: (t) => ({ id: t.calculationId ?? NO_ID }) },
  'PUT /api/calculations/:id/image': { params: (t) => ({ id: t.calculationId ?? NO_ID }) },
  'GET /api/calculations/:id/image': { params: (t) => ({ id: t.calculationId ?? NO_ID }) },
  'DELETE /api/calculations/:id/image': { params: (t) => ({ id: t.calculationId ?? NO_ID }) },
  'POST /api/organisation/vehicledetails': { body: { vehicleClass: 2, currency: 'EUR', vehicleTax: 300 } },
  'PUT /api/organisation/vehicledetails/:id': {
    params: (t) => ({ id: t.vehicleDetailsId ?? NO_ID }),
    body: { vehicleClass: 3, currency: 'EUR', vehicleTax: 950 },
  },
  'POST /api/organisation/wagedetails': { body: { vacationSupplementPercentage: 0.18 } },
  'PUT /api/organisation/wagedetails': { body: { vacationSupplementPercentage: 0.19 } },
  'POST /api/organisation/fuelprices': { body: { fuelType: 3, currency: 'EUR', price: '1,95' } },
  'PUT /api/organisation/fuelprices/:id': {
    params: (t) => ({ id: t.fuelPriceId ?? NO_ID }),
    body: { fuelType: 0, currency: 'EUR', price: 1.79 },
  },
};

/** Organisation data (issue 4). Ids fall back to an unknown uuid (NO_ID) for tenants without sample data. */
const idOf =
  (key: 'departmentId' | 'baseId' | 'driverGroupId' | 'driverId' | 'vehicleId' | 'licenceTypeId') =>
  (t: TestTenant) => ({ id: t[key] ?? NO_ID });
const sampleVehicle = { registerNumber: 'SMP-002', vehicleClass: 3, fuelType: 0, emissionStandard: 6 };
const sampleDriver = { firstName: 'Sample', lastName: 'Driver', username: 'sample.driver.new' };
const sampleGroup = { name: 'Group', guaranteedHours: 80, standardWorkingHours: '7,5' };
Object.assign(ROUTE_SAMPLES, {
  'POST /api/departments': { body: { name: 'Department' } },
  'PUT /api/departments/:id': { params: idOf('departmentId'), body: { name: 'Renamed' } },
  'DELETE /api/departments/:id': { params: idOf('departmentId') },
  'POST /api/bases': { body: { name: 'Base' } },
  'PUT /api/bases/:id': { params: idOf('baseId'), body: { name: 'Renamed' } },
  'DELETE /api/bases/:id': { params: idOf('baseId') },
  'POST /api/driver-groups': { body: sampleGroup },
  'GET /api/driver-groups/:id': { params: idOf('driverGroupId') },
  'PUT /api/driver-groups/:id': { params: idOf('driverGroupId'), body: sampleGroup },
  'DELETE /api/driver-groups/:id': { params: idOf('driverGroupId') },
  'POST /api/drivers': { body: sampleDriver },
  'GET /api/drivers/:id': { params: idOf('driverId') },
  'PUT /api/drivers/:id': { params: idOf('driverId'), body: sampleDriver },
  'DELETE /api/drivers/:id': { params: idOf('driverId') },
  'POST /api/drivers/app-accounts': { body: { driverIds: [NO_ID], active: false } },
  'POST /api/vehicles': { body: sampleVehicle },
  'GET /api/vehicles/:id': { params: idOf('vehicleId') },
  'PUT /api/vehicles/:id': { params: idOf('vehicleId'), body: sampleVehicle },
  'DELETE /api/vehicles/:id': { params: idOf('vehicleId') },
  'PUT /api/vehicles/:id/active': { params: idOf('vehicleId'), body: { active: true } },
  'PUT /api/administration/vehicles/:id/deactivate': { params: idOf('vehicleId'), crossOrganisation: 'not-applicable' },
  'POST /api/SalaryTypeCodes': { body: { code: '1010', name: 'Normal hours' } },
  'PUT /api/SalaryTypeCodes': { body: { id: NO_ID, code: '1010', name: 'Normal hours' } },
  'POST /api/licence-types': { body: { code: 'TIETURVA', name: 'Road safety card' } },
  'PUT /api/licence-types/:id': { params: idOf('licenceTypeId'), body: { code: 'TIETURVA', name: 'Road safety card' } },
  'DELETE /api/licence-types/:id': { params: idOf('licenceTypeId') },
  'POST /api/drivers/import/preview': {},
  'POST /api/drivers/import': {
    body: { rows: [{ line: 2, values: { firstName: 'Anna', lastName: 'Virta', username: 'anna.import' } }] },
  },
  'POST /api/vehicles/import/preview': {},
  'POST /api/vehicles/import': {
    body: { rows: [{ line: 2, values: { registerNumber: 'IMP-001', vehicleClass: '3' } }] },
  },
} satisfies Record<string, RouteSample>);

/** A way back from a forgotten password (issue 9). */
Object.assign(ROUTE_SAMPLES, {
  'PUT /api/organisation/:organisationId/users/:id/temporary-password': {
    params: (t) => ({ organisationId: t.organisationId, id: t.users.user.id }),
    body: { password: 'Abc-123', confirmPassword: 'Abc-123' },
  },
} satisfies Record<string, RouteSample>);

// Shifts (issue 10). A query the route needs rides in the last path parameter, as the suites
// fill only the path: without it the request would stop at validation before the organisation check.
const shiftId = (t: TestTenant) => t.shiftId ?? NO_ID;
const sampleShift = {
  driverId: NO_ID,
  events: [{ workType: 1, start: '2026-03-02T06:00:00Z', end: '2026-03-02T14:00:00Z' }],
};
Object.assign(ROUTE_SAMPLES, {
  'GET /api/shifts/:id': { params: (t) => ({ id: shiftId(t) }) },
  'GET /api/shifts/:id/history': { params: (t) => ({ id: shiftId(t) }) },
  'POST /api/shifts': { body: sampleShift },
  'PUT /api/shifts/:id': { params: (t) => ({ id: shiftId(t) }), body: { ...sampleShift, driverId: NO_ID, version: 1 } },
  'DELETE /api/shifts/:id': { params: (t) => ({ id: `${shiftId(t)}?version=1` }) },
  'POST /api/shifts/:id/split': {
    params: (t) => ({ id: shiftId(t) }),
    body: { at: '2026-03-02T10:00:00Z', version: 1 },
  },
  'POST /api/shifts/merge': {
    body: { firstId: NO_ID, firstVersion: 1, secondId: '00000000-0000-4000-8000-000000000001', secondVersion: 1 },
  },
  'POST /api/shifts/:id/end': { params: (t) => ({ id: shiftId(t) }), body: { at: '2026-03-02T10:00:00Z', version: 1 } },
  'POST /api/shifts/:id/approval': { params: (t) => ({ id: shiftId(t) }), body: { action: 'check', version: 1 } },
  'GET /api/timesheet/drivers/:driverId': {
    params: (t) => ({ driverId: `${t.driverId ?? NO_ID}?from=2026-03-01&to=2026-03-31` }),
  },
} satisfies Record<string, RouteSample>);

// Shift summary (issue 10): GET routes with the period in the query string, no ids in the path.
Object.assign(ROUTE_SAMPLES, {
  'GET /api/shift-summary': {},
  'GET /api/shift-summary.csv': {},
} satisfies Record<string, RouteSample>);

// Timesheet, absences, events, supervisors (issue 10)
const sampleAbsence = {
  driverId: NO_ID,
  workType: 18,
  kind: 'vacation',
  startDate: '2026-07-06',
  endDate: '2026-07-19',
};
const noAbsence = () => ({ id: NO_ID });
Object.assign(ROUTE_SAMPLES, {
  'GET /api/absences/:id': { params: noAbsence },
  'GET /api/absences/:id/history': { params: noAbsence },
  'POST /api/absences': { body: sampleAbsence },
  'PUT /api/absences/:id': { params: noAbsence, body: { ...sampleAbsence, version: 1 } },
  // The version travels in the query string, which the sweeps fill through the path.
  'DELETE /api/absences/:id': { params: () => ({ id: `${NO_ID}?version=1` }) },
  'POST /api/absences/:id/approval': { params: noAbsence, body: { action: 'check', version: 1 } },
  'POST /api/timesheet/approve': { body: { driverId: NO_ID, from: '2026-11-02', to: '2026-11-08' } },
  'PUT /api/supervisors/:userId': { params: (t) => ({ userId: t.users.user.id }), body: { driverIds: [] } },
} satisfies Record<string, RouteSample>);

// The driver app (issue 11): GET /api/driver/me takes no parameters.
Object.assign(ROUTE_SAMPLES, {
  'POST /api/driver/sync': { body: { operations: [] } },
} satisfies Record<string, RouteSample>);

// The driver app's positions (issue 11): no ids in the path; another organisation's vehicle is a 400 naming it.
Object.assign(ROUTE_SAMPLES, {
  'POST /api/driver/positions': {
    body: { positions: [{ vehicleId: NO_ID, at: '2026-03-02T06:00:00Z', latitude: 60.17, longitude: 24.94 }] },
  },
} satisfies Record<string, RouteSample>);

// Pay periods (issue 12): another organisation's period is a 404.
const samplePeriod = { startDate: '2026-01-05', endDate: '2026-01-18', payDate: '2026-01-23' };
Object.assign(ROUTE_SAMPLES, {
  'POST /api/pay-periods': {
    body: { startDate: '2026-01-05', amount: 1, duration: 'twoWeeks', payDateRule: { kind: 'lastDay' } },
  },
  'PUT /api/pay-periods/:id': { params: () => ({ id: NO_ID }), body: samplePeriod },
  'DELETE /api/pay-periods/:id': { params: () => ({ id: NO_ID }) },
  'GET /api/payroll/summary': {},
  'GET /api/driving-time/drivers': {},
  'GET /api/driving-time/drivers/:driverId': { params: () => ({ driverId: NO_ID }) },
  'POST /api/driving-time/evaluate': {
    body: {
      activities: [{ kind: 'drive', start: '2026-01-05T06:00:00Z', end: '2026-01-05T10:00:00Z' }],
      at: '2026-01-05T12:00:00Z',
    },
  },
  'GET /api/payroll/export-settings': {},
  'POST /api/payroll/export': { body: { system: 2, from: '2026-01-05', to: '2026-01-18', categories: ['shifts'] } },
  'PUT /api/payroll/export-settings/:system': {
    params: () => ({ system: '5' }),
    // The path names a payroll system, not a row: each organisation writes its own layout.
    crossOrganisation: 'not-applicable',
    body: {
      header: true,
      dateFormat: 'DD.MM.YYYY',
      decimalComma: true,
      columns: {
        shifts: ['employeeNumber'],
        contracts: ['employeeNumber'],
        vacations: ['employeeNumber'],
        leaves: ['employeeNumber'],
      },
    },
  },
} satisfies Record<string, RouteSample>);

// The location map and external services (issue 14).
const sampleCredential = {
  serviceName: 'rfms',
  baseUrl: 'http://127.0.0.1:9',
  version: '4.0',
  username: 'client',
  password: 'secret',
};
Object.assign(ROUTE_SAMPLES, {
  'GET /api/vehicle-locations/:vehicleId/history': { params: (t) => ({ vehicleId: t.vehicleId ?? NO_ID }) },
  'DELETE /api/organisation/externalvehicles': {},
  'PUT /api/organisation/fetchexternaldata': {},
  'POST /api/organisation/externalcredentials': { body: sampleCredential },
  'PUT /api/organisation/externalcredentials': { body: { ...sampleCredential, id: NO_ID } },
  'DELETE /api/organisation/:id/externalcredentials': { params: () => ({ id: NO_ID }) },
  'POST /api/organisation/tryvolvoconnect': {
    body: { username: 'client', password: 'secret', baseUrl: 'http://127.0.0.1:9' },
  },
  'POST /api/organisation/fetchexternalvehicles': { body: { serviceName: 'rfms' } },
  'POST /api/organisation/fetchexternaldrivers': { body: { serviceName: 'rfms' } },
  'POST /api/organisation/externalvehicles': { body: { vin: 'YV2A4C3A9XA000001', vehicleId: null } },
} satisfies Record<string, RouteSample>);

// Tasks and their economics (issue 22).
const sampleTask = {
  vehicleId: NO_ID,
  start: '2026-11-02T06:00:00Z',
  end: '2026-11-02T08:30:00Z',
  km: 180,
  income: 600,
};
const noTask = () => ({ id: NO_ID });
const bySource = (target: TestTenant) => `source=external&confirmName=${encodeURIComponent(target.name)}`;
Object.assign(ROUTE_SAMPLES, {
  'GET /api/organisation/customers/:id': { params: noTask },
  'POST /api/organisation/customers': { body: { name: 'Asiakas Oy', businessId: '0737546-2' } },
  'PUT /api/organisation/customers/:id': { params: noTask, body: { name: 'Asiakas Oy' } },
  'DELETE /api/organisation/customers/:id': { params: noTask },
  'GET /api/tasks': {},
  'GET /api/tasks/totals': {},
  'GET /api/tasks/:id': { params: noTask },
  'POST /api/tasks': { body: sampleTask },
  'PUT /api/tasks/:id': { params: noTask, body: { ...sampleTask, version: 1 } },
  'DELETE /api/tasks/:id': { params: noTask },
  'POST /api/tasks/from-shifts': { body: { shiftIds: [NO_ID] } },
  'DELETE /api/organisation/tasks': { query: bySource },
  'GET /api/vehicles/:id/calculation': { params: idOf('vehicleId') },
  'PUT /api/vehicles/:id/calculation': { params: idOf('vehicleId'), body: { calculationId: null } },
} satisfies Record<string, RouteSample>);

Object.assign(ROUTE_SAMPLES, INVOICING_SAMPLES, PLANNING_SAMPLES, FLEET_SAMPLES, FLEET_CALENDAR_SAMPLES);
Object.assign(ROUTE_SAMPLES, FUEL_CARD_SAMPLES);
Object.assign(ROUTE_SAMPLES, PRE_TRIP_SAMPLES);
Object.assign(ROUTE_SAMPLES, TRANSPORT_SAMPLES);
Object.assign(ROUTE_SAMPLES, ERASURE_SAMPLES);
Object.assign(ROUTE_SAMPLES, SHARING_SAMPLES);
Object.assign(ROUTE_SAMPLES, REPORT_SAMPLES);
Object.assign(ROUTE_SAMPLES, ANALYTICS_SAMPLES);
Object.assign(ROUTE_SAMPLES, WEBHOOK_SAMPLES);

const BY_KEY = new Map(Object.entries(ROUTE_SAMPLES).map(([key, sample]) => [key.toLowerCase(), sample]));

/** Paths match without case, as the router does. */
export const findSample = (method: string, url: string) => BY_KEY.get(`${method} ${url}`.toLowerCase());

export function fillPath(url: string, params: Record<string, string>, query?: string): string {
  return `${url.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (!value) throw new Error(`No sample value for :${name} in ${url}`);
    return value;
  })}${query ? `?${query}` : ''}`;
}
