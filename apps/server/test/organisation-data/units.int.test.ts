import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenant, type TestTenant } from '../helpers/tenants';
import type { TestApp } from '../helpers/test-app';
import { startTwoOrganisations, type TwoOrganisations } from '../helpers/two-organisations';

let t: TestApp;
let own: TestTenant;
let other: TestTenant;
let api: TwoOrganisations['api'];

beforeAll(async () => {
  ({ t, own, other, api } = await startTwoOrganisations());
});
afterAll(() => t.close());

describe('departments and bases', () => {
  it('are created, renamed and listed; every role reads them, a User cannot write', async () => {
    const created = await api(own.users.superuser, 'POST', '/api/departments', { name: 'Logistics' });
    expect(created.status).toBe(201);
    const renamed = await api(own.users.admin, 'PUT', `/api/departments/${created.body.id}`, { name: 'Cold chain' });
    expect(renamed.body).toMatchObject({ name: 'Cold chain' });
    const listed = await api(own.users.user, 'GET', '/api/departments');
    expect(listed.body).toEqual([expect.objectContaining({ id: created.body.id, name: 'Cold chain' })]);
    expect((await api(own.users.user, 'POST', '/api/bases', { name: 'Oulu' })).status).toBe(403);
    expect((await api(other.users.admin, 'GET', '/api/departments')).body).toEqual([]);
  });

  it('refuse an empty name with "Required"', async () => {
    const response = await api(own.users.admin, 'POST', '/api/bases', { name: '  ' });
    expect(response.status).toBe(400);
    expect(response.body.fields).toEqual([{ path: 'name', message: 'Required' }]);
  });

  it("answer another organisation's ids with 404", async () => {
    const theirs = await api(other.users.admin, 'POST', '/api/bases', { name: 'Tampere' });
    expect((await api(own.users.admin, 'PUT', `/api/bases/${theirs.body.id}`, { name: 'Mine' })).status).toBe(404);
    expect((await api(own.users.admin, 'DELETE', `/api/bases/${theirs.body.id}`)).status).toBe(404);
  });

  it('cannot be deleted while in use, and the message names what uses them', async () => {
    const base = await api(own.users.admin, 'POST', '/api/bases', { name: 'Vantaa' });
    const department = await api(own.users.admin, 'POST', '/api/departments', { name: 'Bulk' });
    await api(own.users.admin, 'POST', '/api/vehicles', {
      registerNumber: 'BAS-123',
      vehicleClass: 3,
      baseId: base.body.id,
    });
    await api(own.users.admin, 'POST', '/api/drivers', {
      firstName: 'Anna',
      lastName: 'Virta',
      username: `anna.${own.organisationId.slice(0, 6)}`,
      departmentId: department.body.id,
      baseId: base.body.id,
    });

    const baseRefused = await api(own.users.admin, 'DELETE', `/api/bases/${base.body.id}`);
    expect(baseRefused.status).toBe(409);
    expect(baseRefused.body.message).toBe('The base is in use by Virta Anna, BAS-123 and cannot be removed');
    const departmentRefused = await api(
      own.users.admin,
      'DELETE',
      `/api/departments/${department.body.id}`,
      undefined,
      'fi',
    );
    expect(departmentRefused.body.message).toBe('Osasto on käytössä (Virta Anna) eikä sitä voi poistaa');

    const unused = await api(own.users.admin, 'POST', '/api/departments', { name: 'Empty' });
    expect((await api(own.users.admin, 'DELETE', `/api/departments/${unused.body.id}`)).status).toBe(204);
  });
});

