import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_DRIVER_APP_PERMISSIONS } from '@rahti/domain';
import { withTenant } from '../../src/db/tenant';
import type { TestTenant } from '../helpers/tenants';
import { signInDriverAccount } from '../shifts/shift-fixtures';
import type { TestApp } from '../helpers/test-app';
import { addVehicle, type DriverApi, groupDriver, openDriverSuite, setGroup } from './driver-fixtures';

let t: TestApp;
let own: TestTenant;
let phone: DriverApi;

beforeAll(async () => {
  ({ t, own, phone } = await openDriverSuite());
});
afterAll(() => t.close());

type VehicleJson = { registerNumber: string; lockedToOtherDevice: boolean };

describe('GET /api/driver/me', () => {
  it("names the linked driver, their group's settings and questions, and which vehicles this phone may not choose", async () => {
    const driver = await groupDriver(t, own, 'Greta');
    await setGroup(t, own, driver.groupId, { deviceLock: true, permissions: { createAbsences: false } });
    await withTenant(t.database.db, own.organisationId, (tx) =>
      tx
        .insertInto('driver_group_questions')
        .values({
          organisation_id: own.organisationId,
          driver_group_id: driver.groupId,
          work_type: 2,
          text: 'What did you load?',
          unit: 't',
        })
        .execute(),
    );
    await addVehicle(t, own, 'AAA-111', { deviceId: 'PHONE00001', deviceLock: true });
    await addVehicle(t, own, 'BBB-222', { deviceId: 'PHONE00002', deviceLock: true });

    const response = await phone.call(driver.user, 'GET', '/api/driver/me', undefined, { deviceId: 'PHONE00001' });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      driver: { id: driver.driverId, firstName: 'Greta', lastName: 'Kuljettaja', defaultVehicleId: null },
      group: {
        id: driver.groupId,
        name: 'Greta group',
        deviceLock: true,
        paidBreakType: 'unpaid',
        customQuestions: [{ workType: 2, text: 'What did you load?', unit: 't' }],
      },
      permissions: { ...DEFAULT_DRIVER_APP_PERMISSIONS, createAbsences: false },
      organisation: { id: own.organisationId, name: own.name, timeZone: 'Europe/Helsinki' },
      serverTime: expect.any(String),
    });
    const vehicles = (response.body.vehicles as VehicleJson[]).map((v) => [v.registerNumber, v.lockedToOtherDevice]);
    expect(vehicles).toEqual([
      ['AAA-111', false],
      ['BBB-222', true],
      ['SMP-001', false],
    ]);

    const noPhone = await phone.call(driver.user, 'GET', '/api/driver/me', undefined, { deviceId: 'bad id' });
    expect(
      (noPhone.body.vehicles as VehicleJson[]).filter((v) => v.lockedToOtherDevice).map((v) => v.registerNumber),
    ).toEqual(['AAA-111', 'BBB-222']);
  });

  it('answers an account not linked to a driver with no driver, no group and the default permissions', async () => {
    const response = await phone.call(
      await signInDriverAccount(t.context, own),
      'GET',
      '/api/driver/me',
      undefined,
      {},
    );
    expect(response).toMatchObject({
      status: 200,
      body: { driver: null, group: null, permissions: DEFAULT_DRIVER_APP_PERMISSIONS },
    });
    // Without a group there is no device lock: no vehicle is kept off the phone.
    expect((response.body.vehicles as VehicleJson[]).every((v) => !v.lockedToOtherDevice)).toBe(true);
  });

  it("says which vehicles the office marks not active, and the organisation's order of names", async () => {
    const driver = await groupDriver(t, own, 'Ilona');
    const parked = await addVehicle(t, own, 'CCC-333');
    await withTenant(t.database.db, own.organisationId, (tx) =>
      tx
        .updateTable('vehicles')
        .set({ is_active: true })
        .where('organisation_id', '=', own.organisationId)
        .where('id', '<>', parked)
        .execute(),
    );
    const response = await phone.call(driver.user, 'GET', '/api/driver/me', undefined, {});
    const vehicles = response.body.vehicles as (VehicleJson & { active: boolean })[];
    expect(vehicles.find((v) => v.registerNumber === 'CCC-333')).toMatchObject({ active: false });
    expect(vehicles.filter((v) => v.registerNumber !== 'CCC-333').every((v) => v.active)).toBe(true);
    expect(response.body).toMatchObject({ organisation: { driverNameOrder: 'lastFirst' } });
  });
});
