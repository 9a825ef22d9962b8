import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOB_HANDLERS, PARTITIONS_JOB } from '../../src/job-handlers';
import { createJobWorker } from '../../src/jobs/job-worker';
import { nextRunOf, scheduleJob } from '../../src/jobs/jobs.repository';
import { monthStartUtc, monthlyPartitionName } from '../../src/db/migrations/monthly-partitions';
import { withTenant } from '../../src/db/tenant';
import { makePositionPartitions, POSITION_MONTHS_AHEAD } from '../../src/positions/position-partitions';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { phonePosition, positionsTenant, postPositions, type PositionsTenant } from './position-fixtures';

/** Monthly partitions of `positions`: made ahead, idempotent, and a default partition for the rest. */
let t: TestApp;
let own: PositionsTenant;

beforeAll(async () => {
  t = await createTestApp();
  own = await positionsTenant(t.context, 1);
});
afterAll(() => t.close());

const partitionsOfPositions = async () => {
  const { rows } = await sql<{ name: string; rls: boolean; forced: boolean }>`
    select c.relname as name, c.relrowsecurity as rls, c.relforcerowsecurity as forced
    from pg_inherits i join pg_class c on c.oid = i.inhrelid
    where i.inhparent = 'positions'::regclass order by c.relname`.execute(t.database.db);
  return rows;
};

/** Where each of the tenant's positions is kept, and at what time. */
const placement = (tenant: PositionsTenant) =>
  withTenant(t.database.db, tenant.tenant.organisationId, async (tx) => {
    const { rows } = await sql<{
      partition: string;
      at: Date;
    }>`select tableoid::regclass::text as partition, recorded_at as at from positions order by recorded_at`.execute(tx);
    return rows.map((row) => ({ partition: row.partition, at: row.at.toISOString() }));
  });

describe('positions partitions', () => {
  it('exist for this month and the coming ones, each under the tenant policy', async () => {
    const names = (await partitionsOfPositions()).map((p) => p.name);
    for (let offset = 0; offset < POSITION_MONTHS_AHEAD; offset++)
      expect(names).toContain(monthlyPartitionName('positions', monthStartUtc(new Date(), offset)));
    expect(names).toContain('positions_default');
    for (const partition of await partitionsOfPositions())
      expect(partition, partition.name).toMatchObject({ rls: true, forced: true });
  });

  it('are made once: making them again, even twice at the same time, changes nothing', async () => {
    const before = await partitionsOfPositions();
    const again = await Promise.all([
      makePositionPartitions(t.database.db, new Date()),
      makePositionPartitions(t.database.db, new Date()),
    ]);
    expect(again).toEqual([[], []]);
    expect(await partitionsOfPositions()).toEqual(before);
  });

  it('keep a position of a month not made yet in the default partition, and move it into its month once made', async () => {
    const farMonth = monthStartUtc(new Date(), POSITION_MONTHS_AHEAD + 4);
    const inFarMonth = new Date(farMonth.getTime() + 3 * 86_400_000 + 7 * 3_600_000).toISOString();
    const thisMonth = new Date().toISOString();
    const vehicle = own.vehicleIds[0]!;
    expect(
      (await postPositions(t, own.driver, [phonePosition(vehicle, thisMonth), phonePosition(vehicle, inFarMonth)]))
        .body,
    ).toEqual({ stored: 2, duplicates: 0 });
    expect(await placement(own)).toEqual([
      { partition: monthlyPartitionName('positions', monthStartUtc(new Date())), at: thisMonth },
      { partition: 'positions_default', at: inFarMonth },
    ]);

    const farPartition = monthlyPartitionName('positions', farMonth);
    expect(await makePositionPartitions(t.database.db, farMonth, 1)).toEqual([farPartition]);
    expect((await placement(own))[1]).toEqual({ partition: farPartition, at: inFarMonth });
    // Stored once still: the same position again is a duplicate.
    expect((await postPositions(t, own.driver, [phonePosition(vehicle, inFarMonth)])).body).toEqual({
      stored: 0,
      duplicates: 1,
    });
    expect(await placement(own)).toHaveLength(2);
  });

  it("are made by the jobs table's daily job, which then waits a day", async () => {
    const now = new Date('2031-05-10T08:00:00.000Z');
    const context = { ...t.context, now: () => now };
    await scheduleJob(t.database.db, { kind: PARTITIONS_JOB, key: PARTITIONS_JOB, organisationId: null, runAt: now });
    // Only this kind: suites share the database, and another suite's jobs are not this test's.
    const worker = createJobWorker(
      context,
      { [PARTITIONS_JOB]: JOB_HANDLERS[PARTITIONS_JOB]! },
      {
        error: (details) => {
          throw new Error(JSON.stringify(details));
        },
      },
    );
    expect(await worker.runDue()).toBe(1);
    const made = await sql<{
      name: string | null;
    }>`select to_regclass(${monthlyPartitionName('positions', monthStartUtc(now, 2))})::text as name`.execute(
      t.database.db,
    );
    expect(made.rows[0]?.name).toBe('positions_2031_07');
    expect(await nextRunOf(t.database.db, PARTITIONS_JOB)).toEqual(new Date('2031-05-11T08:00:00.000Z'));
    // Nothing else is due the same day.
    expect(await worker.runDue()).toBe(0);
  });
});
