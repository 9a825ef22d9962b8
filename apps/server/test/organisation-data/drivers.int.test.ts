import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenant, type TestTenant } from '../helpers/tenants';
import type { TestApp } from '../helpers/test-app';
import { startTwoOrganisations, type TwoOrganisations } from '../helpers/two-organisations';

let t: TestApp;
let own: TestTenant;
let other: TestTenant;
let api: TwoOrganisations['api'];
let departmentId: string;
let groupId: string;
let vehicleId: string;

beforeAll(async () => {
  ({ t, own, other, api } = await startTwoOrganisations());
  departmentId = (await api(own.users.admin, 'POST', '/api/departments', { name: 'Bulk' })).body.id!;
  groupId = (
    await api(own.users.admin, 'POST', '/api/driver-groups', {
      name: 'Day shift',
      guaranteedHours: '80',
      standardWorkingHours: '7,5',
    })
  ).body.id!;
  vehicleId = (await api(own.users.admin, 'POST', '/api/vehicles', { registerNumber: 'DRV-100', vehicleClass: 3 })).body
    .id!;
});
afterAll(() => t.close());

const suffix = () => Math.random().toString(36).slice(2, 8);
const driver = (extra: Record<string, unknown> = {}) => ({
  firstName: 'Anna',
  lastName: 'Virta',
  username: `anna.${suffix()}`,
  ...extra,
});

