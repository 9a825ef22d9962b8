import type { JobHandler } from '../jobs/job-worker';
import { deliverDueWebhooks } from './webhook-delivery';

export const WEBHOOK_DELIVERY_JOB = 'webhook-deliveries';
/** How soon after a change its event goes out, at the most (plus the worker's own poll). */
const DELIVERY_POLL_MS = 5_000;

/** Sends the webhook outbox's due deliveries of every organisation, then looks again shortly. */
export const deliverWebhooksJob: JobHandler = async (_job, context) => {
  await deliverDueWebhooks(context);
  return { next: new Date(context.now().getTime() + DELIVERY_POLL_MS) };
};
