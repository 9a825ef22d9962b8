import type { AppContext } from '../platform/app-context';
import { claimDueJob, finishJob, type Job } from './jobs.repository';

/** Where the worker writes; a handler warns of a failure it keeps and tries again itself (a feed down). */
export interface JobLog {
  error: (details: object, message: string) => void;
  warn?: (details: object, message: string) => void;
}

/** What a job's handler answers: when to run again (null: done for good). */
export type JobHandler = (job: Job, context: AppContext, log?: JobLog) => Promise<{ next: Date | null }>;

/** A job that fails is tried again after this, doubling up to an hour. */
const RETRY_BASE_MS = 30_000;
const RETRY_MAX_MS = 60 * 60_000;
/** A claimed job is given this long before another server may take it again. */
const LEASE_MS = 5 * 60_000;

export interface JobWorker {
  /** Runs every due job once (tests call it directly); answers how many ran. */
  runDue(): Promise<number>;
  start(intervalMs: number): void;
  stop(): Promise<void>;
}

/**
 * The jobs table's worker (DESIGN.md, "Jobs"): each turn claims due jobs one by one and runs
 * their handler; it claims only the kinds it has handlers for. A handler's failure is logged
 * and retried with back-off.
 */
export function createJobWorker(context: AppContext, handlers: Record<string, JobHandler>, log: JobLog): JobWorker {
  const db = context.database.db;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;

  const kinds = Object.keys(handlers);

  async function runOne(job: Job): Promise<void> {
    const handler = handlers[job.kind]!;
    try {
      const { next } = await handler(job, context, log);
      await finishJob(db, job.id, next, null);
    } catch (error) {
      const wait = Math.min(RETRY_MAX_MS, RETRY_BASE_MS * 2 ** Math.min(job.attempts - 1, 10));
      log.error({ err: error, kind: job.kind, key: job.key, attempts: job.attempts }, 'Job failed; trying again later');
      await finishJob(
        db,
        job.id,
        new Date(context.now().getTime() + wait),
        error instanceof Error ? error.message : String(error),
      );
    }
  }

  async function runDue(): Promise<number> {
    let ran = 0;
    for (
      let job = await claimDueJob(db, context.now(), LEASE_MS, kinds);
      job;
      job = await claimDueJob(db, context.now(), LEASE_MS, kinds)
    ) {
      await runOne(job);
      ran++;
    }
    return ran;
  }

  return {
    runDue,
    start(intervalMs) {
      timer = setInterval(() => {
        // One turn at a time: a slow poll does not start a second turn beside it.
        running ??= runDue()
          .catch((error: unknown) => {
            log.error({ err: error }, 'The job worker could not read the jobs');
            return 0;
          })
          .finally(() => (running = undefined));
      }, intervalMs);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
