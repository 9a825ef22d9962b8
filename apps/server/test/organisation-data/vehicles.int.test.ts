import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withSystem } from '../../src/db/tenant';
import { createTenant, type TestTenant } from '../helpers/tenants';
import type { TestApp } from '../helpers/test-app';
import { apiAs } from './api';
import { startTwoOrganisations } from '../helpers/two-organisations';

let t: TestApp;
let own: TestTenant;
let other: TestTenant;
let operator: TestTenant;
let api: ReturnType<typeof apiAs>;

beforeAll(async () => {
  ({ t, own, other } = await startTwoOrganisations());
  operator = await createTenant(t.context, { id: t.operatorOrganisationId });
  api = apiAs(t);
});
afterAll(() => t.close());

const truck = (registerNumber: string, extra: Record<string, unknown> = {}) => ({
  registerNumber,
  vehicleClass: 3,
  name: 'Volvo FH',
  fuelType: 0,
  emissionStandard: 6,
  ...extra,
});

describe('vehicles', () => {
  it('are added inactive with the register number written ABC-123', async () => {
    const created = await api(
      own.users.admin,
      'POST',
      '/api/vehicles',
      truck('abc 123', { imei: '356938035643809', deviceId: 'A1B2C3D4E5', deviceLock: true }),
    );
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      registerNumber: 'ABC-123',
      isActive: false,
      isShared: false,
      deviceLock: true,
      imei: '356938035643809',
    });
    expect((await api(own.users.user, 'GET', `/api/vehicles/${created.body.id}`)).body).toEqual(created.body);
  });

  it('refuse a bad register number with the spec message, in Finnish too', async () => {
    const response = await api(own.users.admin, 'POST', '/api/vehicles', truck('AB-12'));
    expect(response.status).toBe(400);
    expect(response.body.fields).toEqual([{ path: 'registerNumber', message: 'Not a valid registration number' }]);
    const finnish = await api(own.users.admin, 'POST', '/api/vehicles', truck('AB-12'), 'fi');
    expect(finnish.body.fields).toEqual([{ path: 'registerNumber', message: 'Rekisterinumero ei ole kelvollinen' }]);
  });

  it('refuse a register number the organisation already has, but another organisation may use it', async () => {
    await api(own.users.admin, 'POST', '/api/vehicles', truck('DUP-111'));
    const again = await api(
      own.users.admin,
      'PUT',
      `/api/vehicles/${(await api(own.users.admin, 'POST', '/api/vehicles', truck('DUP-222'))).body.id}`,
      truck('dup111'),
    );
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      message: 'Vehicle with this register number already exists.',
      fields: [{ path: 'registerNumber', message: 'Vehicle with this register number already exists.' }],
    });
    expect((await api(other.users.admin, 'POST', '/api/vehicles', truck('DUP-111'))).status).toBe(201);
  });

  it('check the device id, the IMEI and the device lock', async () => {
    const response = await api(
      own.users.admin,
      'POST',
      '/api/vehicles',
      truck('DEV-123', { deviceId: 'SHORT', imei: '12ab' }),
    );
    expect(response.body.fields).toEqual(
      expect.arrayContaining([
        { path: 'deviceId', message: 'The device id must be exactly 10 letters or digits' },
        { path: 'imei', message: 'The IMEI must be 15 digits' },
      ]),
    );
    const locked = await api(own.users.admin, 'POST', '/api/vehicles', truck('DEV-124', { deviceLock: true }));
    expect(locked.body.fields).toEqual([{ path: 'deviceLock', message: 'A device lock needs a device id' }]);
  });

  it('offer biodiesel (9) as a fuel but not AdBlue (4)', async () => {
    expect((await api(own.users.admin, 'POST', '/api/vehicles', truck('BIO-123', { fuelType: 9 }))).body).toMatchObject(
      { fuelType: 9 },
    );
    expect((await api(own.users.admin, 'POST', '/api/vehicles', truck('ADB-123', { fuelType: 4 }))).status).toBe(400);
  });

  it("answer another organisation's vehicle with 404", async () => {
    const theirs = await api(other.users.admin, 'POST', '/api/vehicles', truck('OTH-123'));
    for (const [method, url, body] of [
      ['GET', `/api/vehicles/${theirs.body.id}`],
      ['PUT', `/api/vehicles/${theirs.body.id}`, truck('OTH-124')],
      ['DELETE', `/api/vehicles/${theirs.body.id}`],
      ['PUT', `/api/vehicles/${theirs.body.id}/active`, { active: true }],
    ] as const) {
      expect((await api(own.users.admin, method, url, body)).status, `${method} ${url}`).toBe(404);
    }
  });
});

