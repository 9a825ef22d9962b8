import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allFeatures, type LocationHistory, type VehicleLocations } from '@rahti/domain';
import { withTenant } from '../../src/db/tenant';
import { insertPositions, type PositionFix } from '../../src/positions/positions.repository';
import { createTenant, type TestTenant } from '../helpers/tenants';
import type { TestApp } from '../helpers/test-app';
import { addVehicles } from '../positions/position-fixtures';
import { addDriver, shiftBody, shiftsApi } from '../shifts/shift-fixtures';
import { startTwoOrganisations, type TwoOrganisations } from '../helpers/two-organisations';

const NOW = Date.parse('2026-11-24T12:00:00.000Z');
const MINUTE = 60_000;
let t: TestApp;
let own: TestTenant;
let other: TestTenant;
let api: TwoOrganisations['api'];
let vehicles: string[];

const fix = (
  vehicleId: string,
  at: number,
  latitude: number,
  longitude: number,
  speedKmh: number | null = 60,
): PositionFix => ({
  vehicleId,
  recordedAt: new Date(at),
  latitude,
  longitude,
  speedKmh,
  headingDegrees: 0,
  accuracyMeters: 5,
});

beforeAll(async () => {
  ({ t, own, other, api } = await startTwoOrganisations({ app: { now: () => new Date(NOW) } }));
  // ABC-001 drives north from 10:00 to 11:50 (a position a minute), with a 20-minute stop at 11:00; ABC-002 reported once, at 09:00; ABC-003 never.
  vehicles = await addVehicles(t.context, own, 3, 'ABC');
  const track: PositionFix[] = [];
  for (let minute = 0; minute <= 110; minute++) {
    const moving = minute < 60 ? minute : minute < 80 ? 60 : minute - 20;
    track.push(
      fix(
        vehicles[0]!,
        NOW - 2 * 60 * MINUTE + minute * MINUTE,
        60.2 + moving * 0.01,
        24.9,
        minute >= 60 && minute < 80 ? 0 : 60,
      ),
    );
  }
  await withTenant(t.database.db, own.organisationId, async (tx) => {
    await insertPositions(
      tx,
      own.organisationId,
      { source: 'osmand', driverId: null, receivedAt: new Date(NOW) },
      track,
    );
    await insertPositions(tx, own.organisationId, { source: 'rfms', driverId: null, receivedAt: new Date(NOW) }, [
      fix(vehicles[1]!, NOW - 3 * 60 * MINUTE, 61.5, 23.8, null),
    ]);
  });
  // Ville's shift in ABC-001 is still running.
  const driverId = await addDriver(t.context, own, { firstName: 'Ville', lastName: 'Vetäjä' });
  const start = new Date(NOW - 2 * 60 * MINUTE).toISOString();
  await shiftsApi(t).create(
    own.users.admin,
    shiftBody(driverId, [{ start, end: null }], { vehicleIds: [vehicles[0]] }),
  );
});
afterAll(() => t.close());

describe('GET /api/vehicle-locations', () => {
  it("lists every vehicle with its newest position, the running shift's driver and whether it reported in the last 30 minutes", async () => {
    const response = await api(own.users.user, 'GET', '/api/vehicle-locations');
    expect(response.status).toBe(200);
    const body = response.body as unknown as VehicleLocations;
    expect(
      body.vehicles.map((vehicle) => [
        vehicle.registerNumber,
        vehicle.active,
        vehicle.driverName,
        vehicle.position?.at ?? null,
        vehicle.position?.source ?? null,
      ]),
    ).toEqual([
      ['ABC-001', true, 'Vetäjä Ville', '2026-11-24T11:50:00.000Z', 'osmand'],
      ['ABC-002', false, null, '2026-11-24T09:00:00.000Z', 'rfms'],
      ['ABC-003', false, null, null, null],
    ]);
    // 90 moving minutes at 0.01° a minute (standing still from 11:00 to 11:20).
    expect(body.vehicles[0]!.position).toMatchObject({ latitude: 61.1, longitude: 24.9, speedKmh: 60 });
    expect(
      ((await api(other.users.admin, 'GET', '/api/vehicle-locations')).body as unknown as VehicleLocations).vehicles,
    ).toEqual([]);
  });

  it("keeps the newest position when an older one arrives late, and moves to a newer one with its phone's driver", async () => {
    const driverId = await addDriver(t.context, own, { firstName: 'Pia', lastName: 'Puhelin' });
    const positionOf = async () =>
      ((await api(own.users.user, 'GET', '/api/vehicle-locations')).body as unknown as VehicleLocations).vehicles.find(
        (vehicle) => vehicle.registerNumber === 'ABC-002',
      )!;
    await withTenant(t.database.db, own.organisationId, (tx) =>
      insertPositions(tx, own.organisationId, { source: 'osmand', driverId: null, receivedAt: new Date(NOW) }, [
        fix(vehicles[1]!, NOW - 4 * 60 * MINUTE, 60.0, 22.0),
      ]),
    );
    expect((await positionOf()).position).toMatchObject({
      at: '2026-11-24T09:00:00.000Z',
      latitude: 61.5,
      source: 'rfms',
    });
    await withTenant(t.database.db, own.organisationId, (tx) =>
      insertPositions(tx, own.organisationId, { source: 'phone', driverId, receivedAt: new Date(NOW) }, [
        fix(vehicles[1]!, NOW - 150 * MINUTE, 60.5, 22.5, 40),
        fix(vehicles[1]!, NOW - 160 * MINUTE, 60.4, 22.4, 40),
      ]),
    );
    expect(await positionOf()).toMatchObject({
      driverName: 'Puhelin Pia',
      position: { at: '2026-11-24T09:30:00.000Z', latitude: 60.5, longitude: 22.5, speedKmh: 40, source: 'phone' },
    });
  });

  it('is behind the map feature', async () => {
    const withoutMap = await createTenant(t.context, { features: { ...allFeatures(), map: false } });
    expect((await api(withoutMap.users.admin, 'GET', '/api/vehicle-locations')).status).toBe(403);
  });
});

