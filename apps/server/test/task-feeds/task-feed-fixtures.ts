import { randomBytes } from 'node:crypto';
import type { TaskFeed } from '@rahti/domain';
import type { TaskFeedSimulator } from '@rahti/task-feed-simulator';
import type { TestTenant } from '../helpers/tenants';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { apiAs } from '../organisation-data/api';

/**
 * The app as the feed suites run it: a CREDENTIALS_KEY to seal passwords, and
 * EXTERNAL_SERVICES_ALLOW_PRIVATE so the simulator on http://127.0.0.1 may be called (a suite
 * swaps in the production rule where it tests it).
 */
export const createFeedTestApp = (now?: () => Date) =>
  createTestApp({ config: { credentialsKey: randomBytes(32), externalServicesAllowPrivate: true }, now });

/** The first task of the simulator's default list starts here (Monday 2 November 2026, 06:00 UTC). */
export const FEED_FROM = Date.UTC(2026, 10, 2, 6);
export const FEED_PERIOD = 'from=2026-10-01&to=2026-12-31';

/** A feed input for the simulator, as an Admin types it. */
export const feedInput = (simulator: TaskFeedSimulator, extra: Record<string, unknown> = {}) => ({
  name: 'Kuljetusjärjestelmä',
  url: simulator.feedUrl,
  username: simulator.state.credentials.username,
  password: simulator.state.credentials.password,
  ...extra,
});

/** Adds a feed through the API; answers it. */
export async function addFeed(t: TestApp, tenant: TestTenant, input: Record<string, unknown>): Promise<TaskFeed> {
  const created = await apiAs(t)(tenant.users.admin, 'POST', '/api/organisation/task-feeds', input);
  if (created.status !== 201) throw new Error(`feed: ${created.status} ${created.raw.body}`);
  return created.body as unknown as TaskFeed;
}

/**
 * Removes every feed of the tenants, and so their poll jobs: the files of a worker share its
 * database, and no job of this file's may be left for another file's worker.
 */
export async function removeFeeds(t: TestApp, tenants: readonly TestTenant[]): Promise<void> {
  const api = apiAs(t);
  for (const tenant of tenants) {
    const feeds = (await api(tenant.users.admin, 'GET', '/api/organisation/task-feeds')).body as unknown as TaskFeed[];
    for (const feed of feeds) await api(tenant.users.admin, 'DELETE', `/api/organisation/task-feeds/${feed.id}`);
  }
}
