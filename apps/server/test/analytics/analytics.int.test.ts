import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseSubscriptionFeatures, type Analytics, type AnalyticsFigures } from '@rahti/domain';
import { createTenant, type TestTenant } from '../helpers/tenants';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { apiAs } from '../organisation-data/api';
import { signInDriver } from '../shifts/shift-fixtures';
import { analyticsFixture } from './analytics-fixture';

/**
 * GET /api/analytics (issue 27) against figures computed by hand from analyticsFixture:
 * - tasks: AAA-1 2.5 h 180 km 600 € + 24.50 € → cost 150 + 180 + 24.50 = 354.50; 1 h 50 km
 *   200.10 € → 60 + 50 = 110; BBB-2 1 h 20 min 33 km 150 € → 66.67 + 16.50 = 83.17.
 * - shifts: AAA-1 (with BBB-2 as second vehicle) 8 h: drive 2 h, wait 0.5, queue 0.25, unload
 *   0.75, break 0.5, empty drive 1.5, drive 2.5; BBB-2 4 h: drive 2, empty drive 1, wait 1.
 * - November in Helsinki is 720 h; three active vehicles.
 */
let t: TestApp;
let api: ReturnType<typeof apiAs>;
let fixture: Awaited<ReturnType<typeof analyticsFixture>>;

beforeAll(async () => {
  t = await createTestApp({ now: () => new Date('2026-11-20T12:00:00Z') });
  api = apiAs(t);
  fixture = await analyticsFixture(t);
});
afterAll(() => t.close());

const read = async (query: string, tenant: TestTenant = fixture.own) => {
  const response = await api(tenant.users.user, 'GET', `/api/analytics?${query}`);
  expect(response.status, response.raw.body).toBe(200);
  return response.body as unknown as Analytics;
};

const nothing: AnalyticsFigures = {
  revenue: 0,
  cost: 0,
  margin: 0,
  marginPercent: null,
  taskCount: 0,
  taskKm: 0,
  shiftCount: 0,
  shiftKm: 0,
  hours: 0,
  drivingHours: 0,
  emptyDriveHours: 0,
  emptyDrivePercent: null,
  waitingHours: 0,
  queueingHours: 0,
  inShiftHours: 0,
  availableHours: 0,
  utilisationPercent: null,
};
const vehicleA = { revenue: 800.1, cost: 464.5, margin: 335.6, marginPercent: 41.94, taskCount: 2, taskKm: 230 };
const vehicleB = { revenue: 150, cost: 83.17, margin: 66.83, marginPercent: 44.55, taskCount: 1, taskKm: 33 };
const november: AnalyticsFigures = {
  revenue: 950.1,
  cost: 547.67,
  margin: 402.43,
  marginPercent: 42.36,
  taskCount: 3,
  taskKm: 263,
  shiftCount: 2,
  shiftKm: 240,
  hours: 11.5,
  drivingHours: 9,
  emptyDriveHours: 2.5,
  emptyDrivePercent: 27.8,
  waitingHours: 1.5,
  queueingHours: 0.25,
  inShiftHours: 20,
  availableHours: 2160,
  utilisationPercent: 0.9,
};

