import { withTenant } from '../../src/db/tenant';
import type { TestTenant } from '../helpers/tenants';
import type { TestApp } from '../helpers/test-app';
import { insertDriver, timesheetRows } from '../helpers/timesheet-rows';
import type { apiAs } from '../organisation-data/api';
import { costedVehicle } from '../tasks/task-fixtures';

/** Helsinki summer time (UTC+3): the organisation's default zone in May. */
const { insertShift } = timesheetRows('+03:00');

/**
 * A May 2026 of figures computed by hand (tests/reports): a driver's shifts, two vehicles' tasks,
 * refuels and a completed maintenance.
 */
export async function addReportFacts(t: TestApp, api: ReturnType<typeof apiAs>, tenant: TestTenant) {
  const organisation_id = tenant.organisationId;
  const ids = await withTenant(t.database.db, organisation_id, async (tx) => {
    const aino = await insertDriver(tx, organisation_id, {
      first: 'Aino',
      last: 'Aalto',
      number: '1001',
      group: null,
      department: null,
    });
    // Sat 9.5. 18:00 → Sun 02:00: 8 h; evening 18–22 = 4 h, night 22–02 = 4 h, Sunday 00–02 = 2 h.
    await insertShift(tx, organisation_id, aino, 'approved', [
      [1, '2026-05-09T18:00', '2026-05-09T21:00'],
      [3, '2026-05-09T21:00', '2026-05-10T02:00'],
    ]);
    // Ascension Day, Thu 14.5., 07–12: 5 h, all at the Sunday rate.
    await insertShift(tx, organisation_id, aino, 'approved', [[1, '2026-05-14T07:00', '2026-05-14T12:00']]);
    // Not approved: left out.
    await insertShift(tx, organisation_id, aino, 'checked', [[1, '2026-05-11T08:00', '2026-05-11T10:00']]);
    return { aino };
  });
  // 50 € an hour and 1 € a km: a 4-hour task of 120.5 km costs 200 + 120.50.
  const rates = { perHour: 50, perKm: 1 };
  const first = await costedVehicle(t, tenant, 'SMP-001', rates);
  const secondVehicle = await costedVehicle(t, tenant, 'ABC-123', rates);
  const post = async (url: string, body: object, status = 201) => {
    const response = await api(tenant.users.admin, 'POST', url, body);
    if (response.status !== status) throw new Error(`${url}: ${response.status} ${response.raw.body}`);
    return response.body;
  };
  const task = (vehicleId: string, start: string, km: number) =>
    post('/api/tasks', {
      vehicleId,
      start,
      end: new Date(Date.parse(start) + 4 * 3_600_000).toISOString(),
      km,
      income: 500,
    });
  await task(first, '2026-05-05T06:00:00Z', 120.5);
  await task(first, '2026-05-12T06:00:00Z', 80.3);
  await task(secondVehicle, '2026-05-20T06:00:00Z', 50);
  // June: outside the period.
  await task(first, '2026-06-02T06:00:00Z', 999);
  // 100 l × 1.789 = 178.90; 50.5 l × 1.655 = 83.5775 → 83.58.
  await post('/api/refuels', {
    vehicleId: first,
    at: '2026-05-06T08:00:00Z',
    fuelType: 0,
    amount: 100,
    unit: 'l',
    pricePerUnit: 1.789,
  });
  await post('/api/refuels', {
    vehicleId: first,
    at: '2026-05-20T08:00:00Z',
    fuelType: 0,
    amount: 50.5,
    unit: 'l',
    pricePerUnit: 1.655,
  });
  const item = await post('/api/fleet-items', {
    vehicleId: first,
    type: 'maintenance',
    dueType: 'time',
    dueDate: '2026-05-15',
    cost: 300,
    description: 'Huolto',
  });
  await post(`/api/fleet-items/${String(item.id)}/complete`, { date: '2026-05-14', cost: 312.4 }, 200);
  return { ...ids, vehicleId: first, secondVehicle };
}
