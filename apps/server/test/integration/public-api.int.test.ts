import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../../src/auth/oidc/api-clients';
import { createTenant, type TestTenant } from '../helpers/tenants';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { addOrganisationData } from '../organisation-data/sample-data';
import { shiftBody } from '../shifts/shift-fixtures';
import { orderBody } from '../transport/transport-fixtures';

/** The app's clock: real time, or a time a test stopped it at, plus what a test moved it by (the buckets refill by it). */
let offsetMs = 0;
let stoppedAt: number | undefined;
let t: TestApp;
let own: TestTenant;
let other: TestTenant;

beforeAll(async () => {
  t = await createTestApp({
    config: { apiRateLimit: { perSecond: 2, burst: 20 } },
    now: () => new Date((stoppedAt ?? Date.now()) + offsetMs),
  });
  own = await addOrganisationData(t.context, await createTenant(t.context));
  other = await createTenant(t.context);
});
afterAll(() => t?.close());

const basic = (id: string, secret: string) =>
  `Basic ${Buffer.from(`${encodeURIComponent(id)}:${encodeURIComponent(secret)}`).toString('base64')}`;

/** New API credentials of `tenant` and a token for them through POST /api/organisation/getaccesstoken. */
async function apiClient(tenant: TestTenant = own) {
  const credentials = await createApiClient(t.database.db, tenant.organisationId, 'ERP');
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/organisation/getaccesstoken?organisationId=${tenant.organisationId}`,
    headers: { authorization: basic(credentials.clientId, credentials.clientSecret) },
  });
  expect(response.statusCode).toBe(200);
  const token = response.json<{ access_token: string }>().access_token;
  const get = (url: string, language = 'en') =>
    t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}`, 'accept-language': language } });
  return { ...credentials, token, get };
}

describe('POST /api/organisation/getaccesstoken', () => {
  it('exchanges client credentials, in a Basic header or the body, for a token the API takes', async () => {
    const client = await apiClient();
    expect((await client.get('/api/organisation')).json()).toMatchObject({ id: own.organisationId });
    const inBody = await t.app.inject({
      method: 'POST',
      url: '/api/organisation/getaccesstoken',
      payload: { client_id: client.clientId, client_secret: client.clientSecret },
    });
    expect(inBody.statusCode).toBe(200);
    expect(inBody.json()).toMatchObject({ token_type: 'Bearer', expires_in: expect.any(Number) });
    expect(inBody.headers['cache-control']).toBe('no-store');
  });

  it('refuses a wrong secret, missing credentials, and a client of another organisation than the one named', async () => {
    const client = await apiClient();
    const call = (url: string, authorization?: string) =>
      t.app.inject({ method: 'POST', url, headers: authorization ? { authorization } : {} });
    const wrong = await call('/api/organisation/getaccesstoken', basic(client.clientId, 'wrong'));
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ error: 'invalid_client' });
    expect((await call('/api/organisation/getaccesstoken')).statusCode).toBe(401);
    const elsewhere = await call(
      `/api/organisation/getaccesstoken?organisationId=${other.organisationId}`,
      basic(client.clientId, client.clientSecret),
    );
    expect(elsewhere.statusCode).toBe(401);
    expect(elsewhere.body).not.toContain('access_token');
  });
});

describe('limits per API client', () => {
  it("answer 429 with Retry-After in the caller's language past the burst, and let requests through as the bucket refills", async () => {
    offsetMs = 0;
    const client = await apiClient();
    const neighbour = await apiClient();
    stoppedAt = Date.now();
    for (let i = 0; i < 20; i += 1) expect((await client.get('/api/organisation')).statusCode).toBe(200);
    const limited = await client.get('/api/organisation', 'fi');
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBe('1');
    expect(limited.json()).toMatchObject({
      statusCode: 429,
      code: 'tooManyRequests',
      message: 'Liian monta pyyntöä, yritä hetken päästä uudelleen',
    });
    // Another client of the same organisation has its own bucket.
    expect((await neighbour.get('/api/organisation')).statusCode).toBe(200);
    offsetMs += 1_000;
    expect((await client.get('/api/organisation')).statusCode).toBe(200);
    expect((await client.get('/api/organisation')).statusCode).toBe(200);
    expect((await client.get('/api/organisation')).statusCode).toBe(429);
    offsetMs += 60_000;
    for (let i = 0; i < 20; i += 1) expect((await client.get('/api/organisation')).statusCode).toBe(200);
    stoppedAt = undefined;
    offsetMs = 0;
  });

  it('leave people in the web app alone', async () => {
    for (let i = 0; i < 30; i += 1) {
      const response = await t.app.inject({ method: 'GET', url: '/api/organisation', headers: own.users.user.headers });
      expect(response.statusCode).toBe(200);
    }
  });
});

