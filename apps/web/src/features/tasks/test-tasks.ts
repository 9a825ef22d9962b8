import type { Customer, Task, TaskTotals } from '@rahti/domain';
import { departments, driver, testId, vehicles } from '../drivers/test-fixtures';

export { testId, vehicles };
export { apiError } from '../vehicles/test-vehicles';

export const anna = driver({ id: testId(301), firstName: 'Anna', lastName: 'Virta' });
export const scania = vehicles[0]!;

export function testCustomer(overrides: Partial<Customer> = {}): Customer {
  return {
    id: testId(401),
    name: 'Metsä Oy',
    businessId: '0112038-9',
    vatNumber: null,
    address: { street: 'Teollisuustie 5', postCode: '33100', town: 'Tampere', countryCode: 'FI' },
    eInvoiceAddress: '',
    eInvoiceOperator: '',
    contactName: 'Pekka Puu',
    email: 'pekka@example.com',
    phone: '',
    paymentTermDays: 14,
    language: 'fi',
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}
export const metsa = testCustomer();

let next = 1000;

/**
 * A task as the API answers it: 8 h and 250 km with a calculation of 45 €/h and 0.80 €/km
 * (time 360.00, distance 200.00, other 40.00: cost 600.00), income 900.00: profit 300.00, 33.33 %.
 */
export function testTask(overrides: Partial<Task> = {}): Task {
  return {
    id: testId(next++),
    start: '2026-03-02T06:00:00.000Z',
    end: '2026-03-02T14:00:00.000Z',
    status: 'done',
    customerId: metsa.id,
    customerName: metsa.name,
    vehicleId: scania.id,
    vehicleName: scania.registerNumber,
    driverId: anna.id,
    driverName: 'Anna Virta',
    departmentId: departments[0]!.id,
    shiftId: null,
    source: 'internal',
    externalId: null,
    description: 'Timber to Rauma',
    pickup: 'Tampere',
    delivery: 'Rauma',
    weightKg: 24000,
    pallets: 10,
    km: 250,
    income: 900,
    otherCosts: 40,
    calculationId: testId(501),
    isShared: false,
    invoiceId: null,
    routeId: null,
    version: 3,
    economics: {
      hours: 8,
      km: 250,
      timeCostPerHour: 45,
      distanceCostPerKm: 0.8,
      timeCost: 360,
      distanceCost: 200,
      otherCosts: 40,
      totalCost: 600,
      income: 900,
      profit: 300,
      marginPercent: 33.33,
    },
    createdAt: '2026-03-01T00:00:00.000Z',
    updatedAt: '2026-03-01T00:00:00.000Z',
    ...overrides,
  };
}

const figures = { count: 1, hours: 8, km: 250, income: 900, totalCost: 600, profit: 300, marginPercent: 33.33 };
export function testTotals(overrides: Partial<TaskTotals> = {}): TaskTotals {
  return {
    ...figures,
    timeCost: 360,
    distanceCost: 200,
    otherCosts: 40,
    weeks: [{ week: '2026-W10', monday: '2026-03-02', ...figures }],
    customers: [{ customerId: metsa.id, name: metsa.name, ...figures }],
    ...overrides,
  };
}

export const emptyTotals = testTotals({
  count: 0,
  hours: 0,
  km: 0,
  income: 0,
  totalCost: 0,
  profit: 0,
  marginPercent: null,
  timeCost: 0,
  distanceCost: 0,
  otherCosts: 0,
  weeks: [],
  customers: [],
});

/** What the task pages pick from besides the tasks. */
export const lookupHandlers = {
  'GET /api/organisation/customers': [metsa],
  'GET /api/vehicles': vehicles,
  'GET /api/drivers': [anna],
  'GET /api/departments': departments,
};
