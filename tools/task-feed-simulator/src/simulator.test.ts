import { afterEach, describe, expect, it } from 'vitest';
import { buildTaskFeedSimulator } from './simulator';

const BASIC = `Basic ${Buffer.from('rahti-feed:feed-simulator').toString('base64')}`;
const apps: { close(): Promise<unknown> }[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

function feed(options: Parameters<typeof buildTaskFeedSimulator>[0] = {}) {
  const built = buildTaskFeedSimulator({ now: () => Date.UTC(2026, 10, 20, 12), ...options });
  apps.push(built.app);
  const get = (url: string, authorization = BASIC) =>
    built.app.inject({ method: 'GET', url, headers: authorization ? { authorization } : {} });
  return { ...built, get };
}

describe('the task feed simulator', () => {
  it('answers its tasks to its user and password only', async () => {
    const { get } = feed({ tasks: 3 });
    expect((await get('/tasks', '')).statusCode).toBe(401);
    expect((await get('/tasks', `Basic ${Buffer.from('rahti-feed:wrong').toString('base64')}`)).statusCode).toBe(401);
    const answer = await get('/tasks');
    expect(answer.statusCode).toBe(200);
    const body = answer.json() as { tasks: { id: string; start: string; end: string; km: number }[]; next?: string };
    expect(body.tasks.map((task) => task.id)).toEqual(['T-0001', 'T-0002', 'T-0003']);
    expect(body.next).toBeUndefined();
    expect(body.tasks[0]).toMatchObject({ start: '2026-11-06T06:00:00.000Z', vehicle: 'ABC-123' });
    for (const task of body.tasks) expect(Date.parse(task.end)).toBeGreaterThan(Date.parse(task.start));
  });

  it('pages by `next`, the same seed giving the same tasks', async () => {
    const { get } = feed({ tasks: 5, pageSize: 2 });
    const ids: string[] = [];
    for (let url: string | undefined = '/tasks'; url;) {
      const body = (await get(url)).json() as { tasks: { id: string }[]; next?: string };
      ids.push(...body.tasks.map((task) => task.id));
      url = body.next;
    }
    expect(ids).toEqual(['T-0001', 'T-0002', 'T-0003', 'T-0004', 'T-0005']);
    expect(feed({ tasks: 5 }).state.tasks).toEqual(feed({ tasks: 5 }).state.tasks);
  });

  it('fails the next requests with a chosen status, and records every request', async () => {
    const { get, state } = feed({ tasks: 1 });
    state.failures = { remaining: 1, status: 500 };
    expect((await get('/tasks')).statusCode).toBe(500);
    expect((await get('/tasks')).statusCode).toBe(200);
    expect(state.requests).toEqual([
      { url: '/tasks', authorization: 'basic', status: 500 },
      { url: '/tasks', authorization: 'basic', status: 200 },
    ]);
  });
});
