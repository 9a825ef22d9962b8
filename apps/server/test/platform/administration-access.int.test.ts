import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withSystem } from '../../src/db/tenant';
import { createApiClient } from '../../src/auth/oidc/api-clients';
import { createTenant, type TestTenant, type TestUser } from '../helpers/tenants';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { addOrganisationData } from '../organisation-data/sample-data';
import { NO_ID } from './route-sample';
import { fillPath, findSample } from './route-samples';

/**
 * Spec section 6: administration is Admin only. The site operator's administration (every
 * organisation, user and subscription; any vehicle's deactivation) is for the operator's Admins
 * alone. Walks Fastify's route table, so a new administration route is checked for every role.
 */
let t: TestApp;
let customer: TestTenant;
let operator: TestTenant;
let administrationRoutes: { method: string; url: string; access: string }[];

interface NamedCaller {
  name: string;
  user: TestUser;
  tenant: TestTenant;
}
/** Admin, Superuser and User of the site operator and of a customer organisation. */
let callers: NamedCaller[];

/** Who gets in, written out by hand so a wrong role table cannot pass its own test. */
const EXPECTED_ALLOWED: Record<string, string[]> = {
  siteOperator: ["the operator's Admin"],
  admin: ["the operator's Admin", "a customer's Admin"],
};

beforeAll(async () => {
  // Webhook secrets are sealed with the credentials key, as external services' are.
  t = await createTestApp({ config: { credentialsKey: randomBytes(32) } });
  customer = await createTenant(t.context);
  operator = await createTenant(t.context, { id: t.operatorOrganisationId });
  for (const tenant of [customer, operator]) {
    await addOrganisationData(t.context, tenant);
    tenant.apiClientId = (await createApiClient(t.database.db, tenant.organisationId, 'ERP')).clientId;
  }
  callers = (
    [
      ["the operator's", operator],
      ["a customer's", customer],
    ] as const
  ).flatMap(([whose, tenant]) =>
    Object.values(tenant.users).map((user) => ({ name: `${whose} ${user.role}`, user, tenant })),
  );

  administrationRoutes = t.routes
    .filter((r) => r.url.startsWith('/api/'))
    .filter(
      (r) =>
        r.url.startsWith('/api/administration') || ['admin', 'siteOperator'].includes(r.config?.access ?? 'signedIn'),
    )
    .flatMap((r) =>
      [r.method]
        .flat()
        .filter((m) => m !== 'HEAD')
        .map((method) => ({ method, url: r.url, access: r.config?.access ?? 'signedIn' })),
    );
});
afterAll(() => t.close());

/** A 404 for a path whose sample stands for a record with NO_ID (one no organisation has): the caller got past the role table. */
function isUnknownRecord(method: string, url: string, status: number): boolean {
  if (status !== 404) return false;
  const params = findSample(method, url)?.params?.(callers[0]!.tenant) ?? {};
  return Object.values(params).includes(NO_ID);
}

function request(method: string, url: string, caller: NamedCaller) {
  const sample = findSample(method, url) ?? {};
  return t.app.inject({
    method: method as 'GET',
    url: fillPath(url, sample.params?.(caller.tenant) ?? {}, sample.query?.(caller.tenant)),
    headers: { ...caller.user.headers, 'accept-language': 'en' },
    ...(sample.body !== undefined ? { payload: sample.body as object } : {}),
  });
}

describe('every administration route', () => {
  it('is found by the walk, the issue 9 ones among them', () => {
    const found = administrationRoutes.map((r) => `${r.method} ${r.url}`);
    expect(found).toEqual(
      expect.arrayContaining([
        'PUT /api/organisation/:id/subscription',
        'PUT /api/administration/vehicles/:id/deactivate',
        'GET /api/administration/equipment',
        'GET /api/organisation/all',
        'GET /api/organisation/all/users',
      ]),
    );
  });

  it('under /api/administration is Admin only', () => {
    for (const { method, url, access } of administrationRoutes.filter((r) => r.url.startsWith('/api/administration'))) {
      expect(['admin', 'siteOperator'], `${method} ${url}`).toContain(access);
    }
  });

  it('answers 403 to every role the spec keeps out, and lets the rest in', async () => {
    for (const { method, url, access } of administrationRoutes) {
      const allowed = EXPECTED_ALLOWED[access];
      expect(allowed, `${method} ${url} declares ${access}`).toBeDefined();
      for (const caller of callers) {
        const response = await request(method, url, caller);
        const label = `${method} ${url} as ${caller.name}`;
        if (allowed!.includes(caller.name)) {
          // Let in: answered, or a record the sample names only as another's (NO_ID) not found past the role check.
          const letIn =
            (response.statusCode >= 200 && response.statusCode < 300) ||
            isUnknownRecord(method, url, response.statusCode);
          expect(letIn, `${label}: ${response.statusCode} ${response.body}`).toBe(true);
        } else {
          expect(response.statusCode, label).toBe(403);
          expect(response.json(), label).toMatchObject({ code: 'forbidden' });
        }
      }
    }
  });
});

describe("the site operator's Superuser", () => {
  it("cannot change a customer's subscription", async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/organisation/${customer.organisationId}/subscription`,
      headers: operator.users.superuser.headers,
      payload: { vehicleLimit: 1, features: { api: false } },
    });
    expect(response.statusCode).toBe(403);
    const stored = await withSystem(t.database.db, (tx) =>
      tx
        .selectFrom('organisations')
        .select(['vehicle_limit'])
        .where('id', '=', customer.organisationId)
        .executeTakeFirstOrThrow(),
    );
    expect(stored.vehicle_limit).not.toBe(1);
  });

  it("cannot deactivate a customer's vehicle, nor one of the operator's own", async () => {
    await withSystem(t.database.db, (tx) =>
      tx
        .updateTable('vehicles')
        .set({ is_active: true })
        .where('id', 'in', [customer.vehicleId!, operator.vehicleId!])
        .execute(),
    );
    const viaAdministration = await t.app.inject({
      method: 'PUT',
      url: `/api/administration/vehicles/${customer.vehicleId}/deactivate`,
      headers: operator.users.superuser.headers,
    });
    expect(viaAdministration.statusCode).toBe(403);
    const viaOwnList = await t.app.inject({
      method: 'PUT',
      url: `/api/vehicles/${operator.vehicleId}/active`,
      headers: operator.users.superuser.headers,
      payload: { active: false },
    });
    expect(viaOwnList.statusCode).toBe(403);
    expect(viaOwnList.json()).toMatchObject({
      message: 'An activated vehicle cannot be deactivated. Contact customer service.',
    });
    const customerVehicle = await t.app.inject({
      method: 'GET',
      url: `/api/vehicles/${customer.vehicleId}`,
      headers: customer.users.user.headers,
    });
    expect(customerVehicle.json()).toMatchObject({ isActive: true });
  });

  it("while the operator's Admin can do both", async () => {
    const subscription = await t.app.inject({
      method: 'PUT',
      url: `/api/organisation/${customer.organisationId}/subscription`,
      headers: operator.users.admin.headers,
      payload: { vehicleLimit: 7 },
    });
    expect(subscription.json()).toMatchObject({ id: customer.organisationId, vehicleLimit: 7 });
    const deactivated = await t.app.inject({
      method: 'PUT',
      url: `/api/administration/vehicles/${customer.vehicleId}/deactivate`,
      headers: operator.users.admin.headers,
    });
    expect(deactivated.json()).toMatchObject({ id: customer.vehicleId, isActive: false });
  });
});
