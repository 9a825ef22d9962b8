import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isDrivable, type Driver, type DriverGroup, type LicenceTypeList, type NamedUnit, type SalaryTypeCode, type Vehicle } from '@rahti/domain';
import { DEMO_ORGANISATION_ID, DEMO_PASSWORD, seedDemo } from '../../src/seed/demo-organisation';
import { seedDemoOrganisationData } from '../../src/seed/seed-organisation-data';
import { signInWithPassword } from '../auth/oidc-browser';
import { createTenant } from '../helpers/tenants';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { apiAs } from '../organisation-data/api';

let t: TestApp;
let firstRun: string[];
let adminHeaders: { authorization: string };
const today = new Date().toISOString().slice(0, 10);

beforeAll(async () => {
  t = await createTestApp();
  firstRun = (await seedDemo(t.context.database.db)).created;
  const tokens = await signInWithPassword(t.app, 'admin@demo.test', DEMO_PASSWORD);
  adminHeaders = { authorization: `Bearer ${tokens.access_token}` };
});
afterAll(() => t.close());

async function get<T>(url: string): Promise<T> {
  const response = await t.app.inject({ method: 'GET', url, headers: adminHeaders });
  expect(response.statusCode, url).toBe(200);
  return response.json() as T;
}

/** What the demo Admin sees of the organisation data. */
async function organisationData() {
  return {
    drivers: await get<Driver[]>('/api/drivers'),
    vehicles: await get<Vehicle[]>('/api/vehicles'),
    groups: await get<DriverGroup[]>('/api/driver-groups'),
    departments: await get<NamedUnit[]>('/api/departments'),
    bases: await get<NamedUnit[]>('/api/bases'),
    salaryTypeCodes: await get<SalaryTypeCode[]>('/api/SalaryTypeCodes'),
    licenceTypes: await get<LicenceTypeList>('/api/licence-types'),
  };
}

