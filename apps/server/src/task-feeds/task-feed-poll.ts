import type { AppContext } from '../platform/app-context';
import { cancelJob, scheduleJob, type Job } from '../jobs/jobs.repository';
import type { JobLog } from '../jobs/job-worker';
import { fetchTaskFeed } from './fetch-task-feed';

export const TASK_FEED_POLL_JOB = 'task-feed-poll';
export const taskFeedJobKey = (feedId: string) => `${TASK_FEED_POLL_JOB}:${feedId}`;
/** After failures in a row the next poll waits longer: the interval, doubling, at most a day. */
const BACKOFF_MAX_MS = 24 * 60 * 60_000;

/** Puts a feed's poll on the schedule at `runAt` (an earlier one stays), or off it when the feed is disabled. */
export async function scheduleFeedPoll(
  context: AppContext,
  organisationId: string,
  feedId: string,
  enabled: boolean,
  runAt: Date = context.now(),
): Promise<void> {
  const { db } = context.database;
  if (!enabled) return cancelJob(db, taskFeedJobKey(feedId));
  await scheduleJob(db, {
    kind: TASK_FEED_POLL_JOB,
    key: taskFeedJobKey(feedId),
    organisationId,
    payload: { feedId },
    runAt,
  });
}

/**
 * The job worker's poll of one feed: fetched as "Fetch tasks" does, and again after its interval;
 * a failure is kept on the feed (its code, the failures in a row), logged, and tried again later,
 * never thrown. A feed removed or disabled since ends its job.
 */
export async function pollTaskFeed(job: Job, context: AppContext, log?: JobLog): Promise<{ next: Date | null }> {
  const feedId = String(job.payload.feedId ?? '');
  if (!job.organisationId || !feedId) return { next: null };
  const fetched = await fetchTaskFeed(context, job.organisationId, feedId, { enabledOnly: true });
  if (!fetched) return { next: null };
  const interval = fetched.feed.poll_minutes * 60_000;
  const now = context.now().getTime();
  if (fetched.outcome.ok) return { next: new Date(now + interval) };
  const failures = fetched.feed.failures + 1;
  log?.warn?.(
    { kind: job.kind, feedId, organisationId: job.organisationId, code: fetched.outcome.failure.code, failures },
    'A task feed could not be fetched; trying again later',
  );
  return { next: new Date(now + Math.min(BACKOFF_MAX_MS, interval * 2 ** Math.min(failures - 1, 10))) };
}
