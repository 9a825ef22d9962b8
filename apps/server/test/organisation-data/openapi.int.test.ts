import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('documents the organisation-data routes in the OpenAPI description', async () => {
  const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(response.statusCode).toBe(200);
  const paths = Object.keys((response.json() as { paths: Record<string, unknown> }).paths);
  expect(paths).toEqual(
    expect.arrayContaining([
      '/api/drivers',
      '/api/drivers/import/preview',
      '/api/vehicles/{id}/active',
      '/api/driver-groups',
      '/api/SalaryTypeCodes',
      '/api/administration/equipment',
    ]),
  );
});
