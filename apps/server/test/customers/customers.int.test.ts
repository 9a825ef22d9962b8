import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenant, type TestTenant } from '../helpers/tenants';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { apiAs } from '../organisation-data/api';
import { addOrganisationData } from '../organisation-data/sample-data';
import { costedVehicle } from '../tasks/task-fixtures';

let t: TestApp;
let own: TestTenant;
let other: TestTenant;
let api: ReturnType<typeof apiAs>;

beforeAll(async () => {
  t = await createTestApp();
  api = apiAs(t);
  own = await addOrganisationData(t.context, await createTenant(t.context));
  other = await createTenant(t.context);
});
afterAll(() => t.close());

describe('customers', () => {
  it('adds a customer with the contract’s fields and answers 201 with its id, the business id normalised', async () => {
    const created = await api(own.users.user, 'POST', '/api/organisation/customers', {
      name: 'Puutavara Mäkinen Oy',
      businessId: 'FI07375462',
      address: 'Teollisuustie 5, 33100 Tampere',
      paymentTermDays: 21,
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      id: expect.any(String),
      name: 'Puutavara Mäkinen Oy',
      businessId: '0737546-2',
      address: { street: 'Teollisuustie 5', postCode: '33100', town: 'Tampere', countryCode: 'FI' },
      paymentTermDays: 21,
      language: 'fi',
    });
    const list = await api(own.users.user, 'GET', '/api/organisation/customers');
    expect((list.body as unknown as { name: string }[]).map((customer) => customer.name)).toContain(
      'Puutavara Mäkinen Oy',
    );
  });

  it('defaults payment terms to 14 days, allows 0, and refuses a wrong check digit naming the field', async () => {
    const defaults = await api(own.users.user, 'POST', '/api/organisation/customers', { name: 'Kund AB' });
    expect(defaults.body.paymentTermDays).toBe(14);
    const immediate = await api(own.users.user, 'POST', '/api/organisation/customers', {
      name: 'Käteinen Oy',
      paymentTermDays: 0,
    });
    expect(immediate.body.paymentTermDays).toBe(0);
    const wrong = await api(
      own.users.user,
      'POST',
      '/api/organisation/customers',
      {
        name: 'Väärä Oy',
        businessId: '0737546-3',
      },
      'fi',
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body.fields).toEqual([{ path: 'businessId', message: expect.stringMatching(/tarkist/i) }]);
  });

  it('refuses a second customer with the same business id', async () => {
    await api(own.users.user, 'POST', '/api/organisation/customers', { name: 'Kuljetus A', businessId: '0112038-9' });
    const again = await api(own.users.user, 'POST', '/api/organisation/customers', {
      name: 'Kuljetus B',
      businessId: '01120389',
    });
    expect(again.status).toBe(409);
    expect(again.body.fields).toEqual([
      { path: 'businessId', message: 'A customer with this business ID already exists' },
    ]);
  });

  it('keeps a customer with tasks, and hides one organisation’s customers from another', async () => {
    const customer = await api(own.users.user, 'POST', '/api/organisation/customers', { name: 'Tilaaja Oy' });
    const truck = await costedVehicle(t, own, 'CUS-1', { perHour: 50, perKm: 1 });
    await api(own.users.user, 'POST', '/api/tasks', {
      customerId: customer.body.id,
      vehicleId: truck,
      start: '2026-11-02T06:00:00Z',
      end: '2026-11-02T07:00:00Z',
      km: 10,
      income: 100,
    });
    const refused = await api(own.users.admin, 'DELETE', `/api/organisation/customers/${customer.body.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('The customer has a task and cannot be removed');
    expect((await api(other.users.admin, 'GET', `/api/organisation/customers/${customer.body.id}`)).status).toBe(404);
    expect((await api(other.users.admin, 'GET', '/api/organisation/customers')).body).toEqual([]);
    const task = await api(other.users.admin, 'POST', '/api/tasks', {
      customerId: customer.body.id,
      vehicleId: truck,
      start: '2026-11-02T06:00:00Z',
      end: '2026-11-02T07:00:00Z',
      km: 10,
      income: 100,
    });
    expect(task.status).toBe(400);
  });
});
