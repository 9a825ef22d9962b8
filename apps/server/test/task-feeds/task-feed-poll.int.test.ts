import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TaskFeed, TasksPage } from '@rahti/domain';
import { startTaskFeedSimulator, type TaskFeedSimulator } from '@rahti/task-feed-simulator';
import { JOB_HANDLERS } from '../../src/job-handlers';
import { createJobWorker } from '../../src/jobs/job-worker';
import { TASK_FEED_POLL_JOB } from '../../src/task-feeds/task-feed-poll';
import { createTenant, type TestTenant } from '../helpers/tenants';
import type { TestApp } from '../helpers/test-app';
import { apiAs } from '../organisation-data/api';
import { costedVehicle } from '../tasks/task-fixtures';
import { addFeed, createFeedTestApp, FEED_FROM, FEED_PERIOD, feedInput, removeFeeds } from './task-feed-fixtures';

/** The job worker fetches each enabled feed on its interval, keeps the outcome, and backs off a feed that fails. */
let t: TestApp;
let own: TestTenant;
let api: ReturnType<typeof apiAs>;
let simulator: TaskFeedSimulator;
let feed: TaskFeed;
/**
 * Three days behind the wall clock: on PostgreSQL the suites share one database, and the jobs other
 * files schedule (at the wall clock) are then never due for this file's worker.
 */
let clock = new Date(Math.floor(Date.now() / 60_000) * 60_000 - 3 * 24 * 60 * 60_000);
const warnings: object[] = [];

const worker = () =>
  createJobWorker(
    t.context,
    { [TASK_FEED_POLL_JOB]: JOB_HANDLERS[TASK_FEED_POLL_JOB]! },
    {
      error: (details) => {
        throw new Error(`A poll threw: ${JSON.stringify(details)}`);
      },
      warn: (details) => warnings.push(details),
    },
  );
const shown = async () =>
  (await api(own.users.admin, 'GET', `/api/organisation/task-feeds/${feed.id}`)).body as unknown as TaskFeed;
const minutesLater = (minutes: number) => (clock = new Date(clock.getTime() + minutes * 60_000));

beforeAll(async () => {
  t = await createFeedTestApp(() => clock);
  api = apiAs(t);
  own = await createTenant(t.context);
  await costedVehicle(t, own, 'ABC-123', { perHour: 60, perKm: 1 });
  simulator = await startTaskFeedSimulator({ tasks: 3, vehicles: ['ABC-123'], from: FEED_FROM });
  feed = await addFeed(t, own, feedInput(simulator, { pollMinutes: 30 }));
});
afterAll(async () => {
  await removeFeeds(t, [own]);
  await t?.close();
  await simulator?.close();
});

describe('the poll job', () => {
  it('fetches a new feed at once, then every interval', async () => {
    expect(feed.nextFetchAt).toBe(clock.toISOString());
    expect(await worker().runDue()).toBe(1);
    const tasks = (await api(own.users.user, 'GET', `/api/tasks?${FEED_PERIOD}&source=external`))
      .body as unknown as TasksPage;
    expect(tasks.total).toBe(3);
    expect(await shown()).toMatchObject({
      lastFetchAt: clock.toISOString(),
      lastSuccessAt: clock.toISOString(),
      lastResult: { fetched: 3, added: 3, updated: 0, unchanged: 0, skipped: 0 },
      nextFetchAt: new Date(clock.getTime() + 30 * 60_000).toISOString(),
    });
    minutesLater(10);
    expect(await worker().runDue()).toBe(0);
    minutesLater(20);
    expect(await worker().runDue()).toBe(1);
    expect((await shown()).lastResult).toMatchObject({ added: 0, unchanged: 3 });
  });

  it('keeps a failure on the feed, warns of it, and waits longer after each one in a row', async () => {
    simulator.failNext(2, 500);
    minutesLater(30);
    expect(await worker().runDue()).toBe(1);
    expect(await shown()).toMatchObject({
      lastErrorCode: 'HTTP 500',
      lastSuccessAt: new Date(clock.getTime() - 30 * 60_000).toISOString(),
      nextFetchAt: new Date(clock.getTime() + 30 * 60_000).toISOString(),
    });
    expect(warnings).toEqual([expect.objectContaining({ feedId: feed.id, code: 'HTTP 500', failures: 1 })]);
    minutesLater(30);
    expect(await worker().runDue()).toBe(1);
    // Two failures in a row: twice the interval.
    expect((await shown()).nextFetchAt).toBe(new Date(clock.getTime() + 60 * 60_000).toISOString());
    minutesLater(60);
    expect(await worker().runDue()).toBe(1);
    expect(await shown()).toMatchObject({ lastErrorCode: null, lastSuccessAt: clock.toISOString() });
  });

  it('ends for a feed switched off', async () => {
    await api(
      own.users.admin,
      'PUT',
      `/api/organisation/task-feeds/${feed.id}`,
      feedInput(simulator, { enabled: false }),
    );
    expect((await shown()).nextFetchAt).toBeNull();
    minutesLater(24 * 60);
    const before = simulator.state.requests.length;
    expect(await worker().runDue()).toBe(0);
    expect(simulator.state.requests).toHaveLength(before);
  });
});
