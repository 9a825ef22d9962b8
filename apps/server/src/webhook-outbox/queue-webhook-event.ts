import { sql } from 'kysely';
import type { WebhookEvent } from '@rahti/domain';
import type { Tx } from '../db/tenant';

/**
 * Puts an event in the webhook outbox, in the transaction of the change it reports, so an event
 * is sent if and only if its change committed. One INSERT … SELECT: a row per enabled endpoint
 * that wants the event, none (and no cost beyond an indexed read) when there is none. The
 * delivery job sends it (webhooks/webhook-delivery.job.ts). `payload` names what changed;
 * receivers read the rest through the API. In a folder of its own that imports no feature, so
 * every feature may call it without a circle of folders.
 */
export async function queueWebhookEvent(
  tx: Tx,
  organisationId: string,
  event: WebhookEvent,
  payload: Record<string, unknown>,
): Promise<void> {
  await sql`
    insert into webhook_deliveries (organisation_id, endpoint_id, event, payload, next_attempt_at)
    select e.organisation_id, e.id, ${event}, ${JSON.stringify(payload)}::jsonb, now()
    from webhook_endpoints e
    where e.organisation_id = ${organisationId} and e.enabled and ${event} = any(e.events)`.execute(tx);
}
