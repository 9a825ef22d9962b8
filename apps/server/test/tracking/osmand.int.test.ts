import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenant, type TestTenant } from '../helpers/tenants';
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

/** The OsmAnd listener (issue 14, decision 0015) with the request shapes of reference section 3. */
const NOW = new Date(Math.floor(Date.now() / 60_000) * 60_000);
const secondsAgo = (seconds: number) => Math.floor(NOW.getTime() / 1000) - seconds;

let t: TestApp;
let listener: FastifyInstance;
let fleet: TestTenant;
let imei: string;
let truck: string;

beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
  listener = await osmandListener(t);
  fleet = await createTenant(t.context);
  imei = newImei();
  truck = await addTrackedVehicle(t, fleet, { imei, registerNumber: 'TRK-001' });
});
afterAll(async () => {
  await listener.close();
  await t.close();
});

describe('positions from a tracking device', () => {
  it("stores Traccar Client Android's empty POST with everything in the query, in our units", async () => {
    expect(await sendOsmand(listener, { query: androidQuery(imei, secondsAgo(600)) })).toEqual({
      status: 200,
      body: '',
    });
    const [row] = await storedPositions(t, fleet);
    expect(row).toMatchObject({
      vehicle_id: truck,
      latitude: 60.1699,
      longitude: 24.9384,
      speed_kmh: 22.78,
      heading_degrees: 270,
      accuracy_meters: 5,
      source: 'osmand',
      driver_id: null,
    });
    expect(row?.recorded_at.getTime()).toBe(secondsAgo(600) * 1000);
    expect(row?.received_at.getTime()).toBe(NOW.getTime());
    const vehicle = await apiAs(t)(fleet.users.admin, 'GET', `/api/vehicles/${truck}`);
    expect(vehicle.body.lastPositionAt).toBe(new Date(secondsAgo(600) * 1000).toISOString());
  });

  it("stores Traccar Client 9's JSON: m/s to km/h, the ISO time", async () => {
    const at = new Date(secondsAgo(540) * 1000 + 123);
    expect(await sendOsmand(listener, { contentType: 'application/json', body: client9Json(imei, at) })).toEqual({
      status: 200,
      body: '',
    });
    const row = (await storedPositions(t, fleet)).find((position) => position.recorded_at.getTime() === at.getTime());
    expect(row).toMatchObject({
      vehicle_id: truck,
      speed_kmh: 12.24,
      heading_degrees: 270,
      accuracy_meters: 5,
      source: 'osmand',
    });
  });

  it('takes GET, the /osmand path, a form-encoded body and location=lat,lon; a fix without a time is the time it arrived', async () => {
    const imeiOfVan = newImei();
    const tenant = await createTenant(t.context);
    const van = await addTrackedVehicle(t, tenant, { imei: imeiOfVan, registerNumber: 'VAN-001' });
    expect(
      (
        await sendOsmand(listener, {
          method: 'GET',
          query: `id=${imeiOfVan}&timestamp=${secondsAgo(300)}&lat=61.5&lon=23.75`,
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await sendOsmand(listener, {
          url: '/osmand/',
          query: `deviceid=${imeiOfVan}&timestamp=${secondsAgo(240)}&location=61.6,23.8&speed=-1&bearing=-1`,
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await sendOsmand(listener, {
          contentType: 'application/x-www-form-urlencoded',
          body: `id=${imeiOfVan}&lat=61.7&lon=23.9`,
        })
      ).status,
    ).toBe(200);
    const rows = await storedPositions(t, tenant);
    expect(
      rows.map((row) => [row.vehicle_id, row.latitude, row.longitude, row.speed_kmh, row.heading_degrees]),
    ).toEqual([
      [van, 61.5, 23.75, null, null],
      [van, 61.6, 23.8, null, null],
      [van, 61.7, 23.9, null, null],
    ]);
    expect(rows[2]?.recorded_at.getTime()).toBe(NOW.getTime());
  });

  it('stores a position sent twice, or twice at once, only once, and answers each with 200', async () => {
    const query = androidQuery(imei, secondsAgo(480));
    const before = (await storedPositions(t, fleet)).length;
    const answers = await Promise.all([
      sendOsmand(listener, { query }),
      sendOsmand(listener, { query }),
      sendOsmand(listener, { query: query.replace('lat=60.1699', 'lat=60.17') }),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect((await sendOsmand(listener, { query })).status).toBe(200);
    expect(await storedPositions(t, fleet)).toHaveLength(before + 1);
  });

  it('answers a report without coordinates, or one the device calls invalid, and stores neither', async () => {
    const before = (await storedPositions(t, fleet)).length;
    expect(await sendOsmand(listener, { query: `id=${imei}&timestamp=${secondsAgo(420)}&batt=50` })).toEqual({
      status: 200,
      body: '',
    });
    expect(
      (await sendOsmand(listener, { query: `id=${imei}&timestamp=${secondsAgo(410)}&lat=0&lon=0&valid=false` })).status,
    ).toBe(200);
    expect(await storedPositions(t, fleet)).toHaveLength(before);
  });
});

describe('malformed requests', () => {
  it('get 400 with the reason, and nothing is stored', async () => {
    const tenant = await createTenant(t.context);
    const device = newImei();
    await addTrackedVehicle(t, tenant, { imei: device, registerNumber: 'MAL-001' });
    const malformed = [
      { query: `id=${device}&lat=NaN&lon=24.9` },
      { query: `id=${device}&lat=91&lon=24.9` },
      { query: `id=${device}&location=60.1,-190` },
      { query: `id=${device}&lat=60.1&lon=24.9&speed=fast` },
      { query: `id=${device}&lat=60.1&lon=24.9&timestamp=tomorrow` },
      { query: 'lat=60.1&lon=24.9' },
      { contentType: 'application/json', body: '{"device_id":' },
      { contentType: 'application/json', body: client9Json(device, NOW, { latitude: 123 }) },
    ];
    const answers = await Promise.all(malformed.map((request) => sendOsmand(listener, request)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(malformed.length).fill(400));
    expect(answers[0]?.body).toBe('invalidNumber: lat');
    expect(answers[1]?.body).toBe('latitudeOutOfRange: lat');
    expect(await storedPositions(t, tenant)).toEqual([]);
  });

  it('get 400 whichever value of a well-formed line is spoiled, and nothing is stored', async () => {
    const tenant = await createTenant(t.context);
    const device = newImei();
    await addTrackedVehicle(t, tenant, { imei: device, registerNumber: 'MAL-002' });
    const spoiled = fc.tuple(
      fc.constantFrom('lat', 'lon', 'speed', 'bearing', 'accuracy', 'altitude', 'batt', 'timestamp'),
      fc.oneof(fc.constantFrom('NaN', 'Infinity', '-', '1,5', '0x1F', '1e999', ''), fc.stringMatching(/^[a-z]{1,8}$/)),
    );
    await fc.assert(
      fc.asyncProperty(spoiled, async ([key, value]) => {
        const query = new URLSearchParams(androidQuery(device, secondsAgo(60)));
        query.set(key, value);
        expect((await sendOsmand(listener, { query: query.toString() })).status).toBe(400);
      }),
      { numRuns: 30 },
    );
    expect(await storedPositions(t, tenant)).toEqual([]);
  });

  it('other paths and methods get 404, a body past 64 KiB 413', async () => {
    expect(
      (await sendOsmand(listener, { url: '/api/vehicles', query: androidQuery(imei, secondsAgo(60)) })).status,
    ).toBe(404);
    for (const method of ['PUT', 'HEAD'] as const)
      expect((await listener.inject({ method, url: `/?${androidQuery(imei, secondsAgo(60))}` })).statusCode).toBe(404);
    expect((await sendOsmand(listener, { contentType: 'application/json', body: 'x'.repeat(70 * 1024) })).status).toBe(
      413,
    );
  });
});
