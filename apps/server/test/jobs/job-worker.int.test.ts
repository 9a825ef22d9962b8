import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJobWorker, type JobHandler } from '../../src/jobs/job-worker';
import { scheduleJob } from '../../src/jobs/jobs.repository';
import { createTestApp, type TestApp } from '../helpers/test-app';

// Two server processes on one database, as issue 28's several processes run: each has its own
// app context and job worker, and they share the jobs table.
let first: TestApp;
let second: TestApp;

beforeAll(async () => {
  first = await createTestApp();
  second = await createTestApp({ database: first.database });
});
afterAll(async () => {
  await second.close();
  await first.close();
});

const silent = { error: () => undefined };

describe('jobs with more than one server process', () => {
  it('run a due job once, whichever process claims it, while both look at once', async () => {
    const kind = `test-once-${randomUUID()}`;
    const ranBy: string[] = [];
    const handler =
      (name: string): JobHandler =>
      async () => {
        ranBy.push(name);
        await new Promise((resolve) => setTimeout(resolve, 50));
        return { next: null };
      };
    const workers = [
      createJobWorker(first.context, { [kind]: handler('first') }, silent),
      createJobWorker(second.context, { [kind]: handler('second') }, silent),
    ];
    for (let round = 0; round < 5; round += 1) {
      await scheduleJob(first.database.db, { kind, key: `${kind}-${round}`, organisationId: null, runAt: new Date(0) });
    }
    const ran = await Promise.all(workers.map((worker) => worker.runDue()));
    expect(ran[0]! + ran[1]!).toBe(5);
    expect(ranBy).toHaveLength(5);
    // Nothing is left for either to run again.
    expect(await Promise.all(workers.map((worker) => worker.runDue()))).toEqual([0, 0]);
  });
});
