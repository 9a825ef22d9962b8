import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { formatShareCode, type Share, type ShareRead } from '@rahti/domain';
import { withShareReader, withTenant } from '../../src/db/tenant';
import { createTenant, type TestTenant } from '../helpers/tenants';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { addOrganisationData } from '../organisation-data/sample-data';
import { routeBody } from '../routes/route-fixtures';
import { approvedShift, costedVehicle } from '../tasks/task-fixtures';
import { addDriver } from '../timesheet/timesheet-fixtures';
import { sharingApi } from './sharing-fixtures';

/**
 * Sharing by code (issue 27, decision 0037): the states a share goes through on both sides, what
 * the receiver can read while it is active (its data types and scope, nothing else, nothing
 * after), the owner's log of those reads, and the database's own guard behind the routes.
 */
let t: TestApp;
let own: TestTenant;
let partner: TestTenant;
let stranger: TestTenant;
let http: ReturnType<typeof sharingApi>;
let oulu: string;
let turku: string;
let truck: string;
let van: string;
let shiftOnOulu: string;
let shiftOnTurku: string;
let shiftInOctober: string;

beforeAll(async () => {
  t = await createTestApp({ now: () => new Date('2026-11-20T10:00:00Z') });
  http = sharingApi(t);
  own = await addOrganisationData(t.context, await createTenant(t.context, { name: 'Kuljetus Virtanen Oy' }));
  partner = await createTenant(t.context, { name: 'Alihankinta Lahtinen Oy' });
  stranger = await createTenant(t.context, { name: 'Sivullinen Oy' });
  truck = await costedVehicle(t, own, 'KLV-101', { perHour: 60, perKm: 1 });
  van = await costedVehicle(t, own, 'KLV-202', { perHour: 40, perKm: 0.5 });
  const route = async (name: string, code: string) => {
    const created = await http.api(own.users.admin, 'POST', '/api/routes', routeBody({ name, code }));
    expect(created.status, created.raw.body).toBe(201);
    return created.body.id!;
  };
  oulu = await route('Vantaa–Oulu', 'VO1');
  turku = await route('Vantaa–Turku', 'VT2');
  const aino = await addDriver(t, own, { firstName: 'Aino', lastName: 'Ajaja' });
  const shift = (routeId: string, vehicleId: string, day: string) =>
    approvedShift(t.context, own, {
      driverId: aino,
      vehicleIds: [vehicleId],
      routeId,
      start: `${day}T05:00:00Z`,
      end: `${day}T13:00:00Z`,
      startKm: 1000,
      endKm: 1620,
    });
  shiftOnOulu = await shift(oulu, truck, '2026-11-09');
  shiftOnTurku = await shift(turku, van, '2026-11-10');
  shiftInOctober = await shift(oulu, truck, '2026-10-30');
});
afterAll(() => t.close());

