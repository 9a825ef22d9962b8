import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/config';
import type { TestTenant } from '../helpers/tenants';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { isPostgresRun } from '../helpers/test-database';
import { startTwoOrganisations, type TwoOrganisations } from '../helpers/two-organisations';

const TOKEN = 'metrics-token-for-tests-0123';
let t: TestApp;
let own: TestTenant;
let other: TestTenant;
let api: TwoOrganisations['api'];

beforeAll(async () => {
  ({ t, own, other, api } = await startTwoOrganisations({ app: { config: { metricsToken: TOKEN } } }));
});
afterAll(() => t.close());

const scrape = (authorization?: string) =>
  t.app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });

describe('GET /metrics', () => {
  it('answers 401 without the token or with another one', async () => {
    expect((await scrape()).statusCode).toBe(401);
    expect((await scrape('Bearer metrics-token-for-tests-0124')).statusCode).toBe(401);
    expect((await scrape(`Bearer ${TOKEN}x`)).statusCode).toBe(401);
    expect((await scrape(own.users.admin.headers.authorization)).statusCode).toBe(401);
  });

  it('answers the request durations by route pattern, the event loop, positions and the job queue in Prometheus text', async () => {
    await t.app.inject({ method: 'GET', url: '/api/health' });
    await t.app.inject({ method: 'GET', url: '/api/health' });
    expect((await api(own.users.admin, 'GET', `/api/calculations/${randomUUID()}`)).status).toBe(404);
    expect((await api(other.users.admin, 'GET', `/api/calculations/${randomUUID()}`)).status).toBe(404);

    const response = await scrape(`Bearer ${TOKEN}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = response.body;
    expect(text).toContain('# TYPE rahti_http_request_duration_seconds histogram');
    expect(text).toMatch(
      /^rahti_http_request_duration_seconds_count\{method="GET",route="\/api\/health",status="200"\} 2$/m,
    );
    expect(text).toMatch(
      /^rahti_http_request_duration_seconds_bucket\{method="GET",route="\/api\/health",status="200",le="\+Inf"\} 2$/m,
    );
    // Ids do not make series of their own: both calls count under the route's pattern.
    expect(text).toMatch(
      /^rahti_http_request_duration_seconds_count\{method="GET",route="\/api\/calculations\/:id",status="404"\} 2$/m,
    );
    expect(text).not.toContain(own.organisationId);
    expect(text).toMatch(/^rahti_event_loop_delay_seconds\{quantile="0\.99"\} [\d.e-]+$/m);
    expect(text).toMatch(/^rahti_positions_total\{outcome="accepted"\} 0$/m);
    expect(text).toMatch(/^rahti_jobs_queued \d+$/m);
    expect(text).toMatch(/^rahti_jobs_due \d+$/m);
    if (isPostgresRun()) expect(text).toMatch(/^rahti_database_pool_connections\{pool="requests"\} \d+$/m);
    else expect(text).not.toMatch(/^rahti_database_pool_connections\{/m);
  });
});

describe('METRICS_TOKEN', () => {
  it('leaves /metrics out when unset', async () => {
    const plain = await createTestApp();
    try {
      expect(
        (await plain.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } }))
          .statusCode,
      ).toBe(404);
    } finally {
      await plain.close();
    }
  });

  it('must be long enough not to be guessed', () => {
    expect(loadConfig({}).metricsToken).toBeUndefined();
    expect(loadConfig({ METRICS_TOKEN: TOKEN }).metricsToken).toBe(TOKEN);
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow('METRICS_TOKEN must be at least 16 characters');
  });
});
