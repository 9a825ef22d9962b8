import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../../src/db/tenant';
import type { TestTenant } from '../helpers/tenants';
import { signInDriverAccount } from '../shifts/shift-fixtures';
import type { TestApp } from '../helpers/test-app';
import { signInDriver, addDriver } from '../shifts/shift-fixtures';
import {
  addVehicle,
  daysFromNow,
  type DriverApi,
  events,
  groupDriver,
  newKey,
  openDriverSuite,
  setGroup,
  snapshot,
} from './driver-fixtures';

let t: TestApp;
let own: TestTenant;
let phone: DriverApi;

beforeAll(async () => {
  ({ t, own, phone } = await openDriverSuite());
});
afterAll(() => t.close());

const absence = (workType: number) => ({
  key: newKey(),
  kind: 'createAbsence',
  absence: {
    clientKey: newKey(),
    workType,
    kind: workType === 11 ? 'contract' : 'absence',
    startDate: daysFromNow(50),
    endDate: daysFromNow(50),
  },
});

describe('a driver touches only their own shifts', () => {
  it("gets another driver's client key as a conflict and their shift id as not found, and never sees their shifts", async () => {
    const anna = await groupDriver(t, own, 'Anna');
    const bo = await groupDriver(t, own, 'Bo');
    const key = newKey();
    const annas = await phone.syncOne(anna.user, snapshot(key, 1, events([60, null])));
    const shift = annas.response.shifts.find((s) => s.id === annas.itemId)!;

    const byKey = await phone.syncOne(bo.user, snapshot(key, 2, events([60, 10])));
    expect(byKey).toMatchObject({
      outcome: 'conflict',
      status: 409,
      message: 'driver-sync:conflicts.otherDriver',
      itemId: null,
    });
    const byId = await phone.syncOne(bo.user, {
      key: newKey(),
      kind: 'editShift',
      shiftId: shift.id,
      version: shift.version,
      shift: { clientKey: key, events: events([60, 10]) },
    });
    expect(byId).toMatchObject({
      outcome: 'conflict',
      status: 404,
      message: 'driver-sync:conflicts.notFound',
      itemId: null,
    });
    // Anna's operation key sent by Bo tells him nothing of it.
    const replayed = await phone.syncOne(bo.user, snapshot(key, 1, events([60, null])));
    expect(replayed).toMatchObject({ outcome: 'conflict', message: 'driver-sync:conflicts.otherDriver', itemId: null });
    expect(byId.response.shifts.map((s) => s.driverId)).not.toContain(anna.driverId);

    const after = await phone.sync(anna.user, []);
    expect(after.shifts.find((s) => s.id === shift.id)).toMatchObject({ status: 'ongoing', version: shift.version });
  });
});

describe('the device lock', () => {
  it('refuses a vehicle locked to another phone with its register number, and applies it from the right phone', async () => {
    const driver = await groupDriver(t, own, 'Cecilia');
    await setGroup(t, own, driver.groupId, { deviceLock: true });
    const locked = await addVehicle(t, own, 'LCK-101', { deviceId: 'ABCDE12345', deviceLock: true });
    const free = await addVehicle(t, own, 'FRE-202');
    const key = newKey();
    const withVehicle = (seq: number, vehicleIds: string[]) => snapshot(key, seq, events([60, null]), { vehicleIds });

    const elsewhere = await phone.syncOne(driver.user, withVehicle(1, [free, locked]), {
      deviceId: 'ZZZZZ99999',
      language: 'fi',
    });
    expect(elsewhere).toMatchObject({
      outcome: 'refused',
      status: 403,
      message: 'driver-sync:vehicleLocked',
      params: { registerNumber: 'LCK-101' },
      itemId: null,
    });
    expect(t.context.translator.t(elsewhere.message!, { lng: 'fi', ...elsewhere.params })).toBe(
      'Ajoneuvo LCK-101 on lukittu toiseen puhelimeen. Valitse toinen ajoneuvo tai kysy toimistolta.',
    );
    expect((await phone.syncOne(driver.user, withVehicle(2, [locked]))).outcome).toBe('refused');
    // A malformed device id is no device id.
    expect((await phone.syncOne(driver.user, withVehicle(3, [locked]), { deviceId: 'ABCDE12345-x' })).outcome).toBe(
      'refused',
    );

    const here = await phone.syncOne(driver.user, withVehicle(4, [free, locked]), { deviceId: 'ABCDE12345' });
    expect(here).toMatchObject({ outcome: 'applied', status: 200 });
    expect(here.response.shifts.find((s) => s.id === here.itemId)!.vehicles.map((v) => v.id)).toEqual([free, locked]);
  });
});

