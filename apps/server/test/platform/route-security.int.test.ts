import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { normaliseFeatures } from '@rahti/domain';
import { createApiClient } from '../../src/auth/oidc/api-clients';
import { createCalculatorFixtures } from '../calculations/calculator-fixtures';
import { createTenant, type TestTenant, type TestUser } from '../helpers/tenants';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { addOrganisationData } from '../organisation-data/sample-data';
import { addDriver, addShiftData, signInDriver } from '../shifts/shift-fixtures';
import { fillPath, findSample } from './route-samples';

/**
 * Walks Fastify's route table, so no API route can escape the checks: a missing or bad token
 * is 401, a wrong role 403, another organisation's ids 404, a malformed body 400.
 */
let t: TestApp;
let own: TestTenant;
let other: TestTenant;
let basic: TestTenant;
let operator: TestTenant;
/** The driver app's token, for the routes only the driver app reaches. */
let ownDriver: TestUser;
let basicDriver: TestUser;
let apiRoutes: { method: string; url: string; access: string; hasBody: boolean; route: RouteOptions }[];

beforeAll(async () => {
  t = await createTestApp();
  own = await createTenant(t.context);
  // No feature at all, so even a base-subscription feature (calculations) is seen switched off.
  basic = await createTenant(t.context, { features: normaliseFeatures({}) });
  other = await createTenant(t.context);
  operator = await createTenant(t.context, { id: t.operatorOrganisationId });
  ownDriver = await signInDriver(
    t.context,
    own,
    await addDriver(t.context, own, { firstName: 'Ari', lastName: 'Ajaja' }),
  );
  basicDriver = await signInDriver(
    t.context,
    basic,
    await addDriver(t.context, basic, { firstName: 'Bea', lastName: 'Ajaja' }),
  );
  other.apiClientId = (await createApiClient(t.database.db, other.organisationId, 'Other ERP')).clientId;
  await addOrganisationData(t.context, other);
  await addShiftData(t.context, other);
  await createCalculatorFixtures(t.app, other);
  apiRoutes = t.routes
    .filter((r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/docs'))
    .flatMap((r) =>
      [r.method]
        .flat()
        .filter((m) => m !== 'HEAD')
        .map((method) => ({
          method,
          url: r.url,
          access: r.config?.access ?? 'signedIn',
          hasBody: Boolean(r.schema?.body),
          route: r,
        })),
    );
});
afterAll(() => t.close());

const guarded = () => apiRoutes.filter((r) => r.access !== 'public');
function sampleFor(method: string, url: string) {
  const sample = findSample(method, url);
  const needsSample = url.includes(':') || method !== 'GET';
  if (needsSample && !sample) throw new Error(`Add a sample request for ${method} ${url} to route-samples.ts`);
  return sample ?? {};
}
/** Operator-only routes are exercised by the operator; everything else by an ordinary tenant. */
const callerFor = (access: string) => (access === 'siteOperator' ? operator : own);
/** Who passes a route's line of the role table: the driver app's own routes take the driver's token, the rest an Admin's. */
const passingUser = (access: string) => (access === 'driverApp' ? ownDriver : callerFor(access).users.admin);

function request(method: string, url: string, target: TestTenant, headers: Record<string, string> = {}) {
  const sample = sampleFor(method, url);
  return t.app.inject({
    method: method as 'GET',
    url: fillPath(url, sample.params?.(target) ?? {}, sample.query?.(target)),
    headers: { 'accept-language': 'en', ...headers },
    ...(sample.body !== undefined ? { payload: sample.body as object } : {}),
  });
}

describe('every API route', () => {
  it('is found by the walk', () => {
    expect(apiRoutes.length).toBeGreaterThan(10);
    expect(apiRoutes.map((r) => `${r.method} ${r.url}`)).toContain('GET /api/account/me');
  });

  it('has a sample request when it takes parameters or a body', () => {
    for (const { method, url } of apiRoutes) expect(() => sampleFor(method, url)).not.toThrow();
  });

  it('rejects a missing token with 401', async () => {
    for (const { method, url } of guarded()) {
      const response = await request(method, url, own);
      expect(response.statusCode, `${method} ${url}`).toBe(401);
      expect(response.json()).toMatchObject({ code: 'unauthorized', message: 'Sign in to continue' });
    }
  });

  it('rejects a forged or malformed token with 401', async () => {
    const forged = own.users.admin.token.replace(/\.[^.]+$/, '.c2lnbmF0dXJl');
    for (const { method, url } of guarded()) {
      for (const authorization of [`Bearer ${forged}`, 'Bearer not-a-jwt', 'Basic abc']) {
        const response = await request(method, url, own, { authorization });
        expect(response.statusCode, `${method} ${url} with ${authorization.slice(0, 12)}`).toBe(401);
      }
    }
  });

  it('tells an expired token apart: "Your session has expired"', async () => {
    const expired = await t.context.accessTokens.sign(
      {
        id: own.users.admin.id,
        OrganisationId: own.organisationId,
        OrganisationName: own.name,
        OrganisationCurrency: 'EUR',
        Role: 'Admin',
        DisplayLanguage: 'en',
      },
      -60,
    );
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/account/me',
      headers: { authorization: `Bearer ${expired}` },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'sessionExpired', message: 'Your session has expired' });
  });

  it('rejects a wrong role with 403', async () => {
    for (const { method, url, access } of guarded()) {
      const callers =
        access === 'adminOrSuperuser'
          ? [own.users.user]
          : access === 'admin'
            ? [own.users.user, own.users.superuser]
            : access === 'siteOperator'
              ? [own.users.admin, own.users.superuser, own.users.user, operator.users.superuser, operator.users.user]
              : access === 'driverApp'
                ? [own.users.admin, own.users.user]
                : [];
      for (const caller of callers) {
        const response = await request(method, url, own, caller.headers);
        expect(response.statusCode, `${method} ${url} as ${caller.role}`).toBe(403);
        expect(response.json()).toMatchObject({ code: 'forbidden' });
      }
    }
  });

  it("rejects an organisation without the route's feature with 403", async () => {
    const gated = guarded().filter((r) => r.route.config?.feature);
    expect(gated.length).toBeGreaterThan(0);
    for (const { method, url, access } of gated) {
      const response = await request(
        method,
        url,
        basic,
        (access === 'driverApp' ? basicDriver : basic.users.admin).headers,
      );
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.json()).toMatchObject({ code: 'featureDisabled' });
    }
  });

  it("answers another organisation's ids with 404", async () => {
    const withIds = guarded().filter(
      (r) => r.url.includes(':') && sampleFor(r.method, r.url).crossOrganisation !== 'not-applicable',
    );
    expect(withIds.length).toBeGreaterThan(0);
    for (const { method, url } of withIds) {
      const response = await request(method, url, other, own.users.admin.headers);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
  });

  it('rejects a malformed body with 400 naming the field, in the caller language', async () => {
    const withBody = guarded().filter((r) => r.hasBody);
    for (const { method, url, access } of withBody) {
      const sample = sampleFor(method, url);
      const caller = callerFor(access);
      const response = await t.app.inject({
        method: method as 'POST',
        url: fillPath(url, sample.params?.(caller) ?? {}, sample.query?.(caller)),
        headers: { ...passingUser(access).headers, 'accept-language': 'fi' },
        payload: [1, 2, 3],
      });
      expect(response.statusCode, `${method} ${url}`).toBe(400);
      const body = response.json() as { code: string; fields: { path: string; message: string }[] };
      expect(body.code).toBe('validation');
      expect(body.fields[0]?.path).toBeTruthy();
    }
  });

  it('rejects a body that is not JSON with 400, never 500', async () => {
    for (const { method, url, access } of guarded().filter((r) => r.hasBody)) {
      const sample = sampleFor(method, url);
      const caller = callerFor(access);
      const response = await t.app.inject({
        method: method as 'POST',
        url: fillPath(url, sample.params?.(caller) ?? {}, sample.query?.(caller)),
        headers: { ...passingUser(access).headers, 'content-type': 'application/json' },
        payload: '{"unterminated',
      });
      expect(response.statusCode, `${method} ${url}`).toBe(400);
    }
  });

  it('rejects a body over the size limit with 413', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/salesforce',
      headers: own.users.admin.headers,
      payload: { company: 'x'.repeat(2 * 1024 * 1024) },
    });
    expect(response.statusCode).toBe(413);
  });
});
