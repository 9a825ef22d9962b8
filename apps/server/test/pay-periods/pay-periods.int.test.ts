import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allFeatures, type PayPeriod } from '@rahti/domain';
import { createTenant, type TestTenant } from '../helpers/tenants';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { apiAs } from '../organisation-data/api';

let t: TestApp;
let own: TestTenant;
let api: ReturnType<typeof apiAs>;

beforeAll(async () => {
  t = await createTestApp();
  own = await createTenant(t.context);
  api = apiAs(t);
});
afterAll(() => t.close());

const run = (startDate: string, amount: number, extra: Record<string, unknown> = {}) => ({
  startDate,
  amount,
  duration: 'twoWeeks',
  payDateRule: { kind: 'daysAfter', days: 5 },
  ...extra,
});
const list = async (tenant: TestTenant, query = '') =>
  (await api(tenant.users.user, 'GET', `/api/pay-periods${query}`)).body as unknown as PayPeriod[];

describe('pay periods', () => {
  it('create a run of periods, the pay dates moved off holidays, and list them in start order', async () => {
    const tenant = await createTenant(t.context);
    const created = await api(tenant.users.admin, 'POST', '/api/pay-periods', run('2026-12-14', 3));
    expect(created.status).toBe(201);
    expect((created.body as unknown as PayPeriod[]).map((p) => [p.startDate, p.endDate, p.payDate])).toEqual([
      ['2026-12-14', '2026-12-27', '2026-12-31'],
      ['2026-12-28', '2027-01-10', '2027-01-15'],
      ['2027-01-11', '2027-01-24', '2027-01-29'],
    ]);
    await api(tenant.users.superuser, 'POST', '/api/pay-periods', run('2026-11-30', 1));
    expect((await list(tenant)).map((p) => p.startDate)).toEqual([
      '2026-11-30',
      '2026-12-14',
      '2026-12-28',
      '2027-01-11',
    ]);
    // from–to keeps the periods that share a day with it.
    expect((await list(tenant, '?from=2026-12-27&to=2027-01-11')).map((p) => p.startDate)).toEqual([
      '2026-12-14',
      '2026-12-28',
      '2027-01-11',
    ]);
  });

  it('refuse a run that overlaps a stored period, naming it, and store none of the run', async () => {
    await api(
      own.users.admin,
      'POST',
      '/api/pay-periods',
      run('2027-03-01', 1, { duration: 'month', payDateRule: { kind: 'lastDay' } }),
    );
    const refused = await api(own.users.admin, 'POST', '/api/pay-periods', run('2027-02-15', 2), 'fi');
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('Palkkakaudet menisivät päällekkäin kauden 01.03.2027–31.03.2027 kanssa');
    expect(await list(own, '?from=2027-02-01&to=2027-02-28')).toEqual([]);
  });

  it('answer 400 with the spec message for fewer than one period', async () => {
    const refused = await api(own.users.admin, 'POST', '/api/pay-periods', run('2028-01-03', 0));
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain('Pay period minimum 1');
  });

  it('edit one period, refusing an overlap with another but not with itself', async () => {
    const [first, second] = (await api(own.users.admin, 'POST', '/api/pay-periods', run('2029-01-01', 2)))
      .body as unknown as PayPeriod[];
    const moved = await api(own.users.admin, 'PUT', `/api/pay-periods/${first!.id}`, {
      startDate: '2029-01-01',
      endDate: '2029-01-13',
      payDate: '2029-01-16',
      name: 'January 1',
    });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({
      startDate: '2029-01-01',
      endDate: '2029-01-13',
      payDate: '2029-01-16',
      name: 'January 1',
    });
    const overlapping = await api(own.users.admin, 'PUT', `/api/pay-periods/${first!.id}`, {
      startDate: '2029-01-01',
      endDate: second!.startDate,
      payDate: '2029-01-16',
    });
    expect(overlapping.status).toBe(409);
    expect(overlapping.body.message).toBe('The pay periods would overlap the period 15.01.2029–28.01.2029');
    const backwards = await api(own.users.admin, 'PUT', `/api/pay-periods/${first!.id}`, {
      startDate: '2029-01-10',
      endDate: '2029-01-09',
      payDate: '2029-01-16',
    });
    expect(backwards.status).toBe(400);
  });

  it('remove a period; a User may read but not write', async () => {
    const [period] = (await api(own.users.admin, 'POST', '/api/pay-periods', run('2030-01-07', 1)))
      .body as unknown as PayPeriod[];
    expect((await api(own.users.user, 'POST', '/api/pay-periods', run('2031-01-06', 1))).status).toBe(403);
    expect((await api(own.users.user, 'DELETE', `/api/pay-periods/${period!.id}`)).status).toBe(403);
    expect((await api(own.users.admin, 'DELETE', `/api/pay-periods/${period!.id}`)).status).toBe(204);
    expect((await api(own.users.admin, 'DELETE', `/api/pay-periods/${period!.id}`)).status).toBe(404);
  });

  it("keep organisations apart: another organisation's period is not found", async () => {
    const other = await createTenant(t.context);
    const [period] = (await api(other.users.admin, 'POST', '/api/pay-periods', run('2026-12-14', 1)))
      .body as unknown as PayPeriod[];
    expect(
      (
        await api(own.users.admin, 'PUT', `/api/pay-periods/${period!.id}`, {
          startDate: '2035-01-01',
          endDate: '2035-01-14',
          payDate: '2035-01-15',
        })
      ).status,
    ).toBe(404);
    expect((await api(own.users.admin, 'DELETE', `/api/pay-periods/${period!.id}`)).status).toBe(404);
    expect((await list(own)).some((p) => p.id === period!.id)).toBe(false);
  });

  it('need the timesheet feature', async () => {
    const without = await createTenant(t.context, { features: { ...allFeatures(), timesheetManagement: false } });
    expect((await api(without.users.admin, 'GET', '/api/pay-periods')).status).toBe(403);
  });
});
