import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenant, type TestTenant } from '../helpers/tenants';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { apiAs } from '../organisation-data/api';
import { addOrganisationData } from '../organisation-data/sample-data';
import { addDriver, makeSupervisor, signInDriver } from '../shifts/shift-fixtures';
import { routeBody } from '../routes/route-fixtures';
import { addPlanningFacts, planBody } from './planning-fixtures';

/** Planned shifts (issue 24) through HTTP: the contract, versions, publishing, scope and what they hold back. */
let t: TestApp;
let own: TestTenant;
let other: TestTenant;
let api: ReturnType<typeof apiAs>;
let anna: string;
let bo: string;
const NOW = new Date('2026-03-05T10:00:00Z');

beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
  api = apiAs(t);
  own = await addOrganisationData(t.context, await createTenant(t.context));
  other = await addOrganisationData(t.context, await createTenant(t.context));
  anna = await addDriver(t.context, own, { firstName: 'Anna', lastName: 'Aalto' });
  bo = await addDriver(t.context, own, { firstName: 'Bo', lastName: 'Berg' });
});
afterAll(() => t.close());

type Plan = Record<string, unknown> & { id: string; version: number };
const create = async (body: Record<string, unknown>) => {
  const created = await api(own.users.user, 'POST', '/api/planned-shifts', body);
  if (created.status !== 201) throw new Error(`plan: ${created.status} ${created.raw.body}`);
  return created.body as Plan;
};

describe('a planned shift', () => {
  it('answers 201 with the plan, its names and no publication while a draft', async () => {
    const created = await api(
      own.users.user,
      'POST',
      '/api/planned-shifts',
      planBody(anna, { vehicleIds: [own.vehicleId] }),
    );
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      driverId: anna,
      driverName: 'Aalto Anna',
      vehicleIds: [own.vehicleId],
      vehicleNames: ['SMP-001'],
      start: '2026-03-09T05:00:00.000Z',
      end: '2026-03-09T13:00:00.000Z',
      routeId: null,
      taskIds: [],
      status: 'draft',
      createdBy: own.users.user.id,
      publishedAt: null,
      version: 1,
    });
  });

  it('is listed by the local dates it overlaps, and saved at the version it was read', async () => {
    const plan = await create(planBody(bo, { start: '2026-03-10T22:00:00+02:00', end: '2026-03-11T06:00:00+02:00' }));
    const listed = async (from: string, to: string) =>
      ((await api(own.users.user, 'GET', `/api/planned-shifts?from=${from}&to=${to}`)).body as unknown as Plan[]).map(
        (p) => p.id,
      );
    expect(await listed('2026-03-11', '2026-03-11')).toContain(plan.id);
    expect(await listed('2026-03-12', '2026-03-13')).not.toContain(plan.id);
    const saved = await api(own.users.user, 'PUT', `/api/planned-shifts/${plan.id}`, {
      ...planBody(bo),
      version: plan.version,
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ version: 2, start: '2026-03-09T05:00:00.000Z' });
    const stale = await api(own.users.user, 'PUT', `/api/planned-shifts/${plan.id}`, {
      ...planBody(bo),
      version: plan.version,
    });
    expect(stale.status).toBe(409);
    expect((await api(own.users.user, 'DELETE', `/api/planned-shifts/${plan.id}`)).status).toBe(204);
    expect((await api(own.users.user, 'GET', `/api/planned-shifts/${plan.id}`)).status).toBe(404);
  });

  it('refuses an end before the start with a 400 naming end', async () => {
    const refused = await api(
      own.users.user,
      'POST',
      '/api/planned-shifts',
      planBody(anna, { end: '2026-03-09T06:00:00+02:00' }),
    );
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain('end');
  });

  it('publishes drafts at once, and discards only drafts', async () => {
    const first = await create(
      planBody(anna, { start: '2026-03-16T07:00:00+02:00', end: '2026-03-16T15:00:00+02:00' }),
    );
    const second = await create(
      planBody(anna, { start: '2026-03-17T07:00:00+02:00', end: '2026-03-17T15:00:00+02:00' }),
    );
    const published = await api(own.users.user, 'POST', '/api/planned-shifts/publish', { ids: [first.id] });
    expect(published.body).toEqual({ published: [first.id] });
    const read = (await api(own.users.user, 'GET', `/api/planned-shifts/${first.id}`)).body;
    expect(read).toMatchObject({ status: 'published', version: 2 });
    expect(typeof read.publishedAt).toBe('string');
    const discarded = await api(own.users.user, 'POST', '/api/planned-shifts/discard', { ids: [first.id, second.id] });
    expect(discarded.body).toEqual({ discarded: [second.id] });
    expect((await api(own.users.user, 'GET', `/api/planned-shifts/${first.id}`)).status).toBe(200);
  });
});

