import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCalculatorFixtures } from '../calculations/calculator-fixtures';
import { createTenant, type TestTenant, type TestUser } from '../helpers/tenants';
import { addDriver, signInDriver } from '../shifts/shift-fixtures';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { fillPath, findSample } from './route-samples';

/** Whatever a client sends, the answer is a deliberate one: never a 500. */
let t: TestApp;
let tenant: TestTenant;
let operator: TestTenant;
let driver: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  tenant = await createTenant(t.context);
  await createCalculatorFixtures(t.app, tenant);
  operator = await createTenant(t.context, { id: t.operatorOrganisationId });
  driver = await signInDriver(
    t.context,
    tenant,
    await addDriver(t.context, tenant, { firstName: 'Ari', lastName: 'Ajaja' }),
  );
});
afterAll(() => t.close());

const jsonValue = fc.jsonValue({ maxDepth: 3 });
const bodyLike = fc.oneof(
  jsonValue,
  fc.dictionary(
    fc.constantFrom(
      'name',
      'currency',
      'email',
      'password',
      'confirmPassword',
      'role',
      'displayName',
      'displayLanguage',
      'features',
      'vehicleLimit',
      'path',
      'setToBeDeleted',
      'company',
      'description',
    ),
    jsonValue,
  ),
);

describe('random bodies on every route with a body', () => {
  // One test walks every route with a body, so its time grows with the API: 30 s no longer holds
  // them on a busy machine.
  it('never get a 500', { timeout: 120_000 }, async () => {
    const routes = t.routes.filter((r) => r.url.startsWith('/api/') && r.schema?.body);
    expect(routes.length).toBeGreaterThan(5);
    for (const route of routes) {
      const method = [route.method].flat()[0] as 'POST';
      const caller = route.config?.access === 'siteOperator' ? operator : tenant;
      // Each route is called by someone its line of the role table lets in, so the body is read.
      const headers = route.config?.access === 'driverApp' ? driver.headers : caller.users.admin.headers;
      const sample = findSample(method, route.url);
      const url = fillPath(route.url, sample?.params?.(caller) ?? {}, sample?.query?.(caller));
      await fc.assert(
        fc.asyncProperty(bodyLike, async (body) => {
          const response = await t.app
            .inject({
              method,
              url,
              headers: { ...headers, 'content-type': 'application/json' },
              payload: JSON.stringify(body),
            })
            .catch((error: unknown) => ({ statusCode: 599, body: String(error) }));
          expect(response.statusCode, `${method} ${url} ${JSON.stringify(body)} → ${response.body}`).toBeLessThan(500);
        }),
        { numRuns: 25 },
      );
    }
  });
});
