import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../../src/db/tenant';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { apiAs } from '../organisation-data/api';
import { signInDriverAccount } from '../shifts/shift-fixtures';
import { addVehicles, phonePosition, positionsTenant, postPositions, type PositionsTenant } from './position-fixtures';

/** POST /api/driver/positions: the driver app's positions, stored once each (decision 0012). */
const NOW = new Date(Math.floor(Date.now() / 60_000) * 60_000);
const minutesAgo = (minutes: number) => new Date(NOW.getTime() - minutes * 60_000).toISOString();

let t: TestApp;
let own: PositionsTenant;
let other: PositionsTenant;

beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
  own = await positionsTenant(t.context, 3);
  other = await positionsTenant(t.context, 1);
});
afterAll(() => t.close());

const storedPositions = (tenant: PositionsTenant) =>
  withTenant(t.database.db, tenant.tenant.organisationId, (tx) =>
    tx
      .selectFrom('positions')
      .select([
        'vehicle_id',
        'recorded_at',
        'latitude',
        'speed_kmh',
        'heading_degrees',
        'accuracy_meters',
        'source',
        'driver_id',
        'received_at',
      ])
      .orderBy('recorded_at')
      .execute(),
  );
const lastPositionAt = async (tenant: PositionsTenant, vehicleId: string) =>
  (await apiAs(t)(tenant.tenant.users.user, 'GET', `/api/vehicles/${vehicleId}`)).body.lastPositionAt;

describe('a batch of positions from the driver app', () => {
  it('is stored with its driver and source, and a replay or a repeat inside the batch adds nothing', async () => {
    const [truck, van] = own.vehicleIds as [string, string];
    const batch = [
      phonePosition(truck, minutesAgo(12)),
      phonePosition(truck, minutesAgo(11), { speedKmh: null, headingDegrees: null, accuracyMeters: null }),
      phonePosition(van, minutesAgo(11)),
    ];
    expect(await postPositions(t, own.driver, batch)).toEqual({ status: 200, body: { stored: 3, duplicates: 0 } });
    expect(await postPositions(t, own.driver, batch)).toEqual({ status: 200, body: { stored: 0, duplicates: 3 } });
    expect(
      await postPositions(t, own.driver, [
        phonePosition(truck, minutesAgo(10)),
        phonePosition(truck, minutesAgo(10)),
        batch[0],
      ]),
    ).toEqual({
      status: 200,
      body: { stored: 1, duplicates: 2 },
    });

    const rows = await storedPositions(own);
    expect(rows).toHaveLength(4);
    expect(rows[0]).toMatchObject({
      vehicle_id: truck,
      latitude: 60.17,
      speed_kmh: 52.5,
      heading_degrees: 90,
      accuracy_meters: 8,
      source: 'phone',
      driver_id: own.driverId,
    });
    expect(rows[0]?.recorded_at.toISOString()).toBe(minutesAgo(12));
    expect(rows[0]?.received_at.toISOString()).toBe(NOW.toISOString());
    expect(rows.find((row) => row.speed_kmh === null)).toMatchObject({ heading_degrees: null, accuracy_meters: null });
  });

  it("moves the vehicle's last position time forward only, and never past the time the server received it", async () => {
    const truck = own.vehicleIds[2]!;
    expect(await lastPositionAt(own, truck)).toBeNull();
    await postPositions(t, own.driver, [phonePosition(truck, minutesAgo(5)), phonePosition(truck, minutesAgo(7))]);
    expect(await lastPositionAt(own, truck)).toBe(minutesAgo(5));
    // A late-arriving older batch (the phone was offline) leaves the newest time alone.
    await postPositions(t, own.driver, [phonePosition(truck, minutesAgo(60))]);
    expect(await lastPositionAt(own, truck)).toBe(minutesAgo(5));
    // A phone whose clock runs two hours ahead: stored as sent, but the vehicle was seen now.
    expect((await postPositions(t, own.driver, [phonePosition(truck, minutesAgo(-120))])).body).toEqual({
      stored: 1,
      duplicates: 0,
    });
    expect(await lastPositionAt(own, truck)).toBe(NOW.toISOString());
  });

  it('stores each position once when uploads of the same vehicles run at the same time (a retry beside its first try)', async () => {
    const fleet = await positionsTenant(t.context, 3);
    const at = (i: number) => new Date(NOW.getTime() - 60 * 60_000 + i * 1000).toISOString();
    const batch = (order: string[], from: number) =>
      order.flatMap((vehicle) => Array.from({ length: 40 }, (_, i) => phonePosition(vehicle, at(from + i))));
    const [a, b, c] = fleet.vehicleIds as [string, string, string];
    const uploads = await Promise.all([
      ...[1, 2, 3].flatMap(() => [
        postPositions(t, fleet.driver, batch([a, b, c], 0)),
        postPositions(t, fleet.driver, batch([c, b, a], 0)),
      ]),
      postPositions(t, fleet.driver, batch([b, a], 20)),
    ]);
    expect(uploads.map((upload) => upload.status)).toEqual(Array(7).fill(200));
    const stored = uploads.reduce((sum, upload) => sum + (upload.body.stored as number), 0);
    expect(stored).toBe(3 * 40 + 2 * 20);
    expect(await storedPositions(fleet)).toHaveLength(stored);
  });

  it('refuses an account not linked to a driver with 409 and words the app can show', async () => {
    const response = await postPositions(
      t,
      await signInDriverAccount(t.context, own.tenant),
      [phonePosition(own.vehicleIds[0]!, minutesAgo(3))],
      { language: 'fi' },
    );
    expect(response).toMatchObject({ status: 409, body: { code: 'driver-sync:notLinked' } });
    expect(response.body.message).toMatch(/^Tiliäsi ei ole vielä liitetty kuljettajaan/);
    // The office's token is not the driver app's (the role table's client dimension).
    expect(
      (await postPositions(t, own.tenant.users.admin, [phonePosition(own.vehicleIds[0]!, minutesAgo(3))])).status,
    ).toBe(403);
  });

  it("refuses another organisation's vehicle with 400 naming the position, and stores none of the batch", async () => {
    const before = (await storedPositions(own)).length;
    const response = await postPositions(t, own.driver, [
      phonePosition(own.vehicleIds[0]!, minutesAgo(2)),
      phonePosition(other.vehicleIds[0]!, minutesAgo(2)),
    ]);
    expect(response).toMatchObject({
      status: 400,
      body: {
        code: 'shifts:unknownVehicle',
        fields: [{ path: 'positions.1.vehicleId', message: 'Choose a vehicle of your organisation' }],
      },
    });
    expect(await storedPositions(own)).toHaveLength(before);
    expect(await storedPositions(other)).toHaveLength(0);
  });

  it('refuses malformed positions with 400 naming the field', async () => {
    const vehicle = own.vehicleIds[0]!;
    const tooFar = await postPositions(t, own.driver, [phonePosition(vehicle, minutesAgo(1), { latitude: 91 })]);
    expect(tooFar).toMatchObject({
      status: 400,
      body: { code: 'validation', fields: [{ path: 'positions.0.latitude' }] },
    });
    const tooMany = await postPositions(
      t,
      own.driver,
      Array.from({ length: 1001 }, (_, i) => phonePosition(vehicle, new Date(NOW.getTime() - i * 1000).toISOString())),
    );
    expect(tooMany).toMatchObject({ status: 400, body: { fields: [{ path: 'positions' }] } });
    expect(await postPositions(t, own.driver, [])).toMatchObject({
      status: 400,
      body: { fields: [{ path: 'positions' }] },
    });
  });
});

