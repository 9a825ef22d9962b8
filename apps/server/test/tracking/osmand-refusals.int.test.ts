import type { FastifyInstance } from 'fastify';
import { osmandRefusalsSchema, shortenDeviceId, type OsmandRefusals } from '@rahti/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenant, type TestTenant, type TestUser } from '../helpers/tenants';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { apiAs } from '../organisation-data/api';
import {
  addTrackedVehicle,
  androidQuery,
  client9Json,
  newImei,
  osmandListener,
  sendOsmand,
  storedPositions,
} from './osmand-fixtures';

/** Refused positions are counted and the last one kept, for the Admin (decision 0015). */
const NOW = new Date(Math.floor(Date.now() / 60_000) * 60_000);
const seconds = Math.floor(NOW.getTime() / 1000) - 600;

let t: TestApp;
let listener: FastifyInstance;
let operator: TestTenant;
let clock = 0;

beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
  // The device cache on a clock of the test's own: 10 s of it, as in production.
  listener = await osmandListener(t, { deviceCacheMs: 10_000, clock: () => clock });
  operator = await createTenant(t.context, { id: t.operatorOrganisationId });
});
afterAll(async () => {
  await listener.close();
  await t.close();
});

/** Every lookup after this one asks the database again. */
const forgetDevices = () => (clock += 10_001);

async function refusalsOf(user: TestUser): Promise<OsmandRefusals> {
  const response = await apiAs(t)(user, 'GET', '/api/tracking/osmand/refusals');
  expect(response.status).toBe(200);
  return osmandRefusalsSchema.parse(response.body);
}

describe('a device that is no vehicle’s IMEI', () => {
  it('gets 400 in the query form and 404 in the JSON form, and is counted for the site operator alone', async () => {
    const before = (await refusalsOf(operator.users.admin)).unknownDevices!.count;
    const stranger = newImei();
    expect(await sendOsmand(listener, { query: androidQuery(stranger, seconds) })).toEqual({ status: 400, body: '' });
    expect(await sendOsmand(listener, { contentType: 'application/json', body: client9Json(stranger, NOW) })).toEqual({
      status: 404,
      body: '',
    });
    // Traccar Client's own random 8-digit id is no IMEI: refused without asking the database.
    expect((await sendOsmand(listener, { query: androidQuery('87654321', seconds) })).status).toBe(400);

    const seen = await refusalsOf(operator.users.admin);
    expect(seen.unknownDevices).toEqual({
      count: before + 3,
      lastAt: NOW.toISOString(),
      lastDevice: expect.stringMatching(/…/),
    });
    expect(['87…4321', shortenDeviceId(stranger)]).toContain(seen.unknownDevices!.lastDevice);
    const fleet = await createTenant(t.context);
    expect(await refusalsOf(fleet.users.admin)).toEqual({ refusals: [], unknownDevices: null });
  });
});

describe('a device whose vehicle is not activated', () => {
  it('is refused, counted in its organisation with the vehicle, and seen by no other organisation', async () => {
    const fleet = await createTenant(t.context);
    const other = await createTenant(t.context);
    const device = newImei();
    const parked = await addTrackedVehicle(t, fleet, { imei: device, registerNumber: 'OFF-001', activatedAt: null });
    expect((await sendOsmand(listener, { query: androidQuery(device, seconds) })).status).toBe(400);
    expect(
      (await sendOsmand(listener, { contentType: 'application/json', body: client9Json(device, NOW) })).status,
    ).toBe(404);
    expect(await storedPositions(t, fleet)).toEqual([]);

    expect(await refusalsOf(fleet.users.admin)).toEqual({
      refusals: [
        {
          reason: 'notActivated',
          count: 2,
          lastAt: NOW.toISOString(),
          lastDevice: shortenDeviceId(device),
          lastVehicle: { id: parked, registerNumber: 'OFF-001' },
        },
      ],
      unknownDevices: null,
    });
    expect((await refusalsOf(other.users.admin)).refusals).toEqual([]);
    expect((await refusalsOf(operator.users.admin)).refusals).toEqual([]);
    expect((await apiAs(t)(fleet.users.superuser, 'GET', '/api/tracking/osmand/refusals')).status).toBe(403);
  });

  it('is accepted once activated, and refused again within 10 s of being deactivated', async () => {
    const fleet = await createTenant(t.context);
    const device = newImei();
    const truck = await addTrackedVehicle(t, fleet, { imei: device, registerNumber: 'ACT-001', activatedAt: null });
    expect((await sendOsmand(listener, { query: androidQuery(device, seconds) })).status).toBe(400);

    expect((await apiAs(t)(fleet.users.admin, 'PUT', `/api/vehicles/${truck}/active`, { active: true })).status).toBe(
      200,
    );
    forgetDevices();
    expect((await sendOsmand(listener, { query: androidQuery(device, seconds + 1) })).status).toBe(200);

    expect(
      (await apiAs(t)(operator.users.admin, 'PUT', `/api/administration/vehicles/${truck}/deactivate`)).status,
    ).toBe(200);
    // What the listener knew stays true for at most its cache time…
    clock += 9_000;
    expect((await sendOsmand(listener, { query: androidQuery(device, seconds + 2) })).status).toBe(200);
    // …and then the vehicle's deactivation counts.
    clock += 1_001;
    expect((await sendOsmand(listener, { query: androidQuery(device, seconds + 3) })).status).toBe(400);
    expect((await storedPositions(t, fleet)).map((row) => row.recorded_at.getTime() / 1000)).toEqual([
      seconds + 1,
      seconds + 2,
    ]);
  });
});