describe('npm run seed:demo', () => {
  it('reports the sign-ins and the organisation data it created', () => {
    expect(firstRun).toEqual([
      'Demo Haulage Oy',
      'admin@demo.test',
      'super@demo.test',
      'user@demo.test',
      'driver1@demo.test',
      '2 departments',
      '2 bases',
      '2 driver groups',
      '8 vehicles',
      '8 drivers',
      '5 salary type codes',
      '1 licence type',
    ]);
  });

  it("shows the Admin departments, bases, driver groups, payroll codes and the organisation's own licence type", async () => {
    const { departments, bases, groups, salaryTypeCodes, licenceTypes } = await organisationData();
    expect(departments.map((d) => d.name).sort()).toEqual(['Kotimaan kuljetukset', 'Vientikuljetukset']);
    expect(bases.map((b) => b.name).sort()).toEqual(['Tampere terminal', 'Vantaa terminal']);
    expect(groups.find((g) => g.name === 'Long haul')).toMatchObject({
      guaranteedHours: 150,
      standardWorkingHours: 160,
      paidBreakType: 'paidUpToLimit',
      paidBreakLimitMinutes: 30,
      customQuestions: [
        { workType: 2, text: 'Montako lavaa lastattiin?', unit: 'lavaa' },
        { workType: 1, text: 'Mikä oli kylmäkontin lämpötila?', unit: '°C' },
      ],
      permissions: { createShifts: true, chooseVehicles: true, createContractWork: false },
    });
    expect(groups.find((g) => g.name === 'City distribution')).toMatchObject({ guaranteedHours: 120, standardWorkingHours: 150, paidBreakType: 'unpaid', paidBreakLimitMinutes: null });
    expect(salaryTypeCodes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ code: '101', name: 'Hourly wage', workType: 1 }),
        expect.objectContaining({ code: '200', name: 'Evening supplement', workType: null }),
        expect.objectContaining({ code: '301', name: 'Sick pay', workType: 15 }),
      ]),
    );
    expect(licenceTypes.custom).toEqual([expect.objectContaining({ code: 'CRANE-TRUCK', name: 'Truck crane card', kind: 'qualification' })]);
  });

  it('lists eight vehicles with normalised register numbers, four of them active, and no vehicle limit', async () => {
    const { vehicles, bases } = await organisationData();
    expect(vehicles).toHaveLength(8);
    expect(vehicles.every((v) => /^[A-Z]{3}-\d{3}$/.test(v.registerNumber))).toBe(true);
    expect(vehicles.map((v) => v.registerNumber)).toEqual(expect.arrayContaining(['KTR-512', 'MXP-407']));
    const active = vehicles.filter((v) => v.isActive);
    expect(active).toHaveLength(4);
    expect(active.every((v) => v.activatedAt !== null && new Date(v.activatedAt) < new Date())).toBe(true);
    expect(new Set(vehicles.map((v) => v.vehicleClass))).toEqual(new Set([2, 3, 4, 5]));
    expect(vehicles.filter((v) => v.imei).every((v) => /^\d{15}$/.test(v.imei))).toBe(true);
    expect(vehicles.filter((v) => v.deviceLock)).toEqual([expect.objectContaining({ registerNumber: 'KTR-512', deviceId: 'R7K2M9Q4XA' })]);
    const baseIds = new Set(bases.map((b) => b.id));
    expect(vehicles.every((v) => v.baseId !== null && baseIds.has(v.baseId))).toBe(true);
    expect((await get<{ vehicleLimit: number | null }>('/api/organisation')).vehicleLimit).toBeNull();
  });

  it('lists eight drivers with card ids, licences and units; only Diego Driver has an active app account', async () => {
    const { drivers, vehicles, groups, departments } = await organisationData();
    expect(drivers).toHaveLength(8);
    const diego = drivers.find((d) => d.firstName === 'Diego' && d.lastName === 'Driver');
    expect(diego).toMatchObject({ username: 'driver1@demo.test', driverCardId: 'FI00000010010100', appAccountActive: true });
    expect(drivers.filter((d) => d.appAccountActive)).toHaveLength(1);
    expect(drivers.map((d) => d.username)).toContain('matti.virtanen');
    expect(drivers.every((d) => d.driverCardId?.length === 16 && d.employeeNumber && d.email && d.grossWagePerHour)).toBe(true);
    const ids = (rows: { id: string }[]) => new Set(rows.map((r) => r.id));
    expect(drivers.every((d) => ids(groups).has(d.driverGroupId!) && ids(departments).has(d.departmentId!))).toBe(true);
    expect(drivers.filter((d) => d.defaultVehicleId).every((d) => ids(vehicles).has(d.defaultVehicleId!))).toBe(true);
    const classOf = new Map(vehicles.map((v) => [v.id, v.vehicleClass]));
    expect(drivers.flatMap((d) => (d.defaultVehicleId ? [classOf.get(d.defaultVehicleId)!] : [])).every(isDrivable)).toBe(true);
    const expired = drivers.flatMap((d) => d.licences.filter((l) => l.expiresOn !== null && l.expiresOn < today).map((l) => `${d.lastName} ${l.code}`));
    expect(expired).toEqual(['Korhonen ADR', 'Laine CE']);
    expect(drivers.flatMap((d) => d.licences.map((l) => l.code))).toEqual(expect.arrayContaining(['C', 'CE', 'ADR', 'CRANE-TRUCK']));
  });

  it('lets driver1@demo.test sign in to the driver app as the user linked to Diego Driver', async () => {
    const tokens = await signInWithPassword(t.app, 'driver1@demo.test', DEMO_PASSWORD, 'driver');
    const identity = await t.context.accessTokens.verify(tokens.access_token);
    expect(identity).toMatchObject({ organisationId: DEMO_ORGANISATION_ID, clientId: 'driver' });
    const users = await get<{ id: string; username: string; isDriver: boolean }[]>('/api/organisation/users');
    expect(users.filter((u) => u.isDriver)).toEqual([expect.objectContaining({ id: identity.userId, username: 'driver1@demo.test' })]);
  });

  it('changes nothing when run again', async () => {
    const before = await organisationData();
    expect((await seedDemo(t.context.database.db)).created).toEqual([]);
    const after = await organisationData();
    expect(after).toEqual(before);
    expect(after.drivers.find((d) => d.username === 'driver1@demo.test')?.appAccountActive).toBe(true);
  });
});

describe('the demo data in an organisation that already has some of it', () => {
  it('leaves a department named alike and a vehicle with the same register number, and points nothing at the rows it left out', async () => {
    const tenant = await createTenant(t.context);
    const api = apiAs(t);
    const department = (await api(tenant.users.admin, 'POST', '/api/departments', { name: 'KOTIMAAN KULJETUKSET' })).body.id!;
    expect((await api(tenant.users.admin, 'POST', '/api/vehicles', { registerNumber: 'KTR-512', vehicleClass: 4 })).status).toBe(201);

    const created = await seedDemoOrganisationData(t.context.database.db, tenant.organisationId, new Date());
    // No user of this organisation signs in as driver1@demo.test, so Diego Driver is left out too.
    expect(created).toEqual(['1 department', '2 bases', '2 driver groups', '7 vehicles', '7 drivers', '5 salary type codes', '1 licence type']);
    const drivers = (await api(tenant.users.admin, 'GET', '/api/drivers')).body as unknown as Driver[];
    const departments = (await api(tenant.users.admin, 'GET', '/api/departments')).body as unknown as NamedUnit[];
    expect(departments.map((d) => d.name).sort()).toEqual(['KOTIMAAN KULJETUKSET', 'Vientikuljetukset']);
    const sanna = drivers.find((d) => d.firstName === 'Sanna');
    expect(sanna).toMatchObject({ departmentId: null, defaultVehicleId: expect.any(String) });
    expect(drivers.find((d) => d.firstName === 'Matti')).toMatchObject({ departmentId: expect.any(String), defaultVehicleId: null });
    expect(drivers.some((d) => d.departmentId === department)).toBe(false);

    expect(await seedDemoOrganisationData(t.context.database.db, tenant.organisationId, new Date())).toEqual([]);
  });
});
