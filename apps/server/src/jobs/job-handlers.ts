import { pollRfms, RFMS_POLL_JOB } from '../external-services/rfms-poll';
import { makePositionPartitions } from '../positions/position-partitions';
import type { JobHandler } from './job-worker';

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
  // The coming months' position partitions, made a day at a time ahead.
  [PARTITIONS_JOB]: async (_job, context) => {
    await makePositionPartitions(context.database.db, context.now());
    return { next: new Date(context.now().getTime() + DAY_MS) };
  },
};
