import type { FeedSkip, TaskFeed, TaskFeedFetchResult, TaskFeedInput } from '@rahti/domain';
import type { AppContext } from '../platform/app-context';
import { isUniqueViolation } from '../db/errors';
import { withTenant } from '../db/tenant';
import { ApiError, notFound } from '../http/api-error';
import type { AuthContext } from '../http/access';
import { nextRunOf } from '../jobs/jobs.repository';
import { sealSecret } from '../external-services/secret-box';
import { checkServiceAddresses } from '../external-services/service-addresses';
import { taskError } from '../tasks/task-errors';
import { fetchTaskFeed } from './fetch-task-feed';
import type { FeedFailure } from './feed-client';
import { scheduleFeedPoll, taskFeedJobKey } from './task-feed-poll';
import { taskFeedsRepository, type TaskFeedColumns, type TaskFeedRow } from './task-feeds.repository';

const iso = (date: Date | null) => (date ? date.toISOString() : null);
const isBadCredentials = (code: string) => ['HTTP 401', 'HTTP 403', 'password-unreadable'].includes(code);

const SKIP_MESSAGES: Record<FeedSkip['reason'], (skip: FeedSkip) => [string, Record<string, string>]> = {
  invalidTask: (skip) => ['tasks:feedSkipInvalidTask', { field: skip.detail }],
  duplicateId: () => ['tasks:feedSkipDuplicateId', {}],
  unknownVehicle: (skip) => ['tasks:feedSkipUnknownVehicle', { vehicle: skip.detail }],
  vehicleWithoutCalculation: (skip) => ['tasks:vehicleWithoutCalculation', { vehicle: skip.detail }],
};

/** External task feeds (issue 22, decision 0025): kept per organisation, passwords sealed and never answered. */
export function createTaskFeedsService(context: AppContext) {
  const { db } = context.database;
  const t = (auth: AuthContext, key: string, params: Record<string, unknown> = {}) =>
    context.translator.t(key, { lng: auth.language, ...params });

  /** A failed fetch as the answer: the spec's message for a refused password, else the source and the code. */
  const failureError = (feed: TaskFeedRow, failure: FeedFailure) =>
    failure.badCredentials
      ? taskError(400, 'feedWrongPassword', 'password', { source: feed.name })
      : taskError(502, 'feedFetchFailed', undefined, { source: feed.name, code: failure.code });

  async function toFeed(auth: AuthContext, row: TaskFeedRow): Promise<TaskFeed> {
    const code = row.last_error_code;
    return {
      id: row.id,
      name: row.name,
      url: row.url,
      username: row.username,
      hasPassword: row.password_sealed !== null,
      enabled: row.enabled,
      pollMinutes: row.poll_minutes,
      lastFetchAt: iso(row.last_fetch_at),
      lastSuccessAt: iso(row.last_success_at),
      lastResult: row.last_result,
      lastErrorCode: code,
      lastError:
        code === null
          ? null
          : isBadCredentials(code)
            ? t(auth, 'tasks:feedWrongPassword', { source: row.name })
            : t(auth, 'tasks:feedFetchFailed', { source: row.name, code }),
      nextFetchAt: iso(await nextRunOf(db, taskFeedJobKey(row.id))),
    };
  }

  async function read(auth: AuthContext, id: string): Promise<TaskFeed> {
    const row = await withTenant(db, auth.organisationId, (tx) =>
      taskFeedsRepository.find(tx, auth.organisationId, id),
    );
    if (!row) throw notFound();
    return toFeed(auth, row);
  }

  /** The columns of a save: the address checked as every call out is, a typed password sealed. */
  async function columnsOf(auth: AuthContext, input: TaskFeedInput): Promise<TaskFeedColumns> {
    await checkServiceAddresses(context.outboundHttp, { url: input.url });
    const key = context.config.credentialsKey;
    if (input.password && !key) throw new ApiError(503, 'tracking:credentialsKeyMissing');
    return {
      name: input.name,
      url: input.url,
      username: input.username,
      enabled: input.enabled,
      poll_minutes: input.pollMinutes,
      ...(input.password ? { password_sealed: sealSecret(key!, auth.organisationId, input.password) } : {}),
    };
  }

  const nameTaken = (error: unknown): never => {
    if (isUniqueViolation(error)) throw taskError(409, 'feedNameTaken', 'name');
    throw error;
  };

  return {
    async list(auth: AuthContext): Promise<TaskFeed[]> {
      const rows = await withTenant(db, auth.organisationId, (tx) => taskFeedsRepository.list(tx, auth.organisationId));
      return Promise.all(rows.map((row) => toFeed(auth, row)));
    },

    get: read,

    async create(auth: AuthContext, input: TaskFeedInput): Promise<TaskFeed> {
      const columns = await columnsOf(auth, input);
      const id = await withTenant(db, auth.organisationId, (tx) =>
        taskFeedsRepository.insert(tx, auth.organisationId, { password_sealed: null, ...columns }),
      ).catch(nameTaken);
      await scheduleFeedPoll(context, auth.organisationId, id, input.enabled);
      return read(auth, id);
    },

    /** Saves a feed; an empty password keeps the stored one. Polling starts now, or stops when disabled. */
    async update(auth: AuthContext, id: string, input: TaskFeedInput): Promise<TaskFeed> {
      // Another organisation's feed is not found before anything is checked of what was typed.
      await read(auth, id);
      const columns = await columnsOf(auth, input);
      const saved = await withTenant(db, auth.organisationId, (tx) =>
        taskFeedsRepository.update(tx, auth.organisationId, id, columns, context.now()),
      ).catch(nameTaken);
      if (!saved) throw notFound();
      await scheduleFeedPoll(context, auth.organisationId, id, input.enabled);
      return read(auth, id);
    },

    /** Removes a feed and its polling; the tasks it brought stay (they may be invoiced). */
    async remove(auth: AuthContext, id: string): Promise<void> {
      const removed = await withTenant(db, auth.organisationId, (tx) =>
        taskFeedsRepository.delete(tx, auth.organisationId, id),
      );
      if (!removed) throw notFound();
      await scheduleFeedPoll(context, auth.organisationId, id, false);
    },

    /** "Fetch tasks": the feed read now, its tasks added or changed, each one left out named. */
    async fetchNow(auth: AuthContext, id: string): Promise<TaskFeedFetchResult> {
      const fetched = await fetchTaskFeed(context, auth.organisationId, id);
      if (!fetched) throw notFound();
      const { feed, outcome } = fetched;
      if (!outcome.ok) throw failureError(feed, outcome.failure);
      return {
        fetched: outcome.counts.fetched,
        added: outcome.counts.added,
        updated: outcome.counts.updated,
        unchanged: outcome.counts.unchanged,
        skipped: outcome.skipped.map((skip) => {
          const [key, params] = SKIP_MESSAGES[skip.reason](skip);
          return { externalId: skip.externalId, reason: skip.reason, message: t(auth, key, params) };
        }),
        message: t(auth, 'tasks:feedFetched', { source: feed.name, ...outcome.counts }),
      };
    },
  };
}
