import { pruneSignInThrottles, SIGN_IN_THROTTLE_PRUNE_JOB } from './auth/password-throttle/password-throttle';
import { pruneSyncKeys, SYNC_KEYS_PRUNE_JOB } from './driver-app/sync-keys-prune';
import { pollRfms, RFMS_POLL_JOB } from './external-services/rfms-poll';
import { FLEET_DUE_MAIL_JOB, sendWeeklyDueMails } from './fleet/fleet-due-mail.job';
import { removeUnusedFilesDaily, UNUSED_FILES_JOB } from './files/unused-files.job';
import { makePositionPartitions } from './positions/position-partitions';
import { eraseDueOrganisationsDaily, ORGANISATION_ERASURE_JOB } from './organisation-erasure/organisation-erasure.job';
import type { JobHandler } from './jobs/job-worker';
import { pollTaskFeed, TASK_FEED_POLL_JOB } from './task-feeds/task-feed-poll';
import { deliverWebhooksJob, WEBHOOK_DELIVERY_JOB } from './webhooks/webhook-delivery.job';
import { queueOverdueFleetItemsJob, WEBHOOK_FLEET_OVERDUE_JOB } from './webhooks/webhook-fleet-overdue.job';
import { REPORT_MAIL_JOB, sendScheduledReports } from './reports/report-mail.job';

export const PARTITIONS_JOB = 'position-partitions';
const DAY_MS = 24 * 60 * 60_000;

/** Every kind of job the worker runs. */
export const JOB_HANDLERS: Record<string, JobHandler> = {
  // A credential removed since: nothing to poll, the job ends.
  [RFMS_POLL_JOB]: async (job, context) => {
    const credentialId = String(job.payload.credentialId ?? '');
    if (!job.organisationId || !credentialId) return { next: null };
    const outcome = await pollRfms(context, job.organisationId, credentialId);
    return { next: outcome ? outcome.next : null };
  },
  // A task feed's tasks, fetched on its interval (decision 0025); a feed removed or disabled ends it.
  [TASK_FEED_POLL_JOB]: pollTaskFeed,
  // The coming months' position partitions, made a day at a time ahead.
  [PARTITIONS_JOB]: async (_job, context) => {
    await makePositionPartitions(context.database.db, context.now());
    return { next: new Date(context.now().getTime() + DAY_MS) };
  },
  // The driver app's operation keys, once they are older than any outbox can hold.
  [SYNC_KEYS_PRUNE_JOB]: async (_job, context) => {
    await pruneSyncKeys(context.database.db, context.now());
    return { next: new Date(context.now().getTime() + DAY_MS) };
  },
  // Fleet upkeep's weekly mail to Admins (issue 25): looked for hourly, sent on Monday mornings, only with SMTP_URL.
  [FLEET_DUE_MAIL_JOB]: sendWeeklyDueMails,
  // Uploads nothing names a day later (issue 26): a photo or signature whose record never came.
  [UNUSED_FILES_JOB]: removeUnusedFilesDaily,
  // Organisations set to be deleted 30 days ago are erased (decision 0040), in batches that resume.
  [ORGANISATION_ERASURE_JOB]: eraseDueOrganisationsDaily,
  // The webhook outbox (decision 0039): due deliveries of every organisation, every few seconds.
  [WEBHOOK_DELIVERY_JOB]: deliverWebhooksJob,
  // fleetItemOverdue: each overdue occurrence once, looked for hourly (decision 0039).
  [WEBHOOK_FLEET_OVERDUE_JOB]: queueOverdueFleetItemsJob,
  // Scheduled reports (issue 27): looked for hourly, each week's or month's sent once, only with SMTP_URL.
  [REPORT_MAIL_JOB]: sendScheduledReports,
  // Password-guessing counts of addresses a day quiet.
  [SIGN_IN_THROTTLE_PRUNE_JOB]: async (_job, context) => {
    await pruneSignInThrottles(context.database.db, context.now());
    return { next: new Date(context.now().getTime() + DAY_MS) };
  },
};

/** The jobs every server schedules at start (a key that exists keeps its earlier time). */
export const DAILY_JOBS = [
  PARTITIONS_JOB,
  SYNC_KEYS_PRUNE_JOB,
  SIGN_IN_THROTTLE_PRUNE_JOB,
  FLEET_DUE_MAIL_JOB,
  UNUSED_FILES_JOB,
  ORGANISATION_ERASURE_JOB,
  WEBHOOK_DELIVERY_JOB,
  WEBHOOK_FLEET_OVERDUE_JOB,
  REPORT_MAIL_JOB,
] as const;