describe('the dashboard analytics', () => {
  it('sums a month per vehicle as computed by hand, never counting the other organisation', async () => {
    const answer = await read('from=2026-11-01&to=2026-11-30&groupBy=vehicle');
    expect(answer).toMatchObject({ from: '2026-11-01', to: '2026-11-30', groupBy: 'vehicle', currency: 'EUR' });
    expect(answer.groups).toEqual([
      {
        ...nothing,
        ...vehicleA,
        key: fixture.a,
        label: 'AAA-1',
        shiftCount: 1,
        shiftKm: 180,
        hours: 7.5,
        drivingHours: 6,
        emptyDriveHours: 1.5,
        emptyDrivePercent: 25,
        waitingHours: 0.5,
        queueingHours: 0.25,
        inShiftHours: 8,
        availableHours: 720,
        utilisationPercent: 1.1,
      },
      {
        ...nothing,
        ...vehicleB,
        key: fixture.b,
        label: 'BBB-2',
        shiftCount: 1,
        shiftKm: 60,
        hours: 4,
        drivingHours: 3,
        emptyDriveHours: 1,
        emptyDrivePercent: 33.3,
        waitingHours: 1,
        // 8 h as the first shift's second vehicle and 4 h of its own: 12 of 720 h
        inShiftHours: 12,
        availableHours: 720,
        utilisationPercent: 1.7,
      },
      { ...nothing, key: fixture.own.vehicleId, label: 'SMP-001', availableHours: 720, utilisationPercent: 0 },
    ]);
    expect(answer.totals).toEqual(november);
  });

  it('splits by local month, the available hours counting October’s extra hour', async () => {
    const answer = await read('from=2026-10-01&to=2026-11-30&groupBy=month');
    expect(answer.groups).toEqual([
      {
        ...nothing,
        key: '2026-10',
        label: '2026-10',
        // 999 − (1 h × 60 + 10 km × 1) = 929; 929 / 999 = 92.99 %
        revenue: 999,
        cost: 70,
        margin: 929,
        marginPercent: 92.99,
        taskCount: 1,
        taskKm: 10,
        shiftCount: 1,
        shiftKm: 100,
        hours: 2,
        drivingHours: 2,
        emptyDrivePercent: 0,
        inShiftHours: 2,
        // 3 vehicles × (31 × 24 + 1) h; 2 of 2 235 h = 0.09 %
        availableHours: 2235,
        utilisationPercent: 0.1,
      },
      { ...november, key: '2026-11', label: '2026-11' },
    ]);
  });

  it('narrows to departments: their drivers’ shifts, their tasks, the vehicles those shifts used', async () => {
    const answer = await read(`from=2026-11-01&to=2026-11-30&departmentIds=${fixture.own.departmentId}`);
    const onlyB = {
      ...nothing,
      ...vehicleB,
      shiftCount: 1,
      shiftKm: 60,
      hours: 4,
      drivingHours: 3,
      emptyDriveHours: 1,
      emptyDrivePercent: 33.3,
      waitingHours: 1,
      inShiftHours: 4,
      availableHours: 720,
      utilisationPercent: 0.6,
    };
    expect(answer.groups).toEqual([{ ...onlyB, key: fixture.b, label: 'BBB-2' }]);
    expect(answer.totals).toEqual(onlyB);
  });

  it('shows the other organisation only its own', async () => {
    const answer = await read('from=2026-11-01&to=2026-11-30', fixture.other);
    expect(answer.totals).toMatchObject({ revenue: 5000, taskCount: 1, shiftCount: 1, emptyDrivePercent: 100 });
    // Its sample vehicle is not active and did nothing: no row.
    expect(answer.groups.map((group) => group.label)).toEqual(['OTH-9']);
  });

  it('refuses an organisation without the dashboard feature (403) and the driver app’s token (403)', async () => {
    const features = { ...baseSubscriptionFeatures(), dashboard: false };
    const without = await createTenant(t.context, { features });
    const refused = await api(without.users.admin, 'GET', '/api/analytics?from=2026-11-01&to=2026-11-30');
    expect(refused.status).toBe(403);
    const driver = await signInDriver(t.context, fixture.own, fixture.d1);
    const fromDriverApp = await api(driver, 'GET', '/api/analytics?from=2026-11-01&to=2026-11-30');
    expect(fromDriverApp.status).toBe(403);
  });

  it('checks the period', async () => {
    const backwards = await api(fixture.own.users.user, 'GET', '/api/analytics?from=2026-11-30&to=2026-11-01');
    expect(backwards.status).toBe(400);
    const tooLong = await api(fixture.own.users.user, 'GET', '/api/analytics?from=2025-01-01&to=2026-11-30');
    expect(tooLong.status).toBe(400);
  });
});