describe('the device lock', () => {
  it('refuses a vehicle locked to another phone with 403 naming it, and takes it from its own phone', async () => {
    const locked = await positionsTenant(t.context, 0);
    await withTenant(t.database.db, locked.tenant.organisationId, async (tx) => {
      const group = await tx
        .insertInto('driver_groups')
        .values({
          organisation_id: locked.tenant.organisationId,
          name: 'Locked',
          guaranteed_hours: 80,
          standard_working_hours: 7.5,
          thresholds: '{}',
          paid_break_type: 'unpaid',
          paid_break_limit_minutes: null,
          device_lock: true,
          permissions: '{}',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await tx
        .updateTable('drivers')
        .set({ driver_group_id: group.id })
        .where('organisation_id', '=', locked.tenant.organisationId)
        .where('id', '=', locked.driverId)
        .execute();
    });
    const [vehicle] = await addVehicles(t.context, locked.tenant, 1, 'LCK', { deviceId: 'AB12CD34EF' });
    const batch = [phonePosition(vehicle!, minutesAgo(4))];

    const elsewhere = await postPositions(t, locked.driver, batch, { deviceId: 'ZZ99YY88XX' });
    expect(elsewhere).toEqual({
      status: 403,
      body: {
        statusCode: 403,
        code: 'driver-sync:vehicleLocked',
        message: 'Vehicle LCK-001 is locked to another phone. Choose another vehicle or ask the office.',
      },
    });
    expect(
      (await postPositions(t, locked.driver, batch, { deviceId: 'ZZ99YY88XX', language: 'sv' })).body.message,
    ).toBe('Fordonet LCK-001 är låst till en annan telefon. Välj ett annat fordon eller fråga kontoret.');
    expect((await postPositions(t, locked.driver, batch)).status).toBe(403);
    expect(await postPositions(t, locked.driver, batch, { deviceId: 'AB12CD34EF' })).toEqual({
      status: 200,
      body: { stored: 1, duplicates: 0 },
    });
  });
});

describe('row-level security on positions', () => {
  it("keeps each organisation's positions to itself, through the table and its partitions alike", async () => {
    await postPositions(t, other.driver, [phonePosition(other.vehicleIds[0]!, minutesAgo(9))]);
    const seenBy = async (tenant: PositionsTenant, table: string) =>
      withTenant(t.database.db, tenant.tenant.organisationId, (tx) =>
        tx
          .selectFrom(table as 'positions')
          .select('organisation_id')
          .execute(),
      );
    const partition = `positions_${NOW.getUTCFullYear()}_${String(NOW.getUTCMonth() + 1).padStart(2, '0')}`;
    for (const table of ['positions', partition]) {
      const ownRows = await seenBy(own, table);
      expect(ownRows.length, table).toBeGreaterThan(0);
      expect(new Set(ownRows.map((row) => row.organisation_id)), table).toEqual(new Set([own.tenant.organisationId]));
      expect(new Set((await seenBy(other, table)).map((row) => row.organisation_id)), table).toEqual(
        new Set([other.tenant.organisationId]),
      );
    }
  });

  it('refuses to write a position into another organisation', async () => {
    const attempt = withTenant(t.database.db, own.tenant.organisationId, (tx) =>
      tx
        .insertInto('positions')
        .values({
          organisation_id: other.tenant.organisationId,
          vehicle_id: other.vehicleIds[0]!,
          recorded_at: minutesAgo(30),
          latitude: 60,
          longitude: 25,
          speed_kmh: null,
          heading_degrees: null,
          accuracy_meters: null,
          source: 'phone',
          driver_id: null,
        })
        .execute(),
    );
    await expect(attempt).rejects.toThrow(/row-level security/);
  });
});
