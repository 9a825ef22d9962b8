import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../../src/db/tenant';
import type { TestTenant } from '../helpers/tenants';
import type { TestApp } from '../helpers/test-app';
import { addAbsence, addDriver, addShift } from './timesheet-fixtures';
import { startTwoOrganisations, type TwoOrganisations } from '../helpers/two-organisations';

/**
 * The period list and approving a range, on a week of Helsinki time that ends with the October
 * daylight-saving change (2026-10-25 04:00 EEST becomes 03:00 EET). Every figure is by hand.
 */
const NOW = new Date('2026-10-25T21:50:00Z'); // 23:50 EET on the week's last day
let t: TestApp;
let own: TestTenant;
let other: TestTenant;
let api: TwoOrganisations['api'];
const ids: Record<string, string> = {};

beforeAll(async () => {
  ({ t, own, other, api } = await startTwoOrganisations({ app: { now: () => NOW } }));
  const aalto = await addDriver(t, own, { firstName: 'Anna', lastName: 'Aalto', employeeNumber: 'E-1' });
  const berg = await addDriver(t, own, { firstName: 'Bo', lastName: 'Berg', employeeNumber: 'E-2' });
  ids.cedar = await addDriver(t, own, { firstName: 'Carl', lastName: 'Cedar', employeeNumber: 'E-3' });
  ids.aalto = aalto;
  ids.berg = berg;
  await addDriver(t, other, { firstName: 'Anna', lastName: 'Aalto', employeeNumber: 'E-1' });

  // Sunday 18th 23:30 local: the week before.
  await addShift(t, own, {
    driverId: aalto,
    events: [{ workType: 1, start: '2026-10-18T20:30:00Z', end: '2026-10-18T23:00:00Z' }],
  });
  // Wednesday 21st 22:00 local across midnight: 120 + 30 + 90 = 240 minutes, approved.
  await addShift(t, own, {
    driverId: aalto,
    approval: 'approved',
    events: [
      { workType: 1, start: '2026-10-21T19:00:00Z', end: '2026-10-21T21:00:00Z' },
      { workType: 5, start: '2026-10-21T21:00:00Z', end: '2026-10-21T21:30:00Z' },
      { workType: 1, start: '2026-10-21T21:30:00Z', end: '2026-10-21T23:00:00Z' },
    ],
  });
  // Friday 23rd 07:00–07:45 local: 45 minutes, not approved.
  ids.friday = await addShift(t, own, {
    driverId: aalto,
    events: [{ workType: 2, start: '2026-10-23T04:00:00Z', end: '2026-10-23T04:45:00Z' }],
  });
  // Sunday 25th 02:00 EEST (still the 24th in UTC) to 05:00 EET: four true hours across the change, checked, edited by the driver.
  ids.dst = await addShift(t, own, {
    driverId: aalto,
    approval: 'checked',
    hasDriverEdit: true,
    events: [{ workType: 1, start: '2026-10-24T23:00:00Z', end: '2026-10-25T03:00:00Z' }],
  });
  // Sunday 25th 23:30 EET, still running: 20 minutes up to now.
  ids.running = await addShift(t, own, {
    driverId: aalto,
    events: [{ workType: 1, start: '2026-10-25T21:30:00Z', end: null }],
  });
  // Monday 26th 00:10 EET: the week after.
  await addShift(t, own, {
    driverId: aalto,
    events: [{ workType: 1, start: '2026-10-25T22:10:00Z', end: '2026-10-25T23:00:00Z' }],
  });
  ids.editedAbsence = await addAbsence(t, own, {
    driverId: aalto,
    startDate: '2026-10-15',
    endDate: '2026-10-19',
    hasDriverEdit: true,
  });
  ids.absence = await addAbsence(t, own, { driverId: aalto, startDate: '2026-10-22', endDate: '2026-10-22' });
  await addAbsence(t, own, { driverId: aalto, startDate: '2026-10-26', endDate: '2026-10-27' });
  // Tuesday 20th 08:00–16:00 local: 480 minutes.
  await addShift(t, own, {
    driverId: berg,
    events: [{ workType: 1, start: '2026-10-20T05:00:00Z', end: '2026-10-20T13:00:00Z' }],
  });
});
afterAll(() => t.close());