describe('GET /api/vehicle-locations/:vehicleId/history', () => {
  const path = (vehicleId: string, from: string, to: string) =>
    `/api/vehicle-locations/${vehicleId}/history?from=${from}&to=${to}`;

  it('answers the track thinned to its turns and ends, the stop with its length, and the shift with its events', async () => {
    const response = await api(
      own.users.user,
      'GET',
      path(vehicles[0]!, '2026-11-24T00:00:00.000Z', '2026-11-25T00:00:00.000Z'),
    );
    expect(response.status).toBe(200);
    const history = response.body as unknown as LocationHistory;
    expect(history.recordedCount).toBe(111);
    // A straight line north with one stop: the start, the stop's two ends and the last position.
    expect(history.track.map(([at, latitude]) => [new Date(at).toISOString().slice(11, 16), latitude])).toEqual([
      ['10:00', 60.2],
      ['11:00', 60.8],
      ['11:20', 60.8],
      ['11:50', 61.1],
    ]);
    expect(history.stops).toEqual([
      {
        start: Date.parse('2026-11-24T11:00:00.000Z'),
        end: Date.parse('2026-11-24T11:20:00.000Z'),
        latitude: 60.8,
        longitude: 24.9,
      },
    ]);
    expect(history.shifts).toEqual([
      {
        id: expect.any(String),
        driverName: 'Vetäjä Ville',
        start: '2026-11-24T10:00:00.000Z',
        end: null,
        events: [{ workType: 1, start: '2026-11-24T10:00:00.000Z', end: null }],
      },
    ]);
  });

  it('keeps a past day thinned, and thins it again when a late position arrives for it', async () => {
    // ABC-002 on Friday 20.11.: north for an hour (a position a minute), then a late upload of a point 0.1° east.
    const friday = Date.parse('2026-11-20T08:00:00.000Z');
    const north = Array.from({ length: 61 }, (_, minute) =>
      fix(vehicles[1]!, friday + minute * MINUTE, 61 + minute * 0.005, 23.8),
    );
    const store = (fixes: PositionFix[]) =>
      withTenant(t.database.db, own.organisationId, (tx) =>
        insertPositions(tx, own.organisationId, { source: 'rfms', driverId: null, receivedAt: new Date(NOW) }, fixes),
      );
    await store(north);
    const read = async () =>
      (await api(own.users.user, 'GET', path(vehicles[1]!, '2026-11-19T00:00:00.000Z', '2026-11-22T00:00:00.000Z')))
        .body as unknown as LocationHistory;
    const first = await read();
    expect(first.recordedCount).toBe(61);
    expect(first.track.map(([, latitude, longitude]) => [latitude, longitude])).toEqual([
      [61, 23.8],
      [61.3, 23.8],
    ]);
    const kept = await withTenant(t.database.db, own.organisationId, (tx) =>
      tx.selectFrom('track_days').select(['day', 'recorded']).where('vehicle_id', '=', vehicles[1]!).execute(),
    );
    expect(kept).toEqual([{ day: '2026-11-20', recorded: 61 }]);
    // 08:30 moved 0.1° east: the line now turns there and back.
    await store([fix(vehicles[1]!, friday + 30 * MINUTE + 30_000, 61.15, 23.9)]);
    const second = await read();
    expect(second.recordedCount).toBe(62);
    expect(second.track.map(([, latitude, longitude]) => [latitude, longitude])).toEqual([
      [61, 23.8],
      [61.15, 23.8],
      [61.15, 23.9],
      [61.155, 23.8],
      [61.3, 23.8],
    ]);
  });

  it("answers 404 for another organisation's vehicle and 400 for more than 32 days or an end before the start", async () => {
    expect(
      (await api(other.users.admin, 'GET', path(vehicles[0]!, '2026-11-24T00:00:00.000Z', '2026-11-25T00:00:00.000Z')))
        .status,
    ).toBe(404);
    const long = await api(
      own.users.admin,
      'GET',
      path(vehicles[0]!, '2026-10-01T00:00:00.000Z', '2026-11-25T00:00:00.000Z'),
      undefined,
      'fi',
    );
    expect(long.status).toBe(400);
    expect(long.body.fields).toEqual([
      { path: 'to', message: 'Sijaintihistoriaa voi hakea enintään 32 päivältä kerrallaan' },
    ]);
    expect(
      (await api(own.users.admin, 'GET', path(vehicles[0]!, '2026-11-25T00:00:00.000Z', '2026-11-24T00:00:00.000Z')))
        .status,
    ).toBe(400);
  });
});
