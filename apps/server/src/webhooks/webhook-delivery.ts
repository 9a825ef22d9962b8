import { sql } from 'kysely';
import type { AppContext } from '../platform/app-context';
import { withSystem, withTenant } from '../db/tenant';
import { OutboundError } from '../platform/outbound-http/outbound-errors';
import { openSecret } from '../external-services/secret-box';
import { signWebhook } from './webhook-signature';
import { nextAttemptAfter } from './webhook-retries';
import { webhooksRepository, type AttemptOutcome, type DeliveryRow } from './webhooks.repository';

/** A claimed delivery is left to its worker this long before another may send it again. */
const CLAIM_LEASE_MS = 5 * 60_000;
const DUE_BATCH = 50;
/** Answers are logged, not read: a receiver's long page is cut early. */
const ANSWER_LIMIT_BYTES = 64 * 1024;
const DELIVERY_TIMEOUT_MS = 10_000;

/** The body sent: the same bytes on every attempt, so a receiver can deduplicate by `id`. */
export function deliveryBody(
  organisationId: string,
  delivery: Pick<DeliveryRow, 'id' | 'event' | 'payload' | 'created_at'>,
) {
  return JSON.stringify({
    id: delivery.id,
    event: delivery.event,
    createdAt: new Date(delivery.created_at).toISOString(),
    organisationId,
    data: delivery.payload,
  });
}

interface AttemptAnswer {
  ok: boolean;
  responseStatus: number | null;
  responseSnippet: string;
}

/** One POST to the receiver through the outbound client (https to public addresses only). */
async function post(context: AppContext, url: string, secret: string, event: string, id: string, body: string) {
  const now = context.now();
  try {
    const response = await context.outboundHttp.request(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'user-agent': 'Rahti-Webhooks/1',
        'rahti-event': event,
        'rahti-delivery': id,
        'rahti-signature': signWebhook(secret, body, now.getTime() / 1000),
      },
      body,
      limits: { maxAnswerBytes: ANSWER_LIMIT_BYTES, totalTimeoutMs: DELIVERY_TIMEOUT_MS, maxRedirects: 0 },
    });
    const ok = response.status >= 200 && response.status < 300;
    return { ok, responseStatus: response.status, responseSnippet: response.text.slice(0, 500) };
  } catch (error) {
    const reason = error instanceof OutboundError ? `${error.reason}: ${error.message}` : String(error);
    return { ok: false, responseStatus: null, responseSnippet: reason.slice(0, 500) };
  }
}

/**
 * Sends one delivery and records the answer: read in one transaction, call out with none open,
 * write in another. `retry: false` (a test ping) ends it either way.
 */
export async function sendDelivery(
  context: AppContext,
  organisationId: string,
  deliveryId: string,
  options: { retry: boolean } = { retry: true },
): Promise<AttemptAnswer | undefined> {
  const { db } = context.database;
  const read = await withTenant(db, organisationId, async (tx) => {
    const delivery = await webhooksRepository.delivery(tx, organisationId, deliveryId);
    if (!delivery || delivery.status !== 'pending') return undefined;
    return { delivery, target: await webhooksRepository.target(tx, organisationId, delivery.endpoint_id) };
  });
  if (!read?.target) return undefined;
  const { delivery, target } = read;
  let answer: AttemptAnswer;
  if (!target.enabled && options.retry)
    answer = { ok: false, responseStatus: null, responseSnippet: 'endpoint disabled' };
  else {
    let secret: string | undefined;
    try {
      secret =
        context.config.credentialsKey &&
        openSecret(context.config.credentialsKey, organisationId, target.secret_sealed);
    } catch {
      secret = undefined;
    }
    answer = secret
      ? await post(context, target.url, secret, delivery.event, delivery.id, deliveryBody(organisationId, delivery))
      : {
          ok: false,
          responseStatus: null,
          responseSnippet: 'secret unreadable: CREDENTIALS_KEY is missing or changed',
        };
  }
  const at = context.now();
  const next =
    answer.ok || !options.retry || !target.enabled
      ? null
      : nextAttemptAfter(delivery.attempts + 1, delivery.created_at, at);
  const outcome: AttemptOutcome = {
    ...answer,
    status: answer.ok ? 'delivered' : next ? 'pending' : 'failed',
    at,
    nextAttemptAt: next,
  };
  await withTenant(db, organisationId, (tx) =>
    webhooksRepository.recordAttempt(tx, organisationId, deliveryId, outcome),
  );
  return answer;
}

/**
 * Claims the due deliveries of every organisation (FOR UPDATE SKIP LOCKED, their next attempt
 * moved a lease ahead so another server leaves them), as the delivery job's system read.
 */
async function claimDue(context: AppContext): Promise<{ organisation_id: string; id: string }[]> {
  const now = context.now();
  const lease = new Date(now.getTime() + CLAIM_LEASE_MS);
  return withSystem(context.database.db, async (tx) => {
    const result = await sql<{ organisation_id: string; id: string }>`
      update webhook_deliveries d set next_attempt_at = ${lease}
      from (select organisation_id, id from webhook_deliveries
            where status = 'pending' and next_attempt_at <= ${now}
            order by next_attempt_at limit ${DUE_BATCH} for update skip locked) due
      where d.organisation_id = due.organisation_id and d.id = due.id
      returning d.organisation_id, d.id`.execute(tx);
    return result.rows;
  });
}

/** Sends every due delivery, a batch at a time; answers how many were tried. */
export async function deliverDueWebhooks(context: AppContext): Promise<number> {
  let tried = 0;
  for (let due = await claimDue(context); due.length > 0; due = await claimDue(context)) {
    for (const delivery of due) {
      await sendDelivery(context, delivery.organisation_id, delivery.id);
      tried += 1;
    }
  }
  return tried;
}
