import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestTenant } from '../helpers/tenants';
import type { TestApp } from '../helpers/test-app';
import { addAbsence, addDriver, addShift } from './timesheet-fixtures';
import { startTwoOrganisations, type TwoOrganisations } from '../helpers/two-organisations';

let t: TestApp;
let own: TestTenant;
let other: TestTenant;
let api: TwoOrganisations['api'];
let assigned: string;
let unassigned: string;
let assignedAbsence: string;
let unassignedAbsence: string;
let plannedShiftId: string;
const period = 'from=2026-09-01&to=2026-09-30';

beforeAll(async () => {
  ({ t, own, other, api } = await startTwoOrganisations());
  assigned = await addDriver(t, own, { firstName: 'Aila', lastName: 'Assigned' });
  unassigned = await addDriver(t, own, { firstName: 'Uuno', lastName: 'Unassigned' });
  plannedShiftId = (
    await api(own.users.admin, 'POST', '/api/planned-shifts', {
      driverId: unassigned,
      vehicleIds: [],
      start: '2026-09-11T05:00:00Z',
      end: '2026-09-11T06:00:00Z',
      status: 'published',
    })
  ).body.id as string;
  for (const driverId of [assigned, unassigned]) {
    await addShift(t, own, {
      driverId,
      events: [{ workType: 1, start: '2026-09-10T05:00:00Z', end: '2026-09-10T09:00:00Z' }],
    });
  }
  // A shift of the unassigned driver that the supervisor sees through its planned shift.
  await addShift(t, own, {
    driverId: unassigned,
    plannedShiftId,
    events: [{ workType: 3, start: '2026-09-11T05:00:00Z', end: '2026-09-11T06:00:00Z' }],
  });
  assignedAbsence = await addAbsence(t, own, { driverId: assigned, startDate: '2026-09-14', endDate: '2026-09-15' });
  unassignedAbsence = await addAbsence(t, own, {
    driverId: unassigned,
    startDate: '2026-09-14',
    endDate: '2026-09-15',
  });
});
afterAll(() => t.close());