describe('activation', () => {
  it('counts against the vehicle limit and cannot be undone by the organisation', async () => {
    const tenant = await createTenant(t.context);
    await withSystem(t.database.db, (tx) =>
      tx.updateTable('organisations').set({ vehicle_limit: 2 }).where('id', '=', tenant.organisationId).execute(),
    );
    const ids: string[] = [];
    for (const plate of ['LIM-001', 'LIM-002', 'LIM-003'])
      ids.push((await api(tenant.users.admin, 'POST', '/api/vehicles', truck(plate))).body.id!);

    const first = await api(tenant.users.admin, 'PUT', `/api/vehicles/${ids[0]}/active`, { active: true });
    expect(first.body).toMatchObject({ isActive: true, activatedAt: expect.any(String) });
    expect((await api(tenant.users.superuser, 'PUT', `/api/vehicles/${ids[1]}/active`, { active: true })).status).toBe(
      200,
    );
    const third = await api(tenant.users.admin, 'PUT', `/api/vehicles/${ids[2]}/active`, { active: true }, 'sv');
    expect(third.status).toBe(409);
    expect(third.body.message).toBe('Maximalt antal aktiva fordon har uppnåtts');

    const undo = await api(tenant.users.admin, 'PUT', `/api/vehicles/${ids[0]}/active`, { active: false });
    expect(undo.status).toBe(403);
    expect(undo.body.message).toBe('An activated vehicle cannot be deactivated. Contact customer service.');

    const byOperator = await api(operator.users.admin, 'PUT', `/api/administration/vehicles/${ids[0]}/deactivate`);
    expect(byOperator.body).toMatchObject({ id: ids[0], isActive: false, activatedAt: null });
    expect((await api(tenant.users.admin, 'PUT', `/api/vehicles/${ids[2]}/active`, { active: true })).status).toBe(200);
  });

  it('has no limit when the organisation has none', async () => {
    const created = await api(own.users.admin, 'POST', '/api/vehicles', truck('NOL-123'));
    expect(
      (await api(own.users.admin, 'PUT', `/api/vehicles/${created.body.id}/active`, { active: true })).body,
    ).toMatchObject({ isActive: true });
  });
});

describe('deleting', () => {
  it('removes a vehicle, but a shared one stays until sharing is removed', async () => {
    const plain = await api(own.users.admin, 'POST', '/api/vehicles', truck('DEL-123'));
    expect((await api(own.users.admin, 'DELETE', `/api/vehicles/${plain.body.id}`)).status).toBe(204);
    expect((await api(own.users.admin, 'GET', `/api/vehicles/${plain.body.id}`)).status).toBe(404);

    const shared = await api(own.users.admin, 'POST', '/api/vehicles', truck('SHR-123'));
    await withSystem(t.database.db, (tx) =>
      tx.updateTable('vehicles').set({ is_shared: true }).where('id', '=', shared.body.id!).execute(),
    );
    const refused = await api(own.users.admin, 'DELETE', `/api/vehicles/${shared.body.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('Vehicle is shared and cannot be removed; remove sharing first');
  });
});

describe('equipment administration', () => {
  it('lists every vehicle with device identifiers and activation state, for Admins only', async () => {
    const response = await api(own.users.admin, 'GET', '/api/administration/equipment');
    expect(response.body).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          registerNumber: 'ABC-123',
          imei: '356938035643809',
          deviceId: 'A1B2C3D4E5',
          deviceLock: true,
          isActive: false,
        }),
      ]),
    );
    expect((await api(own.users.superuser, 'GET', '/api/administration/equipment')).status).toBe(403);
  });
});
