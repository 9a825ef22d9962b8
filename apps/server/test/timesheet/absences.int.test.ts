import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestTenant } from '../helpers/tenants';
import type { TestApp } from '../helpers/test-app';
import { addAbsence, addAppDriver, addDriver } from './timesheet-fixtures';
import { startTwoOrganisations, type TwoOrganisations } from '../helpers/two-organisations';

let t: TestApp;
let own: TestTenant;
let other: TestTenant;
let api: TwoOrganisations['api'];
let driverId: string;
let secondDriverId: string;

beforeAll(async () => {
  // The app's clock runs from the month of the absences: the driver app records absences within a year of it.
  const offset = Date.parse('2026-03-20T10:00:00Z') - Date.now();
  ({ t, own, other, api } = await startTwoOrganisations({ app: { now: () => new Date(Date.now() + offset) } }));
  driverId = await addDriver(t, own, { firstName: 'Aino', lastName: 'Virta' });
  secondDriverId = await addDriver(t, own, { firstName: 'Eero', lastName: 'Koski' });
});
afterAll(() => t.close());

const sickLeave = (extra: Record<string, unknown> = {}) => ({
  driverId,
  workType: 14,
  kind: 'absence',
  startDate: '2026-03-10',
  endDate: '2026-03-12',
  ...extra,
});