describe('drivers', () => {
  it('are added with card id and wage normalised, licences and references, and read by every role', async () => {
    const created = await api(
      own.users.superuser,
      'POST',
      '/api/drivers',
      driver({
        driverCardId: 'fi12 3456 7890 1200',
        employeeNumber: '42',
        email: 'anna@firma.fi',
        grossWagePerHour: '18,40',
        departmentId,
        driverGroupId: groupId,
        defaultVehicleId: vehicleId,
        licences: [
          { code: 'ce', expiresOn: '2030-05-31' },
          { code: 'ADR', expiresOn: null },
        ],
      }),
    );
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      driverCardId: 'FI12345678901200',
      grossWagePerHour: 18.4,
      departmentId,
      driverGroupId: groupId,
      defaultVehicleId: vehicleId,
      licences: [
        { code: 'ADR', expiresOn: null },
        { code: 'CE', expiresOn: '2030-05-31' },
      ],
      appAccountActive: false,
    });
    expect((await api(own.users.user, 'GET', `/api/drivers/${created.body.id}`)).body).toEqual(created.body);
    expect((await api(own.users.user, 'POST', '/api/drivers', driver())).status).toBe(403);
  });

  it('check username characters, card id format and negative numbers with the spec messages', async () => {
    const response = await api(
      own.users.admin,
      'POST',
      '/api/drivers',
      driver({ username: 'anna virta!', driverCardId: 'FI123', grossWagePerHour: '-1' }),
    );
    expect(response.status).toBe(400);
    expect(response.body.fields).toEqual(
      expect.arrayContaining([
        { path: 'username', message: 'Use only letters, digits, underscore, dot, hyphen and at sign' },
        { path: 'driverCardId', message: 'Not a valid driver card ID (16 characters)' },
        { path: 'grossWagePerHour', message: 'Value can not be smaller than 0' },
      ]),
    );
  });

  it('refuse a username taken anywhere in the service and a card id used in the organisation', async () => {
    const staff = await api(own.users.admin, 'POST', '/api/drivers', driver({ username: other.users.admin.email }));
    expect(staff.status).toBe(409);
    expect(staff.body).toMatchObject({
      message: 'User name is already taken',
      fields: [{ path: 'username', message: 'User name is already taken' }],
    });

    await api(own.users.admin, 'POST', '/api/drivers', driver({ driverCardId: 'SE00000000000100' }));
    const card = await api(own.users.admin, 'POST', '/api/drivers', driver({ driverCardId: 'se00000000000100' }), 'fi');
    expect(card.status).toBe(409);
    expect(card.body.message).toBe('Kuljettajakortin tunnus on jo käytössä');
    expect(
      (await api(other.users.admin, 'POST', '/api/drivers', driver({ driverCardId: 'SE00000000000100' }))).status,
    ).toBe(201);
  });

  it('refuse a trailer or a machine as the default vehicle, naming the field, on create and change', async () => {
    const vehicleOf = async (registerNumber: string, vehicleClass: number) =>
      (await api(own.users.admin, 'POST', '/api/vehicles', { registerNumber, vehicleClass })).body.id!;
    const message = "A trailer or a machine cannot be a driver's default vehicle";
    for (const [registerNumber, vehicleClass] of [
      ['TRL-501', 5],
      ['TRL-601', 6],
      ['MCH-901', 9],
    ] as const) {
      const refused = await api(
        own.users.admin,
        'POST',
        '/api/drivers',
        driver({ defaultVehicleId: await vehicleOf(registerNumber, vehicleClass) }),
      );
      expect(refused, registerNumber).toMatchObject({
        status: 400,
        body: {
          code: 'organisation-data:defaultVehicleNotDrivable',
          message,
          fields: [{ path: 'defaultVehicleId', message }],
        },
      });
    }
    const tractor = await api(
      own.users.admin,
      'POST',
      '/api/drivers',
      driver({ defaultVehicleId: await vehicleOf('TRC-401', 4) }),
    );
    expect(tractor.status).toBe(201);
    const semitrailer = await vehicleOf('TRL-502', 5);
    const changed = await api(
      own.users.admin,
      'PUT',
      `/api/drivers/${tractor.body.id}`,
      driver({ defaultVehicleId: semitrailer }),
      'fi',
    );
    expect(changed).toMatchObject({
      status: 400,
      body: {
        fields: [{ path: 'defaultVehicleId', message: 'Perävaunu tai työkone ei voi olla kuljettajan oletusajoneuvo' }],
      },
    });
  });

  it('refuse a department of another organisation', async () => {
    const theirs = await api(other.users.admin, 'POST', '/api/departments', { name: 'Theirs' });
    const response = await api(own.users.admin, 'POST', '/api/drivers', driver({ departmentId: theirs.body.id }));
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('The selected department, base, group or vehicle does not exist');
  });

  it("answer another organisation's driver with 404", async () => {
    const theirs = await api(other.users.admin, 'POST', '/api/drivers', driver());
    expect((await api(own.users.admin, 'GET', `/api/drivers/${theirs.body.id}`)).status).toBe(404);
    expect((await api(own.users.admin, 'PUT', `/api/drivers/${theirs.body.id}`, driver())).status).toBe(404);
    expect((await api(own.users.admin, 'DELETE', `/api/drivers/${theirs.body.id}`)).status).toBe(404);
    expect(
      (await api(own.users.admin, 'POST', '/api/drivers/app-accounts', { driverIds: [theirs.body.id], active: true }))
        .status,
    ).toBe(404);
  });

  it('are changed and removed', async () => {
    const created = await api(own.users.admin, 'POST', '/api/drivers', driver());
    const changed = await api(
      own.users.admin,
      'PUT',
      `/api/drivers/${created.body.id}`,
      driver({ firstName: 'Anni', licences: [{ code: 'C' }] }),
    );
    expect(changed.body).toMatchObject({ firstName: 'Anni', licences: [{ code: 'C', expiresOn: null }] });
    expect((await api(own.users.admin, 'DELETE', `/api/drivers/${created.body.id}`)).status).toBe(204);
    expect((await api(own.users.admin, 'GET', `/api/drivers/${created.body.id}`)).status).toBe(404);
  });
});

