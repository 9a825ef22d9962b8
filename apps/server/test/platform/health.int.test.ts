import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { isPostgresRun } from '../helpers/test-database';

describe('GET /api/health', () => {
  let t: TestApp;
  beforeAll(async () => (t = await createTestApp()));
  afterAll(() => t.close());

  it('answers ok and names the database back end, without a token', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: isPostgresRun() ? 'postgres' : 'pglite' });
  });

  it('matches paths without regard to case or a trailing slash', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/API/Health/' });
    expect(response.statusCode).toBe(200);
  });

  it('serves the OpenAPI document at /api/docs', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json() as { openapi: string; paths: Record<string, unknown> };
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(expect.arrayContaining(['/api/account/me', '/api/organisation/users']));
  });

  it('answers an unknown API path with a 404 in the caller language', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/nothing-here',
      headers: { 'accept-language': 'fi' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'notFound', message: 'Ei löytynyt' });
  });
});