describe('supervisors', () => {
  it('are assigned and listed by Admins and Superusers; a User gets 403', async () => {
    const put = await api(own.users.admin, 'PUT', `/api/supervisors/${own.users.user.id}`, {
      driverIds: [assigned, assigned],
      plannedShiftIds: [plannedShiftId],
    });
    expect(put).toMatchObject({
      status: 200,
      body: { userId: own.users.user.id, driverIds: [assigned], plannedShiftIds: [plannedShiftId] },
    });
    expect((await api(own.users.superuser, 'GET', '/api/supervisors')).body).toEqual([put.body]);
    expect((await api(own.users.user, 'GET', '/api/supervisors')).status).toBe(403);
    expect((await api(own.users.user, 'PUT', `/api/supervisors/${own.users.user.id}`, { driverIds: [] })).status).toBe(
      403,
    );
  });

  it("refuse another organisation's user (404), driver and planned shift (400 naming the field)", async () => {
    expect(
      (await api(own.users.admin, 'PUT', `/api/supervisors/${other.users.user.id}`, { driverIds: [] })).status,
    ).toBe(404);
    const theirDriver = await addDriver(t, other, { firstName: 'Olli', lastName: 'Muu' });
    const response = await api(
      own.users.admin,
      'PUT',
      `/api/supervisors/${own.users.superuser.id}`,
      { driverIds: [assigned, theirDriver] },
      'sv',
    );
    expect(response).toMatchObject({
      status: 400,
      body: { fields: [{ path: 'driverIds.1', message: 'Välj en förare i din organisation' }] },
    });
    const theirPlan = await api(other.users.admin, 'POST', '/api/planned-shifts', {
      driverId: theirDriver,
      vehicleIds: [],
      start: '2026-09-11T05:00:00Z',
      end: '2026-09-11T06:00:00Z',
      status: 'published',
    });
    const plan = await api(own.users.admin, 'PUT', `/api/supervisors/${own.users.superuser.id}`, {
      driverIds: [],
      plannedShiftIds: [plannedShiftId, theirPlan.body.id],
    });
    expect(plan).toMatchObject({
      status: 400,
      body: { fields: [{ path: 'plannedShiftIds.1', message: 'The planned shift was not found' }] },
    });
    expect((await api(own.users.admin, 'GET', '/api/supervisors')).body).toHaveLength(1);
  });

  it('see only their drivers in the period list, the absences and the events, and their planned shifts', async () => {
    const rows = await api(own.users.user, 'GET', `/api/timesheet/drivers?${period}`);
    expect(rows.body.items).toEqual([expect.objectContaining({ driverId: assigned, shiftCount: 1, absenceCount: 1 })]);
    const absences = await api(own.users.user, 'GET', `/api/absences?${period}`);
    expect((absences.body.items as { id: string }[]).map((a) => a.id)).toEqual([assignedAbsence]);
    expect((await api(own.users.user, 'GET', `/api/absences/${unassignedAbsence}`)).status).toBe(404);
    const created = await api(own.users.user, 'POST', '/api/absences', {
      driverId: unassigned,
      workType: 18,
      kind: 'vacation',
      startDate: '2026-09-20',
      endDate: '2026-09-21',
    });
    expect(created).toMatchObject({
      status: 400,
      body: { fields: [{ path: 'driverId', message: 'Choose a driver of your organisation' }] },
    });
    const events = await api(own.users.user, 'GET', `/api/events?${period}`);
    expect(
      (events.body.items as { driverId: string; workType: number }[]).map((e) => [e.driverId, e.workType]),
    ).toEqual([
      [assigned, 1],
      [unassigned, 3],
    ]);
    const file = await t.app.inject({
      method: 'GET',
      url: `/api/events.csv?${period}`,
      headers: own.users.user.headers,
    });
    expect(file.body.split('\r\n')).toHaveLength(4);

    // Admins see everyone.
    expect((await api(own.users.admin, 'GET', `/api/timesheet/drivers?${period}`)).body.items).toHaveLength(2);
    expect((await api(own.users.admin, 'GET', `/api/events?${period}`)).body.items).toHaveLength(3);
  });

  it('become ordinary Users again when their assignments are removed', async () => {
    const put = await api(own.users.admin, 'PUT', `/api/supervisors/${own.users.user.id}`, {});
    expect(put.body).toEqual({ userId: own.users.user.id, driverIds: [], plannedShiftIds: [] });
    expect((await api(own.users.admin, 'GET', '/api/supervisors')).body).toEqual([]);
    expect((await api(own.users.user, 'GET', `/api/timesheet/drivers?${period}`)).body.items).toHaveLength(2);
  });
});

describe('removing a driver', () => {
  it('is refused with 409 while the driver has shifts or absences, and works without them', async () => {
    const withShift = await addDriver(t, own, { firstName: 'Sami', lastName: 'Shift' });
    await addShift(t, own, {
      driverId: withShift,
      events: [{ workType: 1, start: '2026-09-10T05:00:00Z', end: '2026-09-10T06:00:00Z' }],
    });
    const withAbsence = await addDriver(t, own, { firstName: 'Aada', lastName: 'Absent' });
    await addAbsence(t, own, { driverId: withAbsence, startDate: '2026-09-01', endDate: '2026-09-01' });
    const free = await addDriver(t, own, { firstName: 'Vapa', lastName: 'Free' });

    const refused = await api(own.users.admin, 'DELETE', `/api/drivers/${withShift}`, undefined, 'fi');
    expect(refused).toMatchObject({
      status: 409,
      body: {
        code: 'shifts:driverHasShifts',
        message: 'Kuljettajalla on vuoroja tai poissaoloja, joten häntä ei voi poistaa',
      },
    });
    expect((await api(own.users.admin, 'DELETE', `/api/drivers/${withAbsence}`)).status).toBe(409);
    expect((await api(own.users.admin, 'GET', `/api/drivers/${withShift}`)).status).toBe(200);
    expect((await api(own.users.admin, 'DELETE', `/api/drivers/${free}`)).status).toBe(204);
  });
});