/** Every page of a cursor walk, calling `between` after the first page. */
async function walk(
  get: (url: string) => Promise<{ statusCode: number; json: () => unknown }>,
  url: string,
  between: () => Promise<void>,
) {
  const ids: string[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const response = await get(`${url}${cursor ? `&cursor=${cursor}` : ''}`);
    expect(response.statusCode).toBe(200);
    const page = response.json() as { items: { id: string }[]; nextCursor: string | null };
    expect(page.items.length).toBeLessThanOrEqual(2);
    ids.push(...page.items.map((item) => item.id));
    cursor = page.nextCursor;
    if (++pages === 1) await between();
  } while (cursor);
  return ids;
}

describe('cursor pages for integrators', () => {
  it('walk every transport task once, even while tasks are added', async () => {
    const client = await apiClient();
    const create = async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/transport-tasks',
        headers: own.users.user.headers,
        payload: orderBody(),
      });
      expect(response.statusCode).toBe(201);
      return response.json<{ id: string }>().id;
    };
    const before = [await create(), await create(), await create(), await create(), await create()];
    const added: string[] = [];
    const seen = await walk(client.get, '/api/integration/transport-tasks?limit=2', async () => {
      added.push(await create(), await create());
    });
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).toEqual([...before, ...added]);
    const otherClient = await apiClient(other);
    expect((await otherClient.get('/api/integration/transport-tasks?limit=100')).json()).toEqual({
      items: [],
      nextCursor: null,
    });
  });

  it('walk every shift of a period once, even while shifts are added', async () => {
    const client = await apiClient();
    const create = async (day: number) => {
      const start = `2026-03-${String(day).padStart(2, '0')}T06:00:00.000Z`;
      const end = `2026-03-${String(day).padStart(2, '0')}T14:00:00.000Z`;
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/shifts',
        headers: own.users.admin.headers,
        payload: shiftBody(own.driverId!, [{ start, end }]),
      });
      expect(response.statusCode).toBe(201);
      return response.json<{ id: string }>().id;
    };
    const before = [await create(2), await create(3), await create(4), await create(5), await create(6)];
    const seen = await walk(client.get, '/api/integration/shifts?from=2026-03-01&to=2026-03-31&limit=2', async () => {
      await create(1);
      await create(20);
    });
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).toEqual(expect.arrayContaining(before));
    expect(seen).toHaveLength(6);
  });

  it('refuse more than 100 a page and a cursor the server did not make', async () => {
    const client = await apiClient();
    for (const url of [
      '/api/integration/transport-tasks?limit=101',
      '/api/integration/transport-tasks?limit=0',
      '/api/integration/shifts?from=2026-03-01&to=2026-03-31&limit=101',
      '/api/integration/transport-tasks?cursor=bm90LWEtY3Vyc29y',
    ])
      expect((await client.get(url)).statusCode).toBe(400);
  });
});

describe('the OpenAPI documentation', () => {
  it("pushes the guide's example task as written, with an API client's token", async () => {
    const guide = readFileSync(resolve(import.meta.dirname, '../../../../docs/integrators.md'), 'utf8');
    const example = /"\$RAHTI\/api\/transport-tasks" -d '([^']+)'/.exec(guide)?.[1];
    expect(example).toBeDefined();
    const client = await apiClient();
    const pushed = await t.app.inject({
      method: 'POST',
      url: '/api/transport-tasks',
      headers: { authorization: `Bearer ${client.token}` },
      payload: JSON.parse(example!) as object,
    });
    expect(pushed.statusCode).toBe(201);
    expect(pushed.json()).toMatchObject({ reference: 'PO-4411', state: 'created' });
  });

  it('opens with the guide for integrators: a token, cursor pages, pushing a task, webhook signatures', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const description = response.json<{ info: { description: string } }>().info.description;
    expect(description).toContain('## For integrators');
    expect(description).toContain('/api/organisation/getaccesstoken?organisationId=');
    expect(description).toContain('/api/integration/shifts?from=');
    expect(description).toContain('"$RAHTI/api/transport-tasks" -d');
    expect(description).toContain('export function verifyRahtiSignature(');
    expect(description).toContain('# {"access_token"');
  });
});
