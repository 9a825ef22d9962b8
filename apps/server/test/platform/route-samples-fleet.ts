import { NO_ID, type RouteSample } from './route-sample';

/** Samples of the fleet-upkeep routes (issue 25): NO_ID stands for another organisation's item or vehicle (a 404 either way). */
const sampleItem = {
  vehicleId: NO_ID,
  type: 'maintenance',
  dueType: 'time',
  dueDate: '2027-03-01',
  repeatEvery: { unit: 'month', count: 6 },
  cost: 450,
  description: 'Service',
};
const noItem = () => ({ id: NO_ID });

export const FLEET_SAMPLES: Record<string, RouteSample> = {
  'GET /api/fleet-items': { query: () => 'at=2026-11-28T12:00:00Z' },
  'GET /api/fleet-management': { query: () => 'at=2026-11-28T12:00:00Z' },
  'POST /api/fleet-items': { body: sampleItem },
  'PUT /api/fleet-items/:id': { params: noItem, body: { ...sampleItem, version: 1 } },
  'DELETE /api/fleet-items/:id': { params: noItem },
  'POST /api/fleet-items/:id/complete': { params: noItem, body: { date: '2026-11-28', km: 120_000, cost: 400 } },
  'DELETE /api/fleet-items/:id/complete': { params: noItem },
  'POST /api/vehicles/:id/odometer': { params: noItem, body: { at: '2026-11-28T12:00:00Z', km: 120_000 } },
  'GET /api/fleet-settings': {},
  'PUT /api/fleet-settings': { body: { dueSoonDays: 14, dueSoonKm: 1500 } },
  'POST /api/refuels': {
    body: { vehicleId: NO_ID, at: '2026-11-28T12:00:00Z', fuelType: 0, amount: 250, unit: 'l', pricePerUnit: 1.72 },
  },
  'GET /api/refuels': { query: () => 'from=2026-11-01&to=2026-11-30' },
  'GET /api/fuel-consumption': { query: () => 'from=2026-06-01&to=2026-11-30' },
  'PUT /api/vehicles/:id/tank': { params: noItem, body: { capacity: 400 } },
  'GET /api/emission-factors': {},
  'PUT /api/emission-factors': {
    body: [{ fuelType: 0, unit: 'l', ttwKgPerUnit: 2.67, wtwKgPerUnit: 3.24, source: 'EN 16258' }],
  },
  'GET /api/emissions': { query: () => 'from=2026-11-01&to=2026-11-30&groupBy=vehicle' },
  'GET /api/emissions/csv': { query: () => 'from=2026-11-01&to=2026-11-30&groupBy=customer' },
  // Another organisation's customer (or none) is a 404 (emission-documents.int.test.ts).
  'GET /api/emissions/pdf': { query: () => `from=2026-11-01&to=2026-11-30&customerId=${NO_ID}` },
};
