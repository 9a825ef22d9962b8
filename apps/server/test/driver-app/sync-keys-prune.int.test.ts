import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SYNC_KEYS_KEPT_DAYS, SYNC_KEYS_PRUNE_JOB } from '../../src/driver-app/sync-keys-prune';
import { withTenant } from '../../src/db/tenant';
import { JOB_HANDLERS } from '../../src/job-handlers';
import { createJobWorker } from '../../src/jobs/job-worker';
import { nextRunOf, scheduleJob } from '../../src/jobs/jobs.repository';
import { insertDriver } from '../helpers/timesheet-rows';
import { createTenant, type TestTenant } from '../helpers/tenants';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
let tenant: TestTenant;
const DAY_MS = 24 * 60 * 60_000;

beforeAll(async () => {
  t = await createTestApp();
  tenant = await createTenant(t.context);
});
afterAll(() => t.close());

describe("the driver app's operation keys", () => {
  it('are kept for 90 days, then removed by a daily job', async () => {
    // The real clock: suites share the database, and their keys are today's, far inside the window.
    const now = new Date();
    await withTenant(t.database.db, tenant.organisationId, async (tx) => {
      const driverId = await insertDriver(tx, tenant.organisationId, {
        first: 'Outbox',
        last: 'Phone',
        number: '1',
        group: null,
        department: null,
      });
      const rows = [
        { key: 'kept-89-days', created_at: new Date(now.getTime() - (SYNC_KEYS_KEPT_DAYS - 1) * DAY_MS) },
        { key: 'gone-91-days', created_at: new Date(now.getTime() - (SYNC_KEYS_KEPT_DAYS + 1) * DAY_MS) },
      ];
      await tx
        .insertInto('driver_sync_operations')
        .values(
          rows.map((row) => ({
            organisation_id: tenant.organisationId,
            driver_id: driverId,
            kind: 'recordShift' as const,
            ...row,
          })),
        )
        .execute();
    });

    await scheduleJob(t.database.db, {
      kind: SYNC_KEYS_PRUNE_JOB,
      key: SYNC_KEYS_PRUNE_JOB,
      organisationId: null,
      runAt: now,
    });
    // Only this kind: another suite's jobs are not this test's.
    const worker = createJobWorker(
      { ...t.context, now: () => now },
      { [SYNC_KEYS_PRUNE_JOB]: JOB_HANDLERS[SYNC_KEYS_PRUNE_JOB]! },
      {
        error: (details) => {
          throw new Error(JSON.stringify(details));
        },
      },
    );
    expect(await worker.runDue()).toBe(1);
    const left = await withTenant(t.database.db, tenant.organisationId, (tx) =>
      tx
        .selectFrom('driver_sync_operations')
        .select('key')
        .where('organisation_id', '=', tenant.organisationId)
        .execute(),
    );
    expect(left.map((row) => row.key)).toEqual(['kept-89-days']);
    expect(await nextRunOf(t.database.db, SYNC_KEYS_PRUNE_JOB)).toEqual(new Date(now.getTime() + DAY_MS));
  });
});
