import { sql } from 'kysely';
import type { FeedSkip } from '@rahti/domain';
import type { AppContext } from '../platform/app-context';
import type { TaskFeedCounts } from '../db/schema';
import { withTenant } from '../db/tenant';
import { openSecret } from '../external-services/secret-box';
import { readFeed, type FeedFailure } from './feed-client';
import { planFeedImport } from './feed-plan';
import { readFeedReferences } from './feed-references';
import { writeFeedPlan } from './feed-writes';
import { taskFeedsRepository, type TaskFeedRow } from './task-feeds.repository';

export type FeedFetchOutcome =
  { ok: true; counts: TaskFeedCounts; skipped: FeedSkip[] } | { ok: false; failure: FeedFailure };

/** The stored password, opened; a failure when it cannot be (no CREDENTIALS_KEY, or another key sealed it). */
function passwordOf(context: AppContext, feed: TaskFeedRow): string | FeedFailure {
  if (feed.password_sealed === null) return '';
  const key = context.config.credentialsKey;
  if (!key) return { code: 'credentials-key-missing', badCredentials: false };
  try {
    return openSecret(key, feed.organisation_id, feed.password_sealed);
  } catch {
    // Sealed with another key: the password has to be typed again.
    return { code: 'password-unreadable', badCredentials: true };
  }
}

/**
 * One fetch of a feed (decision 0025): its pages read and checked outside any transaction, the
 * vehicles, drivers and customers they name read in one, the tasks priced after it commits, then
 * written with the feed's outcome in one short transaction. A failure writes only the outcome.
 * Null when the feed is gone (or, for the poll, switched off).
 */
export async function fetchTaskFeed(
  context: AppContext,
  organisationId: string,
  feedId: string,
  { enabledOnly = false } = {},
): Promise<{ feed: TaskFeedRow; outcome: FeedFetchOutcome } | null> {
  const { db } = context.database;
  const feed = await withTenant(db, organisationId, (tx) => taskFeedsRepository.find(tx, organisationId, feedId));
  if (!feed || (enabledOnly && !feed.enabled)) return null;
  const now = context.now();
  const password = passwordOf(context, feed);
  const read =
    typeof password === 'string'
      ? await readFeed(context.outboundHttp, { url: feed.url, username: feed.username, password })
      : { ok: false as const, failure: password };
  if (!read.ok) {
    await withTenant(db, organisationId, (tx) =>
      taskFeedsRepository.recordFailure(tx, organisationId, feedId, now, read.failure.code),
    );
    return { feed, outcome: read };
  }
  const references = await withTenant(db, organisationId, (tx) => readFeedReferences(tx, organisationId, read.tasks));
  const plan = planFeedImport(feedId, read.tasks, references);
  const skipped = [...read.skipped, ...plan.skipped];
  const counts = await withTenant(db, organisationId, async (tx) => {
    // One fetch writes at a time per organisation, so two never add the same new customer twice.
    await sql`select pg_advisory_xact_lock(hashtext(${`task-feeds:${organisationId}`}))`.execute(tx);
    const { added, updated } = await writeFeedPlan(tx, organisationId, plan);
    const counts: TaskFeedCounts = {
      fetched: read.fetched,
      added,
      updated,
      unchanged: plan.tasks.length - added - updated,
      skipped: skipped.length,
    };
    await taskFeedsRepository.recordSuccess(tx, organisationId, feedId, now, counts);
    return counts;
  });
  return { feed, outcome: { ok: true, counts, skipped } };
}
