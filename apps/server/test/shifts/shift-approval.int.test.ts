import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestTenant, TestUser } from '../helpers/tenants';
import type { TestApp } from '../helpers/test-app';
import {
  addDriver,
  eventTimes,
  openShiftsSuite,
  shiftBody,
  shiftsApi,
  signInDriver,
  type ShiftJson,
} from './shift-fixtures';

let t: TestApp;
let own: TestTenant;
let api: ReturnType<typeof shiftsApi>;
let driverId: string;

beforeAll(async () => {
  // The app's clock runs from the evening of the shifts' day: the driver app records times within a day ahead and a year back.
  const offset = Date.parse('2026-05-04T21:00:00Z') - Date.now();
  ({ t, own, api, driverId } = await openShiftsSuite({ now: () => new Date(Date.now() + offset) }));
});
afterAll(() => t.close());

const at = (hours: string) => `2026-05-04T${hours}:00.000Z`;
const newShift = (user: TestUser = own.users.user) =>
  api.create(user, shiftBody(driverId, [{ start: at('06:00'), end: at('10:00') }]));
const act = (user: TestUser, shift: { id: string }, action: string, version: number) =>
  api.call(user, 'POST', `/api/shifts/${shift.id}/approval`, { action, version });
const edit = (
  user: TestUser,
  shift: { id: string },
  version: number,
  end: string,
  extra: Record<string, unknown> = {},
) =>
  api.call(user, 'PUT', `/api/shifts/${shift.id}`, {
    ...shiftBody(driverId, [{ start: at('06:00'), end }], extra),
    version,
  });

describe('approval', () => {
  it('Admins and Superusers approve and remove approvals; each step grows the version and is in the history', async () => {
    for (const approver of [own.users.admin, own.users.superuser]) {
      const shift = await newShift();
      expect(await act(approver, shift, 'approve', 1)).toMatchObject({
        status: 200,
        body: { approval: 'approved', version: 2 },
      });
      expect(await edit(own.users.admin, shift, 2, at('11:00'))).toMatchObject({
        status: 409,
        body: {
          code: 'shifts:approval.itemApproved',
          message: 'This item is approved. Remove the approval to change it',
        },
      });
      expect(await act(approver, shift, 'removeApproval', 2)).toMatchObject({
        status: 200,
        body: { approval: 'unapproved', version: 3 },
      });
      const history = (await api.call(own.users.user, 'GET', `/api/shifts/${shift.id}/history`)).body as unknown as {
        action: string;
        byName: string;
      }[];
      expect(history.map((h) => [h.action, h.byName])).toEqual([
        ['removeApproval', approver.role === 'Admin' ? 'Admin Person' : 'Superuser Person'],
        ['approve', approver.role === 'Admin' ? 'Admin Person' : 'Superuser Person'],
        ['create', 'User Person'],
      ]);
    }
  });

  it('a User views, corrects an unapproved shift and marks it checked; their approve is a 403', async () => {
    const shift = await newShift(own.users.admin);
    expect((await api.call(own.users.user, 'GET', `/api/shifts/${shift.id}`)).status).toBe(200);
    expect(await edit(own.users.user, shift, 1, at('11:00'))).toMatchObject({
      status: 200,
      body: { end: at('11:00'), version: 2 },
    });
    expect(await act(own.users.user, shift, 'check', 2)).toMatchObject({
      status: 200,
      body: { approval: 'checked', version: 3 },
    });
    expect(await act(own.users.user, shift, 'approve', 3)).toMatchObject({ status: 403, body: { code: 'forbidden' } });
    // The role is checked before the state: a stale version is still a 403.
    expect((await act(own.users.user, shift, 'removeApproval', 1)).status).toBe(403);
    expect(await act(own.users.user, shift, 'uncheck', 3)).toMatchObject({
      status: 200,
      body: { approval: 'unapproved' },
    });
  });

  it('a corrected shift goes back to unapproved; steps the state does not allow are a 409 with the reason', async () => {
    const shift = await newShift();
    await act(own.users.user, shift, 'check', 1);
    expect(await edit(own.users.user, shift, 2, at('09:00'))).toMatchObject({
      status: 200,
      body: { approval: 'unapproved', version: 3 },
    });
    expect(await act(own.users.user, shift, 'uncheck', 3)).toMatchObject({
      status: 409,
      body: { code: 'shifts:approval.notChecked' },
    });
    expect(await act(own.users.admin, shift, 'removeApproval', 3)).toMatchObject({
      status: 409,
      body: { code: 'shifts:approval.notApproved' },
    });
    expect(await act(own.users.user, shift, 'acceptDriverEdit', 3)).toMatchObject({
      status: 409,
      body: { code: 'shifts:approval.noDriverEdit' },
    });
    expect(await act(own.users.user, shift, 'check', 2)).toMatchObject({
      status: 409,
      body: { code: 'shifts:staleVersion' },
    });
  });
});