describe('what a plan names', () => {
  it('is a 404 for another organisation’s driver, here and in a conflict check', async () => {
    expect((await api(own.users.user, 'POST', '/api/planned-shifts', planBody(other.driverId!))).status).toBe(404);
    const check = await api(own.users.user, 'POST', '/api/resource-planning/conflicts', {
      plans: [{ ref: 'a', ...planBody(other.driverId!), status: undefined }],
    });
    expect(check.status).toBe(404);
  });

  it('is a 400 naming vehicleIds for another organisation’s vehicle', async () => {
    const refused = await api(
      own.users.user,
      'POST',
      '/api/planned-shifts',
      planBody(anna, { vehicleIds: [other.vehicleId] }),
    );
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain('vehicleIds');
  });

  it('is not the driver app’s: a driver’s token gets 403', async () => {
    const driver = await signInDriver(t.context, own, anna);
    expect((await api(driver, 'GET', '/api/planned-shifts?from=2026-03-01&to=2026-03-31')).status).toBe(403);
    expect((await api(driver, 'POST', '/api/planned-shifts', planBody(anna))).status).toBe(403);
  });

  it('for a supervisor, only the drivers assigned to them', async () => {
    const tenant = await addOrganisationData(t.context, await createTenant(t.context));
    const mine = await addDriver(t.context, tenant, { firstName: 'Oma', lastName: 'Kuski' });
    const theirs = await addDriver(t.context, tenant, { firstName: 'Muu', lastName: 'Kuski' });
    const other = await api(tenant.users.admin, 'POST', '/api/planned-shifts', planBody(theirs));
    await makeSupervisor(t.context, tenant, tenant.users.user.id, [mine]);
    expect((await api(tenant.users.user, 'POST', '/api/planned-shifts', planBody(mine))).status).toBe(201);
    expect((await api(tenant.users.user, 'POST', '/api/planned-shifts', planBody(theirs))).status).toBe(404);
    expect((await api(tenant.users.user, 'GET', `/api/planned-shifts/${other.body.id}`)).status).toBe(404);
    const listed = (await api(tenant.users.user, 'GET', '/api/planned-shifts?from=2026-03-09&to=2026-03-09'))
      .body as unknown as Plan[];
    expect(listed.map((plan) => plan.driverId)).toEqual([mine]);
  });
});

describe('what plans hold back', () => {
  it('a route with plans is not removed: the 409 counts them', async () => {
    const route = await api(own.users.user, 'POST', '/api/routes', routeBody({ name: 'Suunniteltu' }));
    const plan = await create(planBody(anna, { routeId: route.body.id }));
    const refused = await api(own.users.user, 'DELETE', `/api/routes/${route.body.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ dependents: { plannedShifts: 1, shifts: 0, tasks: 0, shares: 0 } });
    await api(own.users.user, 'DELETE', `/api/planned-shifts/${plan.id}`);
    expect((await api(own.users.user, 'DELETE', `/api/routes/${route.body.id}`)).status).toBe(204);
  });

  it('a pay period with plans starting in it is not removed', async () => {
    const tenant = await addOrganisationData(t.context, await createTenant(t.context));
    const driver = await addDriver(t.context, tenant, { firstName: 'Pia', lastName: 'Palkka' });
    const { payPeriodIds } = await addPlanningFacts(t.context, tenant, {
      payPeriods: [
        { startDate: '2026-03-01', endDate: '2026-03-08' },
        { startDate: '2026-03-09', endDate: '2026-03-22' },
      ],
    });
    await api(tenant.users.admin, 'POST', '/api/planned-shifts', planBody(driver));
    const refused = await api(tenant.users.admin, 'DELETE', `/api/pay-periods/${payPeriodIds[1]}`);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('pay-periods:hasResourcePlans');
    expect((await api(tenant.users.admin, 'DELETE', `/api/pay-periods/${payPeriodIds[0]}`)).status).toBe(204);
  });
});