describe('a share, from code to end', () => {
  let share: { id: string; code: string; status: string };

  it('is made with a 16-character code and waits, seen by its maker only', async () => {
    share = await http.create(own.users.admin, {
      dataTypes: ['shifts'],
      direction: 'send',
      scope: { routeIds: [oulu] },
    });
    expect(share.status).toBe('pending');
    expect(share.code).toMatch(/^[34679ACDEFGHJKMNPQRTUVWXY]{16}$/);
    expect(await http.share(own.users.user, share.id)).toMatchObject({
      side: 'maker',
      code: share.code,
      status: 'pending',
      partnerName: null,
    });
    expect((await http.api(partner.users.admin, 'GET', `/api/sharing/${share.id}`)).status).toBe(404);
  });

  it("refuses an unknown code, and the maker's own", async () => {
    expect(
      (await http.api(partner.users.admin, 'POST', '/api/sharing/join', { code: '3333444466667777' })).status,
    ).toBe(404);
    expect((await http.api(own.users.admin, 'POST', '/api/sharing/join', { code: share.code })).status).toBe(404);
    const short = await http.api(partner.users.admin, 'POST', '/api/sharing/join', { code: 'ABC' }, 'fi');
    expect(short.status).toBe(400);
    expect(short.body.message).toBe('Jakokoodi: Jakokoodissa on tasan 16 kirjainta ja numeroa');
  });

  it('is joined with the code as shown (grouped, in small letters) and then awaits approval on both sides', async () => {
    const joined = await http.join(partner.users.admin, formatShareCode(share.code).toLowerCase());
    expect(joined).toEqual({ id: share.id, status: 'readyForSharing' });
    expect(await http.share(partner.users.user, share.id)).toMatchObject({
      side: 'partner',
      code: null,
      status: 'readyForSharing',
      partnerName: 'Kuljetus Virtanen Oy',
      callerOwnsData: false,
    });
    expect(await http.share(own.users.user, share.id)).toMatchObject({
      status: 'readyForSharing',
      partnerName: 'Alihankinta Lahtinen Oy',
    });
    expect((await http.api(stranger.users.admin, 'POST', '/api/sharing/join', { code: share.code })).status).toBe(404);
  });

  it('shows nothing before the maker approves, and only the maker approves', async () => {
    expect(await http.items(partner.users.user, share.id, 'shifts')).toEqual([]);
    expect((await http.api(partner.users.admin, 'POST', `/api/sharing/${share.id}/approve`)).status).toBe(404);
    expect((await http.api(own.users.user, 'POST', `/api/sharing/${share.id}/approve`)).status).toBe(403);
    const approved = await http.approve(own.users.admin, share.id);
    expect(approved).toMatchObject({ status: 'sharing', callerOwnsData: true });
    expect(await http.share(partner.users.user, share.id)).toMatchObject({ status: 'receiving' });
  });

  it("lets the receiver read the scope's shifts only, marked with the owner's name", async () => {
    const items = await http.items(partner.users.user, share.id, 'shifts');
    expect(items).toEqual([
      expect.objectContaining({
        id: shiftOnOulu,
        organisationName: 'Kuljetus Virtanen Oy',
        driverName: 'Aino Ajaja',
        vehicles: ['KLV-101'],
        routeId: oulu,
        workedMinutes: 480,
        km: 620,
        approval: 'approved',
      }),
    ]);
    expect(items.map((item) => item.id)).not.toContain(shiftOnTurku);
    expect(
      (await http.api(partner.users.user, 'GET', `/api/sharing/${share.id}/items/tasks?from=2026-11-01&to=2026-11-30`))
        .status,
    ).toBe(404);
    expect(
      (
        await http.api(
          stranger.users.user,
          'GET',
          `/api/sharing/${share.id}/items/shifts?from=2026-11-01&to=2026-11-30`,
        )
      ).status,
    ).toBe(404);
    // The owner is not the receiver of its own share.
    expect(
      (await http.api(own.users.user, 'GET', `/api/sharing/${share.id}/items/shifts?from=2026-11-01&to=2026-11-30`))
        .status,
    ).toBe(404);
    for (const [period, message] of [
      ['from=2026-11-30&to=2026-11-01', "The period's end is before its start"],
      ['from=2025-01-01&to=2026-11-30', 'Choose a period of at most a year'],
    ] as const) {
      const refused = await http.api(partner.users.user, 'GET', `/api/sharing/${share.id}/items/shifts?${period}`);
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ code: 'validation', fields: [{ path: 'to', message }] });
    }
  });

  it("logs every read for the owner, and the receiver's ordinary routes never show the owner's rows", async () => {
    const reads = await http.api(own.users.user, 'GET', `/api/sharing/${share.id}/reads`);
    expect(reads.status).toBe(200);
    expect((reads.body as unknown as ShareRead[])[0]).toMatchObject({
      dataType: 'shifts',
      items: 1,
      readerName: 'Alihankinta Lahtinen Oy',
    });
    const timesheet = await http.api(partner.users.user, 'GET', `/api/shifts/${shiftOnOulu}`);
    expect(timesheet.status).toBe(404);
  });

  it('ends at once when either side ends it, and what was shared is gone', async () => {
    const ended = await http.api(partner.users.admin, 'DELETE', `/api/sharing/${share.id}`);
    expect(ended.status).toBe(204);
    expect(await http.items(partner.users.user, share.id, 'shifts')).toEqual([]);
    expect(await http.share(own.users.user, share.id)).toMatchObject({ status: 'ended' });
    const again = await http.api(own.users.admin, 'DELETE', `/api/sharing/${share.id}`, undefined, 'sv');
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Delningen har redan avslutats');
  });
});

