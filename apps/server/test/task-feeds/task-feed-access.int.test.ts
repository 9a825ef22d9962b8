import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TaskFeed } from '@rahti/domain';
import { startTaskFeedSimulator, type TaskFeedSimulator } from '@rahti/task-feed-simulator';
import { withTenant } from '../../src/db/tenant';
import { createTenant, type TestTenant } from '../helpers/tenants';
import type { TestApp } from '../helpers/test-app';
import { apiAs } from '../organisation-data/api';
import { addFeed, createFeedTestApp, feedInput, removeFeeds } from './task-feed-fixtures';

/** Who manages feeds (Admins and Superusers, as the external services), and what of a feed is ever answered. */
let t: TestApp;
let own: TestTenant;
let other: TestTenant;
let api: ReturnType<typeof apiAs>;
let simulator: TaskFeedSimulator;
let feed: TaskFeed;

beforeAll(async () => {
  t = await createFeedTestApp();
  api = apiAs(t);
  own = await createTenant(t.context);
  other = await createTenant(t.context);
  simulator = await startTaskFeedSimulator({ tasks: 1 });
  feed = await addFeed(t, own, feedInput(simulator));
});
afterAll(async () => {
  await removeFeeds(t, [own, other]);
  await t?.close();
  await simulator?.close();
});

describe('task feeds', () => {
  it('are answered without their password, which is stored sealed', async () => {
    expect(feed).toEqual({
      id: expect.any(String),
      name: 'Kuljetusjärjestelmä',
      url: simulator.feedUrl,
      username: 'rahti-feed',
      hasPassword: true,
      enabled: true,
      pollMinutes: 60,
      lastFetchAt: null,
      lastSuccessAt: null,
      lastResult: null,
      lastErrorCode: null,
      lastError: null,
      nextFetchAt: expect.any(String),
    });
    const listed = await api(own.users.superuser, 'GET', '/api/organisation/task-feeds');
    expect(listed.body).toEqual([feed]);
    expect(listed.raw.body).not.toContain(simulator.state.credentials.password);
    const stored = await withTenant(t.database.db, own.organisationId, (tx) =>
      tx.selectFrom('task_feeds').select('password_sealed').where('id', '=', feed.id).executeTakeFirstOrThrow(),
    );
    expect(stored.password_sealed).toMatch(/^v1\./);
    expect(stored.password_sealed).not.toContain(simulator.state.credentials.password);
  });

  it('keep their password when it is left empty, and stop polling when disabled', async () => {
    const changed = await api(
      own.users.superuser,
      'PUT',
      `/api/organisation/task-feeds/${feed.id}`,
      feedInput(simulator, { password: '', enabled: false, pollMinutes: 15 }),
    );
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ hasPassword: true, enabled: false, pollMinutes: 15, nextFetchAt: null });
    // A disabled feed is still fetched on demand, with the kept password.
    const fetched = await api(own.users.superuser, 'POST', `/api/organisation/task-feeds/${feed.id}/fetch`);
    expect(fetched.body).toMatchObject({ fetched: 1 });
    expect(simulator.state.requests.at(-1)).toMatchObject({ authorization: 'basic', status: 200 });
    const enabled = await api(own.users.admin, 'PUT', `/api/organisation/task-feeds/${feed.id}`, feedInput(simulator));
    expect(enabled.body.nextFetchAt).toEqual(expect.any(String));
  });

  it('have names of their own in an organisation', async () => {
    const twice = await api(own.users.admin, 'POST', '/api/organisation/task-feeds', {
      ...feedInput(simulator),
      name: 'KULJETUSJÄRJESTELMÄ',
    });
    expect(twice.status).toBe(409);
    expect(twice.body.fields).toEqual([{ path: 'name', message: 'A task feed with this name already exists' }]);
    // Another organisation may use the same name.
    expect((await api(other.users.admin, 'POST', '/api/organisation/task-feeds', feedInput(simulator))).status).toBe(
      201,
    );
  });

  it("answer another organisation's feed with 404", async () => {
    const url = `/api/organisation/task-feeds/${feed.id}`;
    for (const [method, path, body] of [
      ['GET', url, undefined],
      ['PUT', url, feedInput(simulator)],
      ['POST', `${url}/fetch`, undefined],
      ['DELETE', url, undefined],
    ] as const) {
      const response = await api(other.users.admin, method, path, body);
      expect(response.status, `${method} ${path}`).toBe(404);
    }
    expect((await api(own.users.admin, 'GET', url)).status).toBe(200);
  });

  it('cannot be managed or fetched by a User (403)', async () => {
    const url = `/api/organisation/task-feeds/${feed.id}`;
    for (const [method, path, body] of [
      ['GET', '/api/organisation/task-feeds', undefined],
      ['POST', '/api/organisation/task-feeds', feedInput(simulator, { name: 'Oma' })],
      ['PUT', url, feedInput(simulator)],
      ['POST', `${url}/fetch`, undefined],
      ['DELETE', url, undefined],
    ] as const) {
      const response = await api(own.users.user, method, path, body);
      expect(response.status, `${method} ${path}`).toBe(403);
    }
  });

  it('are removed with their polling; the tasks they brought stay', async () => {
    const removed = await api(own.users.admin, 'DELETE', `/api/organisation/task-feeds/${feed.id}`);
    expect(removed.status).toBe(204);
    expect((await api(own.users.admin, 'GET', '/api/organisation/task-feeds')).body).toEqual([]);
    const job = await t.database.db
      .selectFrom('jobs')
      .select('id')
      .where('key', '=', `task-feed-poll:${feed.id}`)
      .executeTakeFirst();
    expect(job).toBeUndefined();
  });
});
