import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';

/**
 * A statement slower than SLOW_QUERY_MS is logged at warn with the route of the request that ran
 * it (issue 28), and with its SQL text but never its values: they may hold personal data.
 */
const THRESHOLD_MS = 100;
const NAME = 'Aino Aalto';
const ID = 'person-7f3a';
let t: TestApp;
let port = 0;
const lines: { level: number; msg: string; route?: string; method?: string; sql?: string; ms?: number }[] = [];
const slowQueryLines = () => lines.filter((line) => line.msg === 'slow query');

beforeAll(async () => {
  t = await createTestApp({
    config: { slowQueryMs: THRESHOLD_MS },
    logger: { level: 'warn', stream: { write: (line) => lines.push(JSON.parse(line) as (typeof lines)[number]) } },
    // A route of the test's own, whose statement takes as long as the body asks: the route must
    // still be known when the handler runs, after the body has been read.
    beforeReady: (app) =>
      app.post<{ Params: { id: string }; Body: { name: string; seconds: number } }>(
        '/test/people/:id',
        async (request) => {
          const { name, seconds } = request.body;
          await sql`select pg_sleep(${seconds}), ${name}::text as name, ${request.params.id}::text as id`.execute(
            t.database.db,
          );
          return { ok: true };
        },
      ),
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

/** Over a real connection, the body in two parts a moment apart, as a large upload's arrives. */
const ask = (seconds: number) =>
  new Promise<number>((resolve, reject) => {
    const body = JSON.stringify({ name: NAME, seconds });
    const request = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: `/test/people/${ID}`,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    request.on('error', reject);
    request.write(body.slice(0, 10));
    setTimeout(() => request.end(body.slice(10)), 50);
  });

describe('the slow-query log', () => {
  it("writes one warning for a statement slower than SLOW_QUERY_MS, naming the request's route and the SQL without its values", async () => {
    lines.length = 0;
    expect(await ask(0.15)).toBe(200);
    const logged = slowQueryLines();
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ level: 40, route: '/test/people/:id', method: 'POST' });
    expect(logged[0]!.sql).toMatch(/^select pg_sleep\(\$1\), \$2::text as name, \$3::text as id$/);
    expect(logged[0]!.ms).toBeGreaterThanOrEqual(THRESHOLD_MS);
    expect(JSON.stringify(logged)).not.toContain(NAME);
    expect(JSON.stringify(logged)).not.toContain(ID);
  });

  it('writes nothing for a fast statement', async () => {
    lines.length = 0;
    expect(await ask(0)).toBe(200);
    expect(slowQueryLines()).toEqual([]);
  });

  it('writes a slow statement outside any request without a route', async () => {
    lines.length = 0;
    await sql`select pg_sleep(0.15)`.execute(t.database.db);
    expect(slowQueryLines()).toEqual([expect.objectContaining({ sql: 'select pg_sleep(0.15)' })]);
    expect(slowQueryLines()[0]!.route).toBeUndefined();
  });
});