describe("the driver's own edits (driver app)", () => {
  let driver: TestUser;
  beforeAll(async () => {
    driver = await signInDriver(t.context, own, driverId);
  });

  it('the driver adds and changes their own shifts only; another driver’s are 404 to them', async () => {
    const own_ = await api.call(
      driver,
      'POST',
      '/api/shifts',
      shiftBody(driverId, [{ start: at('05:00'), end: null }], { clientKey: 'phone:1' }),
    );
    expect(own_).toMatchObject({ status: 201, body: { status: 'ongoing', hasDriverEdit: false } });
    const colleague = await addDriver(t.context, own, { firstName: 'Kalle', lastName: 'Kollega' });
    const theirs = await api.create(own.users.admin, shiftBody(colleague, [{ start: at('06:00'), end: at('07:00') }]));
    expect(
      (await api.call(driver, 'POST', '/api/shifts', shiftBody(colleague, [{ start: at('06:00'), end: at('07:00') }])))
        .status,
    ).toBe(404);
    expect(
      (
        await api.call(driver, 'PUT', `/api/shifts/${theirs.id}`, {
          ...shiftBody(colleague, [{ start: at('06:00'), end: at('08:00') }]),
          version: 1,
        })
      ).status,
    ).toBe(404);
    expect((await api.call(driver, 'GET', `/api/shifts/${theirs.id}`)).status).toBe(404);
    const seen = (await api.call(driver, 'GET', '/api/shifts?from=2026-05-04&to=2026-05-04')).body.items as ShiftJson[];
    expect(seen.map((s) => s.id)).toContain(own_.body.id);
    expect(new Set(seen.map((s) => s.driverId))).toEqual(new Set([driverId]));
    expect((await act(driver, own_.body as unknown as ShiftJson, 'check', 1)).status).toBe(403);
  });

  it('marks the shift changed by the driver; the office accepts it, or rejects it and gets its own version back', async () => {
    const office = await api.create(
      own.users.admin,
      shiftBody(
        driverId,
        [
          { start: at('12:00'), end: at('16:00') },
          { workType: 5, start: at('16:00'), end: at('16:30') },
        ],
        {
          vehicleIds: [own.vehicleId],
          startKm: 100,
          endKm: 200,
          bonuses: [{ type: 'adr', hours: null }],
          dailyAllowance: 1,
        },
      ),
    );
    await act(own.users.user, office, 'check', 1);
    const changed = (version: number, end: string) =>
      api.call(driver, 'PUT', `/api/shifts/${office.id}`, {
        ...shiftBody(driverId, [{ start: at('12:00'), end }]),
        vehicleIds: [],
        startKm: 100,
        endKm: 250,
        version,
      });
    expect(await changed(2, at('17:00'))).toMatchObject({
      status: 200,
      body: { hasDriverEdit: true, approval: 'unapproved', endKm: 250, version: 3 },
    });
    // A second edit by the driver keeps the office's version, not the driver's first edit.
    expect(await changed(3, at('17:30'))).toMatchObject({ status: 200, body: { version: 4 } });
    expect(await edit(own.users.admin, office, 4, at('18:00'))).toMatchObject({
      status: 409,
      body: { code: 'shifts:approval.driverEditPending' },
    });
    expect(await act(own.users.admin, office, 'approve', 4)).toMatchObject({
      status: 409,
      body: { code: 'shifts:approval.driverEditPending' },
    });

    const rejected = await act(own.users.user, office, 'rejectDriverEdit', 4);
    expect(rejected).toMatchObject({
      status: 200,
      body: {
        hasDriverEdit: false,
        approval: 'unapproved',
        startKm: 100,
        endKm: 200,
        bonuses: [{ type: 'adr', hours: null }],
        dailyAllowance: 1,
        vehicles: [{ id: own.vehicleId }],
        version: 5,
      },
    });
    expect(eventTimes(rejected.body as unknown as ShiftJson)).toEqual(eventTimes(office));

    expect((await changed(5, at('19:00'))).body).toMatchObject({ hasDriverEdit: true });
    const accepted = await act(own.users.user, office, 'acceptDriverEdit', 6);
    expect(accepted).toMatchObject({ status: 200, body: { hasDriverEdit: false, end: at('19:00'), version: 7 } });
    // Accepted: nothing of the earlier office version is left to restore.
    expect((await changed(7, at('20:00'))).status).toBe(200);
    expect((await act(own.users.user, office, 'rejectDriverEdit', 8)).body).toMatchObject({ end: at('19:00') });

    const history = (await api.call(own.users.admin, 'GET', `/api/shifts/${office.id}/history`)).body as unknown as {
      action: string;
      byName: string;
    }[];
    expect(history.slice(0, 4).map((h) => [h.action, h.byName])).toEqual([
      ['rejectDriverEdit', 'User Person'],
      ['driverEdit', 'Driver Person'],
      ['acceptDriverEdit', 'User Person'],
      ['driverEdit', 'Driver Person'],
    ]);
  });
});