const zero = {
  shiftCount: 0,
  eventMinutes: 0,
  ongoingCount: 0,
  unapprovedCount: 0,
  checkedCount: 0,
  approvedCount: 0,
  driverEditCount: 0,
  absenceCount: 0,
};

describe('the period list', () => {
  it("counts each driver's shifts by the local date they started on, across midnight and the daylight-saving change", async () => {
    const response = await api(own.users.user, 'GET', '/api/timesheet/drivers?from=2026-10-19&to=2026-10-25');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      items: [
        {
          driverId: ids.aalto,
          name: 'Aalto Anna',
          employeeNumber: 'E-1',
          driverGroupId: null,
          shiftCount: 4,
          eventMinutes: 240 + 45 + 240 + 20,
          ongoingCount: 1,
          unapprovedCount: 2,
          checkedCount: 1,
          approvedCount: 1,
          driverEditCount: 2,
          absenceCount: 2,
        },
        {
          driverId: ids.berg,
          name: 'Berg Bo',
          employeeNumber: 'E-2',
          driverGroupId: null,
          ...zero,
          shiftCount: 1,
          eventMinutes: 480,
          unapprovedCount: 1,
        },
        { driverId: ids.cedar, name: 'Cedar Carl', employeeNumber: 'E-3', driverGroupId: null, ...zero },
      ],
      nextCursor: null,
    });
  });

  it('puts a shift starting at 02:00 on the day of the change on that day, not on the UTC date', async () => {
    const sunday = await api(
      own.users.user,
      'GET',
      `/api/timesheet/drivers?from=2026-10-25&to=2026-10-25&driverId=${ids.aalto}`,
    );
    expect(sunday.body.items).toEqual([
      expect.objectContaining({ shiftCount: 2, eventMinutes: 240 + 20, ongoingCount: 1, checkedCount: 1 }),
    ]);
    const saturday = await api(
      own.users.user,
      'GET',
      `/api/timesheet/drivers?from=2026-10-24&to=2026-10-24&driverId=${ids.aalto}`,
    );
    expect(saturday.body.items).toEqual([expect.objectContaining({ shiftCount: 0, eventMinutes: 0 })]);
  });

  it('pages by name with a cursor and filters by name or employee number', async () => {
    const first = await api(own.users.user, 'GET', '/api/timesheet/drivers?from=2026-10-19&to=2026-10-25&limit=2');
    expect((first.body.items as { name: string }[]).map((row) => row.name)).toEqual(['Aalto Anna', 'Berg Bo']);
    const second = await api(
      own.users.user,
      'GET',
      `/api/timesheet/drivers?from=2026-10-19&to=2026-10-25&limit=2&cursor=${first.body.nextCursor as string}`,
    );
    expect(second.body).toEqual({ items: [expect.objectContaining({ name: 'Cedar Carl' })], nextCursor: null });
    const byNumber = await api(
      own.users.user,
      'GET',
      '/api/timesheet/drivers?from=2026-10-19&to=2026-10-25&search=e-2',
    );
    expect((byNumber.body.items as { name: string }[]).map((row) => row.name)).toEqual(['Berg Bo']);
    const byName = await api(
      own.users.user,
      'GET',
      '/api/timesheet/drivers?from=2026-10-19&to=2026-10-25&search=anna%20aal',
    );
    expect((byName.body.items as { name: string }[]).map((row) => row.name)).toEqual(['Aalto Anna']);
  });

  it('keeps only the drivers with a shift or absence of the period not yet approved, when asked', async () => {
    const names = async (query: string) =>
      (
        (await api(own.users.user, 'GET', `/api/timesheet/drivers?${query}&notApproved=true`)).body.items as {
          name: string;
        }[]
      ).map((row) => row.name);
    expect(await names('from=2026-10-19&to=2026-10-25')).toEqual(['Aalto Anna', 'Berg Bo']);
    // Wednesday holds only Aalto's approved night shift; Thursday her absence, which is not approved.
    expect(await names('from=2026-10-21&to=2026-10-21')).toEqual([]);
    expect(await names('from=2026-10-22&to=2026-10-22')).toEqual(['Aalto Anna']);
    const all = await api(
      own.users.user,
      'GET',
      '/api/timesheet/drivers?from=2026-10-21&to=2026-10-21&notApproved=false',
    );
    expect(all.body.items).toHaveLength(3);
    expect(
      (await api(own.users.user, 'GET', '/api/timesheet/drivers?from=2026-10-21&to=2026-10-21&notApproved=yes')).status,
    ).toBe(400);
  });

  it('refuses a period that ends before it starts, in the caller language', async () => {
    const response = await api(
      own.users.user,
      'GET',
      '/api/timesheet/drivers?from=2026-10-25&to=2026-10-19',
      undefined,
      'sv',
    );
    expect(response).toMatchObject({
      status: 400,
      body: { fields: [{ path: 'to', message: 'Slutdatumet kan inte vara före startdatumet' }] },
    });
  });
});