describe('the driver list', () => {
  it('searches, filters by department, group and licence, and sorts', async () => {
    const tenant = await createTenant(t.context);
    const dept = (await api(tenant.users.admin, 'POST', '/api/departments', { name: 'Tank' })).body.id;
    await api(
      tenant.users.admin,
      'POST',
      '/api/drivers',
      driver({ firstName: 'Cecilia', lastName: 'Ahola', departmentId: dept, licences: [{ code: 'ADR' }] }),
    );
    await api(
      tenant.users.admin,
      'POST',
      '/api/drivers',
      driver({ firstName: 'Bertil', lastName: 'Berg', employeeNumber: '7' }),
    );
    await api(tenant.users.admin, 'POST', '/api/drivers', driver({ firstName: 'Aino', lastName: 'Koski' }));
    const names = async (query: string) =>
      ((await api(tenant.users.user, 'GET', `/api/drivers${query}`)).body as unknown as { lastName: string }[]).map(
        (d) => d.lastName,
      );

    expect(await names('')).toEqual(['Ahola', 'Berg', 'Koski']);
    expect(await names('?sort=firstName&order=desc')).toEqual(['Ahola', 'Berg', 'Koski']);
    expect(await names('?sort=firstName')).toEqual(['Koski', 'Berg', 'Ahola']);
    expect(await names('?search=ber')).toEqual(['Berg']);
    expect(await names(`?departmentId=${dept}`)).toEqual(['Ahola']);
    expect(await names('?licence=adr')).toEqual(['Ahola']);
    expect((await api(tenant.users.user, 'GET', '/api/drivers?sort=shoeSize')).status).toBe(400);
  });

  it('lists people with the same last name by first name', async () => {
    const tenant = await createTenant(t.context);
    for (const firstName of ['Outi', 'Aino', 'Juho'])
      await api(tenant.users.admin, 'POST', '/api/drivers', driver({ firstName, lastName: 'Virtanen' }));
    const firstNames = async (query: string) =>
      ((await api(tenant.users.user, 'GET', `/api/drivers${query}`)).body as unknown as { firstName: string }[]).map(
        (d) => d.firstName,
      );
    expect(await firstNames('')).toEqual(['Aino', 'Juho', 'Outi']);
    expect(await firstNames('?order=desc')).toEqual(['Outi', 'Juho', 'Aino']);
  });

  it('downloads as CSV with semicolons, a byte-order mark and headers in the caller language', async () => {
    const tenant = await createTenant(t.context);
    await api(
      tenant.users.admin,
      'POST',
      '/api/drivers',
      driver({
        firstName: 'Eero',
        lastName: 'Ek; "Jr"',
        grossWagePerHour: 18.5,
        licences: [{ code: 'CE', expiresOn: '2030-01-31' }, { code: 'ADR' }],
      }),
    );
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/drivers/export.csv',
      headers: { ...tenant.users.user.headers, 'accept-language': 'fi' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    const [header, row] = response.body.split('\r\n');
    expect(header).toBe(
      '\uFEFFSukunimi;Etunimi;Käyttäjätunnus;Henkilönumero;Kuljettajakortin tunnus;Sähköposti;Bruttotuntipalkka;Osasto;Toimipiste;Kuljettajaryhmä;Ajokortit;Sovellustili;Työsuhde alkaa;Työsuhde päättyy',
    );
    expect(row).toMatch(/^"Ek; ""Jr""";Eero;eero|^"Ek; ""Jr""";Eero;anna\./);
    expect(row).toContain(';18,5;');
    // Spec section 9: dates are DD.MM.YYYY in every language.
    expect(row).toContain(';ADR, CE (31.01.2030);Ei;');
    expect(row).not.toContain('2030-01-31');
  });

  it('downloads a name a spreadsheet would run as a formula as text', async () => {
    const tenant = await createTenant(t.context);
    const department = (await api(tenant.users.admin, 'POST', '/api/departments', { name: '@SUM(A1:A9)' })).body.id!;
    await api(
      tenant.users.admin,
      'POST',
      '/api/drivers',
      driver({ firstName: '=HYPERLINK("http://evil.example","Palkka")', lastName: '+Virta', departmentId: department }),
    );
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/drivers/export.csv',
      headers: tenant.users.user.headers,
    });
    const row = response.body.split('\r\n')[1]!;
    expect(row).toMatch(/^'\+Virta;"'=HYPERLINK\(""http:\/\/evil\.example"",""Palkka""\)";/);
    expect(row).toContain(";'@SUM(A1:A9);");
  });
});