describe('one IMEI on activated vehicles of two organisations', () => {
  it('goes to the vehicle activated first; the other organisation sees nothing of it, as of a device that does not report', async () => {
    const first = await createTenant(t.context);
    const second = await createTenant(t.context);
    const device = newImei();
    const original = await addTrackedVehicle(t, first, {
      imei: device,
      registerNumber: 'ONE-001',
      activatedAt: new Date('2025-01-01T00:00:00Z'),
    });
    await addTrackedVehicle(t, second, {
      imei: device,
      registerNumber: 'TWO-001',
      activatedAt: new Date('2025-03-01T00:00:00Z'),
    });
    // The second organisation's vehicle not activated, with the same IMEI: nothing either.
    await addTrackedVehicle(t, second, { imei: device, registerNumber: 'TWO-002', activatedAt: null });
    forgetDevices();
    expect((await sendOsmand(listener, { query: androidQuery(device, seconds) })).status).toBe(200);

    expect((await storedPositions(t, first)).map((row) => row.vehicle_id)).toEqual([original]);
    expect(await storedPositions(t, second)).toEqual([]);
    // What the second sees is what it sees for an IMEI no one has whose device is silent.
    const silent = await createTenant(t.context);
    await addTrackedVehicle(t, silent, {
      imei: newImei(),
      registerNumber: 'SIL-001',
      activatedAt: new Date('2025-03-01T00:00:00Z'),
    });
    expect(await refusalsOf(second.users.admin)).toEqual(await refusalsOf(silent.users.admin));
    expect(await refusalsOf(second.users.admin)).toEqual({ refusals: [], unknownDevices: null });
    expect((await refusalsOf(first.users.admin)).refusals).toEqual([]);
  });

  it('counts the same IMEI on two of one organisation’s vehicles as in use, naming its own vehicle', async () => {
    const fleet = await createTenant(t.context);
    const device = newImei();
    const original = await addTrackedVehicle(t, fleet, {
      imei: device,
      registerNumber: 'OWN-001',
      activatedAt: new Date('2025-01-01T00:00:00Z'),
    });
    const copy = await addTrackedVehicle(t, fleet, {
      imei: device,
      registerNumber: 'OWN-002',
      activatedAt: new Date('2025-03-01T00:00:00Z'),
    });
    forgetDevices();
    expect((await sendOsmand(listener, { query: androidQuery(device, seconds) })).status).toBe(200);

    expect((await storedPositions(t, fleet)).map((row) => row.vehicle_id)).toEqual([original]);
    expect((await refusalsOf(fleet.users.admin)).refusals).toEqual([
      {
        reason: 'imeiInUse',
        count: 1,
        lastAt: NOW.toISOString(),
        lastDevice: shortenDeviceId(device),
        lastVehicle: { id: copy, registerNumber: 'OWN-002' },
      },
    ]);
  });
});

describe('one IMEI on vehicles of two organisations, none activated', () => {
  it('is counted as not activated in each organisation, as if the IMEI were on its vehicle alone', async () => {
    const first = await createTenant(t.context);
    const second = await createTenant(t.context);
    const device = newImei();
    await addTrackedVehicle(t, first, { imei: device, registerNumber: 'NOA-001', activatedAt: null });
    const mine = await addTrackedVehicle(t, second, { imei: device, registerNumber: 'NOB-001', activatedAt: null });
    forgetDevices();
    expect((await sendOsmand(listener, { query: androidQuery(device, seconds) })).status).toBe(400);
    expect((await refusalsOf(second.users.admin)).refusals).toEqual([
      {
        reason: 'notActivated',
        count: 1,
        lastAt: NOW.toISOString(),
        lastDevice: shortenDeviceId(device),
        lastVehicle: { id: mine, registerNumber: 'NOB-001' },
      },
    ]);
    expect((await refusalsOf(first.users.admin)).refusals).toHaveLength(1);
  });
});