describe('approving a range', () => {
  it('is for Admins and Superusers: a User gets 403', async () => {
    const response = await api(own.users.user, 'POST', '/api/timesheet/approve', {
      driverId: ids.aalto,
      from: '2026-10-19',
      to: '2026-10-25',
    });
    expect(response.status).toBe(403);
  });

  it("answers another organisation's driver with 404", async () => {
    const theirs = await addDriver(t, other, { firstName: 'Olli', lastName: 'Muu' });
    expect(
      (
        await api(own.users.admin, 'POST', '/api/timesheet/approve', {
          driverId: theirs,
          from: '2026-10-19',
          to: '2026-10-25',
        })
      ).status,
    ).toBe(404);
  });

  it('approves the week in one action, skipping driver edits and running shifts, with a version and a history entry each', async () => {
    const response = await api(own.users.superuser, 'POST', '/api/timesheet/approve', {
      driverId: ids.aalto,
      from: '2026-10-19',
      to: '2026-10-25',
    });
    expect(response.status).toBe(200);
    expect(response.body.approvedShifts).toBe(1);
    expect(response.body.approvedAbsences).toBe(1);
    expect(response.body.skipped).toEqual(
      expect.arrayContaining([
        { itemType: 'shift', id: ids.dst, reason: 'driverEditPending' },
        { itemType: 'shift', id: ids.running, reason: 'ongoing' },
        { itemType: 'absence', id: ids.editedAbsence, reason: 'driverEditPending' },
      ]),
    );
    expect(response.body.skipped).toHaveLength(3);

    const absence = await api(own.users.admin, 'GET', `/api/absences/${ids.absence}`);
    expect(absence.body).toMatchObject({ approval: 'approved', version: 2 });
    const shifts = await withTenant(t.database.db, own.organisationId, (tx) =>
      tx
        .selectFrom('shifts')
        .select(['id', 'approval', 'version'])
        .where('id', 'in', [ids.friday!, ids.dst!, ids.running!])
        .execute(),
    );
    expect(Object.fromEntries(shifts.map((row) => [row.id, [row.approval, row.version]]))).toEqual({
      [ids.friday!]: ['approved', 2],
      [ids.dst!]: ['checked', 1],
      [ids.running!]: ['unapproved', 1],
    });
    const { rows: history } = await withTenant(t.database.db, own.organisationId, (tx) =>
      sql<{
        item_id: string;
        action: string;
        changed_by_name: string;
        before: { version: number };
        after: { version: number; approval: string };
      }>`
        select item_id, action, changed_by_name, before, after from timesheet_changes where item_id in (${ids.friday}, ${ids.absence})`.execute(
        tx,
      ),
    );
    expect(history).toHaveLength(2);
    for (const entry of history)
      expect(entry).toMatchObject({
        action: 'approve',
        changed_by_name: 'Superuser Person',
        before: { version: 1 },
        after: { version: 2, approval: 'approved' },
      });

    const list = await api(
      own.users.user,
      'GET',
      `/api/timesheet/drivers?from=2026-10-19&to=2026-10-25&driverId=${ids.aalto}`,
    );
    expect(list.body.items).toEqual([
      expect.objectContaining({ unapprovedCount: 1, checkedCount: 1, approvedCount: 2 }),
    ]);
    const again = await api(own.users.admin, 'POST', '/api/timesheet/approve', {
      driverId: ids.aalto,
      from: '2026-10-19',
      to: '2026-10-25',
    });
    expect(again.body).toMatchObject({ approvedShifts: 0, approvedAbsences: 0 });
  });
});
