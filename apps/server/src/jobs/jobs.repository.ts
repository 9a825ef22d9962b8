import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

export interface Job {
  id: string;
  kind: string;
  key: string;
  organisationId: string | null;
  payload: Record<string, unknown>;
  attempts: number;
}

/**
 * Puts a job (named by `key`, one per key) on the schedule at `runAt`; one already there moves to
 * the earlier of the two times, so "fetch now" never postpones a due poll.
 */
export async function scheduleJob(
  db: Kysely<Database>,
  job: { kind: string; key: string; organisationId: string | null; payload?: Record<string, unknown>; runAt: Date },
): Promise<void> {
  await db
    .insertInto('jobs')
    .values({
      kind: job.kind,
      key: job.key,
      payload: JSON.stringify({ ...job.payload, organisationId: job.organisationId }),
      run_at: job.runAt,
    })
    .onConflict((oc) => oc.column('key').doUpdateSet({ run_at: sql`least(jobs.run_at, excluded.run_at)` }))
    .execute();
}

export async function cancelJob(db: Kysely<Database>, key: string): Promise<void> {
  await db.deleteFrom('jobs').where('key', '=', key).execute();
}

/** When the job of `key` runs next, or null when none is scheduled. */
export async function nextRunOf(db: Kysely<Database>, key: string): Promise<Date | null> {
  const row = await db.selectFrom('jobs').select('run_at').where('key', '=', key).executeTakeFirst();
  return row?.run_at ?? null;
}

/**
 * Claims the most overdue job of `kinds` (a worker takes only what it can run: a job a newer
 * version scheduled waits for a server that knows it): FOR UPDATE SKIP LOCKED, so two servers never take the same one,
 * and its `run_at` moves a lease ahead, so a job whose server died runs again after the lease.
 */
export async function claimDueJob(
  db: Kysely<Database>,
  now: Date,
  leaseMs: number,
  kinds: readonly string[],
): Promise<Job | undefined> {
  if (kinds.length === 0) return undefined;
  return db.transaction().execute(async (tx) => {
    const row = await tx
      .selectFrom('jobs')
      .selectAll()
      .where('run_at', '<=', now)
      .where('kind', 'in', [...kinds])
      .orderBy('run_at')
      .limit(1)
      .forUpdate()
      .skipLocked()
      .executeTakeFirst();
    if (!row) return undefined;
    await tx
      .updateTable('jobs')
      .set({ run_at: new Date(now.getTime() + leaseMs), attempts: sql`attempts + 1` })
      .where('id', '=', row.id)
      .execute();
    const payload = row.payload as Record<string, unknown>;
    const organisationId = typeof payload.organisationId === 'string' ? payload.organisationId : null;
    return { id: row.id, kind: row.kind, key: row.key, organisationId, payload, attempts: row.attempts + 1 };
  });
}

/** After a run: the next time, or gone (null); a failure keeps its words for the log and the status. */
export async function finishJob(
  db: Kysely<Database>,
  id: string,
  next: Date | null,
  error: string | null,
): Promise<void> {
  if (next === null) await db.deleteFrom('jobs').where('id', '=', id).execute();
  else
    await db
      .updateTable('jobs')
      .set({ run_at: next, last_error: error, ...(error === null ? { attempts: 0 } : {}) })
      .where('id', '=', id)
      .execute();
}
