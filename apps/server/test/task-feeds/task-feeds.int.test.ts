import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Task, TaskFeed, TasksPage } from '@rahti/domain';
import { startTaskFeedSimulator, type TaskFeedSimulator } from '@rahti/task-feed-simulator';
import { createTenant, type TestTenant } from '../helpers/tenants';
import type { TestApp } from '../helpers/test-app';
import { apiAs } from '../organisation-data/api';
import { addDriver } from '../shifts/shift-fixtures';
import { costedVehicle } from '../tasks/task-fixtures';
import { addVehicle } from '../timesheet/timesheet-fixtures';
import { addFeed, createFeedTestApp, FEED_FROM, FEED_PERIOD, feedInput, removeFeeds } from './task-feed-fixtures';

/** Issue 22: "Fetch tasks" brings a feed's tasks in as source external, priced from each vehicle's calculation, idempotently. */
let t: TestApp;
let own: TestTenant;
let api: ReturnType<typeof apiAs>;
let simulator: TaskFeedSimulator;
let feed: TaskFeed;

const fetchTasks = (language = 'en') =>
  api(own.users.admin, 'POST', `/api/organisation/task-feeds/${feed.id}/fetch`, undefined, language);
const externalTasks = async () =>
  (
    (await api(own.users.user, 'GET', `/api/tasks?${FEED_PERIOD}&source=external&sort=start`))
      .body as unknown as TasksPage
  ).items;

beforeAll(async () => {
  t = await createFeedTestApp();
  api = apiAs(t);
  own = await createTenant(t.context);
  await costedVehicle(t, own, 'ABC-123', { perHour: 61.43, perKm: 0.87 });
  await addDriver(t.context, own, { firstName: 'Aino', lastName: 'Ajaja', employeeNumber: '1042' });
  // Written as the feed's office writes them: another case, a space for the hyphen.
  simulator = await startTaskFeedSimulator({
    tasks: 4,
    vehicles: ['abc 123'],
    drivers: ['1042', 'Nobody Here'],
    from: FEED_FROM,
    pageSize: 3,
  });
  simulator.state.tasks[0] = {
    ...simulator.state.tasks[0]!,
    start: '2026-11-02T08:00:00+02:00',
    end: '2026-11-02T11:00:00+02:00',
    km: 240,
    income: 800,
    otherCosts: 12.4,
    customer: { name: 'Pohjolan Tukku Oy', businessId: 'FI07375462' },
  };
  feed = await addFeed(t, own, feedInput(simulator));
});
afterAll(async () => {
  await removeFeeds(t, [own]);
  await t?.close();
  await simulator?.close();
});

describe('fetching tasks from a feed', () => {
  it('adds its tasks as external ones, priced from the vehicle’s calculation, following its pages', async () => {
    const fetched = await fetchTasks();
    expect(fetched.status).toBe(200);
    expect(fetched.body).toEqual({
      fetched: 4,
      added: 4,
      updated: 0,
      unchanged: 0,
      skipped: [],
      message: 'Tasks fetched from Kuljetusjärjestelmä: 4 new, 0 changed, 0 unchanged, 0 skipped.',
    });
    expect(simulator.state.requests.map((request) => [request.url, request.authorization])).toEqual([
      ['/tasks', 'basic'],
      ['/tasks?page=2', 'basic'],
    ]);
    const tasks = await externalTasks();
    expect(tasks).toHaveLength(4);
    const first = tasks[0]!;
    expect(first).toMatchObject({
      source: 'external',
      externalId: `${feed.id}:T-0001`,
      start: '2026-11-02T06:00:00.000Z',
      vehicleName: 'ABC-123',
      driverName: 'Ajaja Aino',
      customerName: 'Pohjolan Tukku Oy',
    });
    // 3 h × 61.43 = 184.29; 240 km × 0.87 = 208.80; + 12.40 = 405.49; 800 − 405.49 = 394.51 (49.31375 % → 49.31)
    expect(first.economics).toMatchObject({ hours: 3, km: 240, timeCost: 184.29, distanceCost: 208.8 });
    expect(first.economics).toMatchObject({
      otherCosts: 12.4,
      totalCost: 405.49,
      profit: 394.51,
      marginPercent: 49.31,
    });
    // The driver the feed names by a name nobody here has: the task comes in without one.
    expect(tasks[1]!.driverName).toBeNull();
    const customers = (await api(own.users.admin, 'GET', '/api/organisation/customers')).body as unknown as {
      name: string;
      businessId: string | null;
    }[];
    expect(customers).toContainEqual(expect.objectContaining({ name: 'Pohjolan Tukku Oy', businessId: '0737546-2' }));
  });

  it('adds nothing the second time, and changes only what the feed changed', async () => {
    const again = await fetchTasks();
    expect(again.body).toMatchObject({ fetched: 4, added: 0, updated: 0, unchanged: 4, skipped: [] });
    expect((await externalTasks()).map((task) => task.version)).toEqual([1, 1, 1, 1]);

    simulator.state.tasks[1] = { ...simulator.state.tasks[1]!, income: 999.99, description: 'Muuttunut' };
    const changed = await fetchTasks('fi');
    expect(changed.body).toMatchObject({
      added: 0,
      updated: 1,
      unchanged: 3,
      message: 'Tehtävät haettu lähteestä Kuljetusjärjestelmä: 0 uutta, 1 muuttunutta, 3 ennallaan, 0 ohitettu.',
    });
    const tasks = await externalTasks();
    expect(tasks).toHaveLength(4);
    expect(tasks[1]).toMatchObject({ income: 999.99, description: 'Muuttunut', version: 2 });
    // The customers the feed named were added once.
    const customers = (await api(own.users.admin, 'GET', '/api/organisation/customers')).body as unknown as {
      name: string;
    }[];
    expect(customers.filter((customer) => customer.name === 'Pohjolan Tukku Oy')).toHaveLength(1);
  });

  it('skips and names a task whose vehicle is unknown or has no calculation, or that breaks the format', async () => {
    await addVehicle(t, own, 'NOC-1');
    const base = simulator.state.tasks[0]!;
    simulator.state.tasks.push(
      { ...base, id: 'X-1', vehicle: 'ZZZ-999' },
      { ...base, id: 'X-2', vehicle: 'NOC-1' },
      { ...base, id: 'X-3', km: -5 },
    );
    const fetched = await fetchTasks();
    expect(fetched.status).toBe(200);
    expect(fetched.body).toMatchObject({ fetched: 7, added: 0, updated: 0, unchanged: 4 });
    expect(fetched.body.skipped).toEqual([
      {
        externalId: 'X-3',
        reason: 'invalidTask',
        message: "The task does not follow the feed's format (field km)",
      },
      { externalId: 'X-1', reason: 'unknownVehicle', message: 'No vehicle has the register number ZZZ-999' },
      {
        externalId: 'X-2',
        reason: 'vehicleWithoutCalculation',
        message: 'Vehicle NOC-1 has no calculation assigned. Assign one on the vehicles page to price its tasks.',
      },
    ]);
    const shown = (await api(own.users.admin, 'GET', `/api/organisation/task-feeds/${feed.id}`)).body;
    expect(shown).toMatchObject({
      lastResult: { fetched: 7, added: 0, updated: 0, unchanged: 4, skipped: 3 },
      lastErrorCode: null,
      lastError: null,
    });
    expect((await externalTasks()).map((task: Task) => task.externalId)).not.toContain(`${feed.id}:X-1`);
  });
});