describe('absences', () => {
  it('are recorded, read, listed for the periods they overlap and kept in the history', async () => {
    const created = await api(own.users.user, 'POST', '/api/absences', sickLeave({ note: 'Flu' }));
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      driverId,
      driverName: 'Virta Aino',
      workType: 14,
      kind: 'absence',
      startDate: '2026-03-10',
      endDate: '2026-03-12',
      hours: null,
      note: 'Flu',
      approval: 'unapproved',
      hasDriverEdit: false,
      version: 1,
    });
    expect((await api(own.users.admin, 'GET', `/api/absences/${created.body.id}`)).body).toEqual(created.body);

    const ids = async (from: string, to: string) =>
      (
        (await api(own.users.admin, 'GET', `/api/absences?from=${from}&to=${to}&driverId=${driverId}`)).body.items as {
          id: string;
        }[]
      ).map((a) => a.id);
    expect(await ids('2026-03-12', '2026-03-31')).toEqual([created.body.id]);
    expect(await ids('2026-03-01', '2026-03-10')).toEqual([created.body.id]);
    expect(await ids('2026-03-13', '2026-03-31')).toEqual([]);
    expect(await ids('2026-03-01', '2026-03-09')).toEqual([]);

    const history = await api(own.users.admin, 'GET', `/api/absences/${created.body.id}/history`);
    expect(history.body).toEqual([
      expect.objectContaining({
        action: 'create',
        byUserId: own.users.user.id,
        byName: 'User Person',
        before: null,
        after: created.body,
      }),
    ]);
  });

  it('page by first day and id with a cursor', async () => {
    const pager = await addDriver(t, own, { firstName: 'Paula', lastName: 'Pager' });
    const made = [];
    for (const startDate of ['2026-05-03', '2026-05-01', '2026-05-02'])
      made.push(await addAbsence(t, own, { driverId: pager, startDate, endDate: startDate }));
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page = await api(
        own.users.admin,
        'GET',
        `/api/absences?from=2026-05-01&to=2026-05-31&driverId=${pager}&limit=2${cursor ? `&cursor=${cursor}` : ''}`,
      );
      seen.push(...(page.body.items as { startDate: string }[]).map((a) => a.startDate));
      cursor = page.body.nextCursor as string | null;
    } while (cursor);
    expect(seen).toEqual(['2026-05-01', '2026-05-02', '2026-05-03']);
    expect(
      (await api(own.users.admin, 'GET', '/api/absences?from=2026-05-01&to=2026-05-31&cursor=bm90LWEtY3Vyc29y')).status,
    ).toBe(400);
  });

  it('store one absence for a client key sent twice, and refuse the key for another driver', async () => {
    const first = await api(own.users.admin, 'POST', '/api/absences', sickLeave({ clientKey: 'device-1:absence-7' }));
    const again = await api(
      own.users.admin,
      'POST',
      '/api/absences',
      sickLeave({ clientKey: 'device-1:absence-7', note: 'sent again' }),
    );
    expect(first.status).toBe(201);
    expect(again).toMatchObject({ status: 200, body: { id: first.body.id, note: '', version: 1 } });
    const otherDriver = await api(
      own.users.admin,
      'POST',
      '/api/absences',
      sickLeave({ clientKey: 'device-1:absence-7', driverId: secondDriverId }),
      'fi',
    );
    expect(otherDriver.status).toBe(409);
    expect(otherDriver.body).toMatchObject({
      code: 'shifts:clientKeyOtherDriver',
      message: 'Tämä vuoro on jo tallennettu toiselle kuljettajalle',
    });
  });

  it('refuse bad input with 400 and the message in the caller language', async () => {
    const response = await api(
      own.users.admin,
      'POST',
      '/api/absences',
      sickLeave({ workType: 1, endDate: '2026-03-01' }),
      'fi',
    );
    expect(response.status).toBe(400);
    expect(response.body.fields).toEqual(
      expect.arrayContaining([
        { path: 'workType', message: 'Valitse poissaolo- tai urakkatyyppi' },
        { path: 'endDate', message: 'Viimeinen päivä ei voi olla ennen ensimmäistä' },
      ]),
    );
    const theirDriver = await addDriver(t, other, { firstName: 'Olli', lastName: 'Muu' });
    const foreign = await api(own.users.admin, 'POST', '/api/absences', sickLeave({ driverId: theirDriver }), 'fi');
    expect(foreign).toMatchObject({
      status: 400,
      body: { fields: [{ path: 'driverId', message: 'Valitse organisaatiosi kuljettaja' }] },
    });
    const period = await api(own.users.admin, 'GET', '/api/absences?from=2026-03-10&to=2026-03-01', undefined, 'fi');
    expect(period.body.fields).toEqual([{ path: 'to', message: 'Loppupäivä ei voi olla ennen alkupäivää' }]);
  });

  it("answer another organisation's absence with 404 on every path", async () => {
    const theirDriver = await addDriver(t, other, { firstName: 'Olli', lastName: 'Muu' });
    const theirs = await addAbsence(t, other, {
      driverId: theirDriver,
      startDate: '2026-03-01',
      endDate: '2026-03-02',
    });
    const calls: [string, string, unknown?][] = [
      ['GET', `/api/absences/${theirs}`],
      ['GET', `/api/absences/${theirs}/history`],
      ['PUT', `/api/absences/${theirs}`, sickLeave({ version: 1 })],
      ['DELETE', `/api/absences/${theirs}?version=1`],
      ['POST', `/api/absences/${theirs}/approval`, { action: 'check', version: 1 }],
    ];
    for (const [method, url, body] of calls)
      expect((await api(own.users.admin, method as 'GET', url, body)).status, `${method} ${url}`).toBe(404);
    const listed = await api(own.users.admin, 'GET', '/api/absences?from=2026-03-01&to=2026-03-31');
    expect((listed.body.items as { id: string }[]).map((a) => a.id)).not.toContain(theirs);
  });

  it('refuse a change based on an old version with 409 naming who changed it', async () => {
    const { body } = await api(own.users.admin, 'POST', '/api/absences', sickLeave());
    const mine = await api(
      own.users.admin,
      'PUT',
      `/api/absences/${body.id}`,
      sickLeave({ endDate: '2026-03-13', version: 1 }),
    );
    expect(mine.body).toMatchObject({ endDate: '2026-03-13', version: 2 });
    const theirs = await api(
      own.users.user,
      'PUT',
      `/api/absences/${body.id}`,
      sickLeave({ endDate: '2026-03-20', version: 1 }),
    );
    expect(theirs.status).toBe(409);
    expect(theirs.body).toMatchObject({ code: 'shifts:staleVersion' });
    expect(theirs.body.message).toMatch(/^Admin Person changed this at .+ while you were editing/);
    expect(
      (await api(own.users.user, 'POST', `/api/absences/${body.id}/approval`, { action: 'check', version: 1 })).status,
    ).toBe(409);
    expect((await api(own.users.admin, 'GET', `/api/absences/${body.id}`)).body).toMatchObject({
      endDate: '2026-03-13',
      version: 2,
    });
  });

  it('let a User check and correct, and only Admins and Superusers approve, remove approvals and delete', async () => {
    const { body } = await api(own.users.admin, 'POST', '/api/absences', sickLeave());
    const id = body.id as string;
    const checked = await api(own.users.user, 'POST', `/api/absences/${id}/approval`, { action: 'check', version: 1 });
    expect(checked.body).toMatchObject({ approval: 'checked', version: 2 });
    const userApproves = await api(
      own.users.user,
      'POST',
      `/api/absences/${id}/approval`,
      { action: 'approve', version: 2 },
      'fi',
    );
    expect(userApproves).toMatchObject({
      status: 403,
      body: { code: 'forbidden', message: 'Sinulla ei ole oikeutta tähän toimintoon' },
    });
    const approved = await api(own.users.admin, 'POST', `/api/absences/${id}/approval`, {
      action: 'approve',
      version: 2,
    });
    expect(approved.body).toMatchObject({ approval: 'approved', version: 3 });

    const change = await api(own.users.user, 'PUT', `/api/absences/${id}`, sickLeave({ version: 3 }), 'fi');
    expect(change).toMatchObject({
      status: 409,
      body: {
        code: 'shifts:approval.itemApproved',
        message: 'Tämä on hyväksytty. Poista hyväksyntä muuttaaksesi sitä',
      },
    });
    expect((await api(own.users.admin, 'DELETE', `/api/absences/${id}?version=3`)).status).toBe(409);
    expect(
      (await api(own.users.user, 'POST', `/api/absences/${id}/approval`, { action: 'removeApproval', version: 3 }))
        .status,
    ).toBe(403);
    const removed = await api(own.users.superuser, 'POST', `/api/absences/${id}/approval`, {
      action: 'removeApproval',
      version: 3,
    });
    expect(removed.body).toMatchObject({ approval: 'unapproved', version: 4 });

    expect((await api(own.users.user, 'DELETE', `/api/absences/${id}?version=4`)).status).toBe(403);
    expect((await api(own.users.admin, 'DELETE', `/api/absences/${id}?version=4`)).status).toBe(204);
    expect((await api(own.users.admin, 'GET', `/api/absences/${id}`)).status).toBe(404);
    const history = await api(own.users.admin, 'GET', `/api/absences/${id}/history`);
    expect(history.status).toBe(404);
  });

  it("take a driver's own edits from the driver app, which the office rejects or accepts", async () => {
    const app = await addAppDriver(t, own, { firstName: 'Ville', lastName: 'Ajaja' });
    const mine = await api(app.user, 'POST', '/api/absences', sickLeave({ driverId: app.driverId }));
    expect(mine.status).toBe(201);
    expect((await api(app.user, 'POST', '/api/absences', sickLeave())).status).toBe(404);
    const someoneElses = (await api(own.users.admin, 'POST', '/api/absences', sickLeave())).body;
    expect((await api(app.user, 'GET', `/api/absences/${someoneElses.id}`)).status).toBe(404);
    expect((await api(app.user, 'PUT', `/api/absences/${someoneElses.id}`, sickLeave({ version: 1 }))).status).toBe(
      404,
    );

    // The office's version (1), then the driver's edit.
    const edited = await api(
      app.user,
      'PUT',
      `/api/absences/${mine.body.id}`,
      sickLeave({ driverId: app.driverId, endDate: '2026-03-14', version: 1 }),
    );
    expect(edited.body).toMatchObject({
      endDate: '2026-03-14',
      hasDriverEdit: true,
      approval: 'unapproved',
      version: 2,
    });
    const again = await api(
      app.user,
      'PUT',
      `/api/absences/${mine.body.id}`,
      sickLeave({ driverId: app.driverId, endDate: '2026-03-15', version: 2 }),
    );
    expect(again.body).toMatchObject({ endDate: '2026-03-15', hasDriverEdit: true, version: 3 });

    const office = await api(
      own.users.user,
      'PUT',
      `/api/absences/${mine.body.id}`,
      sickLeave({ driverId: app.driverId, version: 3 }),
    );
    expect(office).toMatchObject({ status: 409, body: { code: 'shifts:approval.driverEditPending' } });
    expect(
      (await api(own.users.user, 'POST', `/api/absences/${mine.body.id}/approval`, { action: 'check', version: 3 }))
        .status,
    ).toBe(409);
    expect(
      (
        await api(app.user, 'POST', `/api/absences/${mine.body.id}/approval`, {
          action: 'acceptDriverEdit',
          version: 3,
        })
      ).status,
    ).toBe(403);

    const rejected = await api(own.users.user, 'POST', `/api/absences/${mine.body.id}/approval`, {
      action: 'rejectDriverEdit',
      version: 3,
    });
    expect(rejected.body).toMatchObject({
      endDate: '2026-03-12',
      hasDriverEdit: false,
      approval: 'unapproved',
      version: 4,
    });

    await api(
      app.user,
      'PUT',
      `/api/absences/${mine.body.id}`,
      sickLeave({ driverId: app.driverId, endDate: '2026-03-16', version: 4 }),
    );
    const accepted = await api(own.users.user, 'POST', `/api/absences/${mine.body.id}/approval`, {
      action: 'acceptDriverEdit',
      version: 5,
    });
    expect(accepted.body).toMatchObject({ endDate: '2026-03-16', hasDriverEdit: false, version: 6 });

    const actions = (
      (await api(own.users.admin, 'GET', `/api/absences/${mine.body.id}/history`)).body as unknown as {
        action: string;
        byName: string;
      }[]
    ).map((entry) => entry.action);
    expect(actions).toEqual([
      'acceptDriverEdit',
      'driverEdit',
      'rejectDriverEdit',
      'driverEdit',
      'driverEdit',
      'create',
    ]);
  });
});
