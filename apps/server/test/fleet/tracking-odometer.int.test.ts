import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRfmsSimulator, type RfmsSimulator } from '@rahti/rfms-simulator';
import { withTenant } from '../../src/db/tenant';
import { keepTrackingOdometers } from '../../src/fleet/tracking-odometer';
import { startTwoOrganisations, type TwoOrganisations } from '../helpers/two-organisations';
import type { TestApp } from '../helpers/test-app';
import type { TestTenant } from '../helpers/tenants';
import { addVehicles } from '../positions/position-fixtures';

/**
 * Current km from tracking (issue 25): what a truck's rFMS statuses say of its odometer becomes a
 * reading with source 'tracking', at most one a vehicle an hour, and the fleet list uses it.
 */
let t: TestApp;
let own: TestTenant;
let api: TwoOrganisations['api'];
let simulator: RfmsSimulator;
let tracked: string;
let clock = Date.parse('2026-03-02T08:00:00Z');
const HOUR = 3_600_000;

type Reading = { at: Date; km: number; source: string };

async function readingsOf(vehicleId: string): Promise<Reading[]> {
  return withTenant(t.database.db, own.organisationId, (tx) =>
    tx
      .selectFrom('odometer_readings')
      .select(['at', 'km', 'source'])
      .where('vehicle_id', '=', vehicleId)
      .orderBy('at')
      .execute(),
  ) as Promise<Reading[]>;
}

const poll = async () => {
  const status = await api(own.users.admin, 'PUT', '/api/organisation/fetchexternaldata?serviceName=volvoConnect');
  expect(status.status).toBe(200);
  expect(status.body.lastError).toBeNull();
};

beforeAll(async () => {
  simulator = await startRfmsSimulator({ port: 0, trucks: 2, now: () => clock, startsAt: clock - HOUR });
  ({ t, own, api } = await startTwoOrganisations({
    app: {
      config: { credentialsKey: randomBytes(32), rfmsPollSeconds: 60, externalServicesAllowPrivate: true },
      now: () => new Date(clock),
    },
  }));
  const [vehicleId] = await addVehicles(t.context, own, 1, 'TRK');
  tracked = vehicleId!;
  await withTenant(t.database.db, own.organisationId, (tx) =>
    tx
      .updateTable('vehicles')
      .set({ is_active: true, activated_at: new Date(clock) })
      .where('id', '=', tracked)
      .execute(),
  );
  const saved = await api(own.users.admin, 'POST', '/api/organisation/externalcredentials', {
    serviceName: 'volvoConnect',
    baseUrl: simulator.url,
    version: '2.1',
    username: 'rahti-demo',
    password: 'rfms-simulator',
  });
  expect(saved.status).toBe(201);
  const trucks = await api(own.users.admin, 'POST', '/api/organisation/fetchexternalvehicles', {
    serviceName: 'volvoConnect',
  });
  expect(trucks.status).toBe(200);
  const linked = await api(own.users.admin, 'POST', '/api/organisation/externalvehicles?serviceName=volvoConnect', {
    vin: simulator.fleet[0]!.vin,
    vehicleId: tracked,
  });
  expect(linked.status).toBe(200);
});
afterAll(async () => {
  await t.close();
  await simulator.close();
});

describe("a truck's odometer from its rFMS statuses", () => {
  it("is kept as a 'tracking' reading in km, as the truck reported it", async () => {
    await poll();
    const readings = await readingsOf(tracked);
    expect(readings).toHaveLength(1);
    const [reading] = readings as [Reading];
    expect(reading.source).toBe('tracking');
    const truth = simulator.truckStateAt(simulator.fleet[0]!.vin, reading.at.getTime()).odometerMeters / 1000;
    expect(Math.abs(reading.km - truth)).toBeLessThan(1);
    // The fleet list's current km is that reading.
    const item = await api(own.users.admin, 'POST', '/api/fleet-items', {
      vehicleId: tracked,
      type: 'maintenance',
      dueType: 'distance',
      firstKm: Math.ceil(reading.km) + 10_000,
      lastKm: Math.ceil(reading.km) + 100_000,
      intervalKm: 10_000,
      cost: 0,
    });
    expect(item.status).toBe(201);
    const listed = await api(own.users.admin, 'GET', '/api/fleet-items');
    expect(
      (listed.body as unknown as { id: string; currentKm?: number }[]).find((e) => e.id === item.body.id),
    ).toMatchObject({
      currentKm: reading.km,
    });
  });

  it('keeps at most one reading a vehicle an hour, however often it is polled', async () => {
    clock += 10 * 60_000;
    await poll();
    clock += 40 * 60_000;
    await poll();
    expect(await readingsOf(tracked)).toHaveLength(1);
    clock += 15 * 60_000; // 65 minutes after the first
    await poll();
    const readings = await readingsOf(tracked);
    expect(readings.map((reading) => reading.source)).toEqual(['tracking', 'tracking']);
    expect(readings[1]!.at.getTime() - readings[0]!.at.getTime()).toBeGreaterThanOrEqual(HOUR);
  });
});

describe('tracking readings in the current km and the forecast', () => {
  it('counts them with the hand-typed ones: the latest of either is the current km, and they make the km a day', async () => {
    const [vehicleId] = await addVehicles(t.context, own, 1, 'FCT');
    const at = (iso: string) => Date.parse(iso);
    // 100 000.0 km on 1 March and 103 000.0 km on 11 March: 3 000 km in 10 days, 300 km a day.
    expect(
      await keepTrackingOdometers(t.context, own.organisationId, [
        { vehicleId: vehicleId!, at: at('2026-03-01T12:00:00Z'), meters: 100_000_000 },
      ]),
    ).toBe(1);
    expect(
      await keepTrackingOdometers(t.context, own.organisationId, [
        { vehicleId: vehicleId!, at: at('2026-03-11T12:00:00Z'), meters: 103_000_049 },
        { vehicleId: vehicleId!, at: at('2026-03-11T11:30:00Z'), meters: 102_990_000 },
      ]),
    ).toBe(1);
    // Half an hour later: within the hour, not kept.
    expect(
      await keepTrackingOdometers(t.context, own.organisationId, [
        { vehicleId: vehicleId!, at: at('2026-03-11T12:30:00Z'), meters: 103_010_000 },
      ]),
    ).toBe(0);
    const created = await api(own.users.admin, 'POST', '/api/fleet-items', {
      vehicleId,
      type: 'tyreChange',
      dueType: 'distance',
      firstKm: 104_500,
      lastKm: 200_000,
      intervalKm: 50_000,
      cost: 0,
    });
    expect(created.status).toBe(201);
    const entry = async (iso: string) =>
      (
        (await api(own.users.admin, 'GET', `/api/fleet-items?at=${iso}`)).body as unknown as {
          id: string;
          currentKm?: number;
          forecastDate?: string;
          state: string;
        }[]
      ).find((e) => e.id === created.body.id);
    // 12 March: 104 500 − 103 000 = 1 500 km left at 300 km a day: 5 days → 17 March; within 1 500 km, due soon.
    expect(await entry('2026-03-12T10:00:00Z')).toMatchObject({
      currentKm: 103_000,
      forecastDate: '2026-03-17',
      state: 'dueSoon',
    });
    // A reading typed by hand later than the tracking one is the current km.
    const typed = await api(own.users.admin, 'POST', `/api/vehicles/${vehicleId}/odometer`, {
      at: '2026-03-12T08:00:00Z',
      km: 103_600,
    });
    expect(typed.status).toBe(201);
    expect((await entry('2026-03-12T10:00:00Z'))?.currentKm).toBe(103_600);
  });
});