describe('unit names', () => {
  it('are unique per organisation ignoring case, on create and on rename, in every language', async () => {
    const tenant = await createTenant(t.context);
    expect((await api(tenant.users.admin, 'POST', '/api/departments', { name: 'Cold chain' })).status).toBe(201);
    const repeat = await api(tenant.users.admin, 'POST', '/api/departments', { name: 'COLD CHAIN' });
    expect(repeat.status).toBe(409);
    expect(repeat.body).toMatchObject({
      code: 'organisation-data:departmentNameTaken',
      message: 'A department with this name already exists',
      fields: [{ path: 'name', message: 'A department with this name already exists' }],
    });
    expect((await api(tenant.users.admin, 'POST', '/api/departments', { name: 'cold chain' }, 'fi')).body.message).toBe(
      'Samanniminen osasto on jo olemassa',
    );
    expect((await api(tenant.users.admin, 'POST', '/api/departments', { name: 'cold chain' }, 'sv')).body.message).toBe(
      'Det finns redan en avdelning med det här namnet',
    );

    const bulk = await api(tenant.users.admin, 'POST', '/api/departments', { name: 'Bulk' });
    const renamed = await api(tenant.users.admin, 'PUT', `/api/departments/${bulk.body.id}`, { name: 'cold Chain' });
    expect(renamed).toMatchObject({ status: 409, body: { message: 'A department with this name already exists' } });
    // A unit keeps its own name in another case; a base and another organisation may use it.
    expect(
      (await api(tenant.users.admin, 'PUT', `/api/departments/${bulk.body.id}`, { name: 'BULK' })).body,
    ).toMatchObject({ name: 'BULK' });
    expect((await api(tenant.users.admin, 'POST', '/api/bases', { name: 'Cold chain' })).status).toBe(201);
    expect((await api(other.users.admin, 'POST', '/api/departments', { name: 'Cold chain' })).status).toBe(201);
    expect(
      ((await api(tenant.users.user, 'GET', '/api/departments')).body as unknown as { name: string }[]).map(
        (d) => d.name,
      ),
    ).toEqual(['BULK', 'Cold chain']);
  });

  it('of bases say so for bases', async () => {
    const tenant = await createTenant(t.context);
    await api(tenant.users.admin, 'POST', '/api/bases', { name: 'Vantaa' });
    const oulu = await api(tenant.users.admin, 'POST', '/api/bases', { name: 'Oulu' });
    expect((await api(tenant.users.admin, 'POST', '/api/bases', { name: 'vantaa' })).body).toMatchObject({
      code: 'organisation-data:baseNameTaken',
      message: 'A base with this name already exists',
    });
    expect(
      (await api(tenant.users.admin, 'PUT', `/api/bases/${oulu.body.id}`, { name: 'VANTAA' }, 'fi')).body,
    ).toMatchObject({ message: 'Samanniminen toimipiste on jo olemassa' });
    expect((await api(tenant.users.admin, 'POST', '/api/bases', { name: 'Vantaa' }, 'sv')).body).toMatchObject({
      message: 'Det finns redan en stationeringsort med det här namnet',
    });
  });
});

describe('salary type codes', () => {
  it('are read, added and changed at /api/SalaryTypeCodes with unique codes', async () => {
    const created = await api(own.users.admin, 'POST', '/api/SalaryTypeCodes/', {
      code: '1010',
      name: 'Normal hours',
      workType: 1,
    });
    expect(created.status).toBe(201);
    expect(
      (await api(own.users.admin, 'POST', '/api/SalaryTypeCodes', { code: '1010', name: 'Again' })).body,
    ).toMatchObject({ message: 'This salary type code already exists' });
    expect(created.body).toMatchObject({ workType: 1, payrollLine: null });
    const changed = await api(own.users.superuser, 'PUT', '/api/SalaryTypeCodes/', {
      id: created.body.id,
      code: '1011',
      name: 'Normal',
      workType: null,
      payrollLine: 'regular',
    });
    expect(changed.body).toEqual({
      id: created.body.id,
      code: '1011',
      name: 'Normal',
      workType: null,
      payrollLine: 'regular',
    });
    expect(
      (await api(own.users.admin, 'PUT', '/api/SalaryTypeCodes/', { ...changed.body, payrollLine: 'lunch' })).status,
    ).toBe(400);
    expect((await api(own.users.user, 'GET', '/api/SalaryTypeCodes')).body).toEqual([changed.body]);
    expect(
      (await api(other.users.admin, 'PUT', '/api/SalaryTypeCodes', { id: created.body.id, code: 'X', name: 'Theirs' }))
        .status,
    ).toBe(404);
  });
});

describe('licence types', () => {
  it('list the built-in classes and qualifications with the organisation own types', async () => {
    const created = await api(own.users.admin, 'POST', '/api/licence-types', {
      code: 'tieturva',
      name: 'Road safety card',
    });
    expect(created.body).toMatchObject({ code: 'TIETURVA', kind: 'qualification' });
    const listed = await api(own.users.user, 'GET', '/api/licence-types');
    expect(listed.body).toMatchObject({
      classes: expect.arrayContaining(['B', 'C1', 'CE', 'D']),
      qualifications: expect.arrayContaining(['ADR']),
      custom: [created.body],
    });
    expect((await api(own.users.admin, 'POST', '/api/licence-types', { code: 'TIETURVA', name: 'x' })).status).toBe(
      409,
    );
    expect((await api(other.users.admin, 'DELETE', `/api/licence-types/${created.body.id}`)).status).toBe(404);
    expect((await api(own.users.admin, 'DELETE', `/api/licence-types/${created.body.id}`)).status).toBe(204);
  });
});