describe('scope and direction', () => {
  it("takes only the maker's own items in a scope: another organisation's route is not found", async () => {
    const foreign = await http.api(partner.users.admin, 'POST', '/api/sharing', {
      dataTypes: ['routes'],
      direction: 'send',
      scope: { routeIds: [oulu] },
    });
    expect(foreign.status).toBe(404);
    const retrieving = await http.api(partner.users.admin, 'POST', '/api/sharing', {
      dataTypes: ['shifts'],
      direction: 'retrieve',
      scope: { vehicleIds: [truck] },
    });
    expect(retrieving.status).toBe(400);
  });

  it("a retrieving share shows the joining organisation's data to the maker, within its dates", async () => {
    const created = await http.create(partner.users.admin, {
      dataTypes: ['shifts', 'routes'],
      direction: 'retrieve',
      scope: { from: '2026-11-01', to: '2026-11-09' },
    });
    await http.join(own.users.admin, created.code);
    await http.approve(partner.users.admin, created.id);
    expect(await http.share(own.users.user, created.id)).toMatchObject({ status: 'sharing', callerOwnsData: true });
    const shifts = await http.items(partner.users.user, created.id, 'shifts', '2026-10-01', '2026-11-30');
    expect(shifts.map((s) => s.id)).toEqual([shiftOnOulu]);
    const routes = await http.items(partner.users.user, created.id, 'routes');
    expect(routes.map((r) => (r as unknown as { code: string }).code).sort()).toEqual(['VO1', 'VT2']);
    expect(shiftInOctober).toBeTruthy();
  });

  it('keeps a vehicle named in a live share from removal, and frees it when the share ends', async () => {
    const id = await http.active(own, partner, {
      dataTypes: ['tasks'],
      direction: 'send',
      scope: { vehicleIds: [van] },
    });
    const refused = await http.api(own.users.admin, 'DELETE', `/api/vehicles/${van}`, undefined, 'en');
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/shared/i);
    expect((await http.api(own.users.admin, 'DELETE', `/api/sharing/${id}`)).status).toBe(204);
    const vehicles = await http.api(own.users.user, 'GET', '/api/vehicles');
    const vehicle = (vehicles.body as unknown as { id: string; isShared: boolean }[]).find((v) => v.id === van);
    expect(vehicle?.isShared).toBe(false);
  });
});

describe('the database guard behind the routes', () => {
  it("gives the share reader another organisation's rows only through an active share, and no writes", async () => {
    const id = await http.active(own, stranger, {
      dataTypes: ['shifts'],
      direction: 'send',
      scope: { vehicleIds: [van] },
    });
    const db = t.database.db;
    const visible = await withShareReader(db, stranger.organisationId, (tx) =>
      tx.selectFrom('shifts').select('id').where('organisation_id', '=', own.organisationId).execute(),
    );
    expect(visible.map((row) => row.id)).toEqual([shiftOnTurku]);
    const wages = withShareReader(db, stranger.organisationId, (tx) =>
      sql`select gross_wage_per_hour from drivers where organisation_id = ${own.organisationId}`.execute(tx),
    );
    await expect(wages).rejects.toThrow(/permission denied/);
    const write = withShareReader(db, stranger.organisationId, (tx) =>
      tx.updateTable('shifts').set({ approval: 'unapproved' }).where('id', '=', shiftOnTurku).execute(),
    );
    await expect(write).rejects.toThrow(/permission denied/);
    const asTenant = await withTenant(db, stranger.organisationId, (tx) =>
      tx.selectFrom('shifts').select('id').where('organisation_id', '=', own.organisationId).execute(),
    );
    expect(asTenant).toEqual([]);
    expect((await http.api(own.users.admin, 'DELETE', `/api/sharing/${id}`)).status).toBe(204);
    const after = await withShareReader(db, stranger.organisationId, (tx) =>
      tx.selectFrom('shifts').select('id').where('organisation_id', '=', own.organisationId).execute(),
    );
    expect(after).toEqual([]);
  });

  it("lists each side's shares with the other's name, and nobody else's", async () => {
    const listed = await http.api(stranger.users.user, 'GET', '/api/sharing');
    const shares = listed.body as unknown as Share[];
    expect(shares.length).toBeGreaterThan(0);
    expect(shares.every((share) => share.partnerName === 'Kuljetus Virtanen Oy')).toBe(true);
  });
});