describe("the driver group's permissions", () => {
  it('refuse a new shift, a chosen vehicle, bonuses and allowance, edits, absences and contract work, each by its own message', async () => {
    const driver = await groupDriver(t, own, 'Daniel');
    const chosen = await addVehicle(t, own, 'CHS-303');
    await setGroup(t, own, driver.groupId, {
      permissions: {
        createShifts: false,
        editShifts: false,
        createAbsences: false,
        createContractWork: false,
        chooseVehicles: false,
        chooseBonusesAndAllowance: false,
      },
    });
    const refused = async (operation: object) => (await phone.syncOne(driver.user, operation)).message;

    expect(await refused(snapshot(newKey(), 1, events([60, null])))).toBe('driver-sync:refusals.createShifts');
    await setGroup(t, own, driver.groupId, {
      permissions: {
        editShifts: false,
        createAbsences: false,
        createContractWork: false,
        chooseVehicles: false,
        chooseBonusesAndAllowance: false,
      },
    });
    expect(await refused(snapshot(newKey(), 1, events([60, null]), { vehicleIds: [chosen] }))).toBe(
      'driver-sync:refusals.chooseVehicles',
    );
    expect(await refused(snapshot(newKey(), 1, events([60, null]), { bonuses: [{ type: 'adr', hours: null }] }))).toBe(
      'driver-sync:refusals.chooseBonusesAndAllowance',
    );
    expect(await refused(snapshot(newKey(), 1, events([60, null]), { dailyAllowance: 1 }))).toBe(
      'driver-sync:refusals.chooseBonusesAndAllowance',
    );
    expect(await refused(absence(18))).toBe('driver-sync:refusals.createAbsences');
    expect(await refused(absence(11))).toBe('driver-sync:refusals.createContractWork');

    const created = await phone.syncOne(driver.user, snapshot(newKey(), 1, events([60, 30])));
    expect(created).toMatchObject({ outcome: 'applied', status: 200 });
    const shift = created.response.shifts.find((s) => s.id === created.itemId)!;
    const edit = await phone.syncOne(driver.user, {
      key: newKey(),
      kind: 'editShift',
      shiftId: shift.id,
      version: shift.version,
      shift: { clientKey: shift.clientKey, events: events([60, 20]) },
    });
    expect(edit).toMatchObject({ outcome: 'refused', status: 403, message: 'driver-sync:refusals.editShifts' });
    for (const message of [
      'createShifts',
      'chooseVehicles',
      'chooseBonusesAndAllowance',
      'editShifts',
      'createAbsences',
      'createContractWork',
    ]) {
      expect(t.context.translator.t(`driver-sync:refusals.${message}`, { lng: 'sv' })).toMatch(/^Din förargrupp/);
    }
  });

  it('let a driver who may not choose vehicles record with their default vehicle, and contract work only when allowed', async () => {
    const driver = await groupDriver(t, own, 'Eero');
    const defaultVehicle = await addVehicle(t, own, 'DEF-404');
    await withTenant(t.database.db, own.organisationId, (tx) =>
      tx
        .updateTable('drivers')
        .set({ default_vehicle_id: defaultVehicle })
        .where('organisation_id', '=', own.organisationId)
        .where('id', '=', driver.driverId)
        .execute(),
    );
    await setGroup(t, own, driver.groupId, { permissions: { chooseVehicles: false, createContractWork: true } });
    const recorded = await phone.syncOne(
      driver.user,
      snapshot(newKey(), 1, events([60, null]), { vehicleIds: [defaultVehicle] }),
    );
    expect(recorded).toMatchObject({ outcome: 'applied' });
    const contract = await phone.syncOne(driver.user, absence(11));
    expect(contract).toMatchObject({ outcome: 'applied' });
    expect(contract.response.absences.find((a) => a.id === contract.itemId)).toMatchObject({ workType: 11 });
  });
});

describe('an account not linked to a driver', () => {
  it('gets a 409 for the whole sync, in its language, and nothing is stored', async () => {
    const key = newKey();
    const notYet = await phone.call(
      await signInDriverAccount(t.context, own),
      'POST',
      '/api/driver/sync',
      { operations: [snapshot(key, 1, events([60, null]))] },
      { language: 'sv' },
    );
    expect(notYet).toMatchObject({
      status: 409,
      body: { code: 'driver-sync:notLinked', message: expect.stringMatching(/^Ditt konto är ännu inte kopplat/) },
    });
    // The office's token is not the driver app's (the role table's client dimension).
    expect(
      (
        await phone.call(
          own.users.admin,
          'POST',
          '/api/driver/sync',
          { operations: [snapshot(key, 1, events([60, null]))] },
          {},
        )
      ).status,
    ).toBe(403);
    // A driver whose link was removed.
    const unlinked = await signInDriver(
      t.context,
      own,
      await addDriver(t.context, own, { firstName: 'Frida', lastName: 'Förare' }),
    );
    await withTenant(t.database.db, own.organisationId, (tx) =>
      tx
        .updateTable('drivers')
        .set({ user_id: null })
        .where('organisation_id', '=', own.organisationId)
        .where('user_id', '=', unlinked.id)
        .execute(),
    );
    expect((await phone.call(unlinked, 'POST', '/api/driver/sync', { operations: [] }, {})).status).toBe(409);
    const stored = await withTenant(t.database.db, own.organisationId, (tx) =>
      tx
        .selectFrom('shifts')
        .select('id')
        .where('organisation_id', '=', own.organisationId)
        .where('client_key', '=', key)
        .execute(),
    );
    expect(stored).toEqual([]);
  });
});
