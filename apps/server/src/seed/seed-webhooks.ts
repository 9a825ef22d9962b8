import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { withTenant } from '../db/tenant';
import { sealSecret } from '../external-services/secret-box';
import { newWebhookSecret } from '../webhooks/webhook-signature';

const DEMO_WEBHOOK_URL = 'https://erp.example.com/rahti/webhooks';
const MINUTE = 60_000;

/**
 * The demo's webhook endpoint (issue 27): disabled, at an example address, its secret sealed with a
 * key thrown away at once, so nothing can ever be sent from a demo; with a few logged deliveries
 * (a test, a shift approval delivered, an invoice retried then delivered, one that failed) so the
 * log has something to show. Only when the organisation has no endpoint yet.
 */
export async function seedDemoWebhooks(db: Kysely<Database>, organisationId: string, now: Date): Promise<string[]> {
  return withTenant(db, organisationId, async (tx) => {
    const existing = await tx
      .selectFrom('webhook_endpoints')
      .select('id')
      .where('organisation_id', '=', organisationId)
      .executeTakeFirst();
    if (existing) return [];
    const shift = await tx
      .selectFrom('shifts')
      .select(['id', 'driver_id'])
      .where('organisation_id', '=', organisationId)
      .where('approval', '=', 'approved')
      .orderBy('start_at', 'desc')
      .executeTakeFirst();
    const invoice = await tx
      .selectFrom('invoices')
      .select(['id', 'number'])
      .where('organisation_id', '=', organisationId)
      .orderBy('number', 'desc')
      .executeTakeFirst();
    const delivered = await tx
      .selectFrom('transport_tasks')
      .select('id')
      .where('organisation_id', '=', organisationId)
      .where('state', '=', 'delivered')
      .executeTakeFirst();
    const { id: endpointId } = await tx
      .insertInto('webhook_endpoints')
      .values({
        organisation_id: organisationId,
        url: DEMO_WEBHOOK_URL,
        events: ['shiftApproved', 'invoiceCreated', 'taskDelivered'],
        secret_sealed: sealSecret(randomBytes(32), organisationId, newWebhookSecret()),
        enabled: false,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const at = (minutesAgo: number) => new Date(now.getTime() - minutesAgo * MINUTE);
    const logged = (
      event: string,
      payload: Record<string, unknown>,
      minutesAgo: number,
      outcome: { status: 'delivered' | 'failed'; attempts: number; responseStatus: number | null; snippet: string },
    ) => ({
      organisation_id: organisationId,
      endpoint_id: endpointId,
      event,
      payload: JSON.stringify(payload),
      status: outcome.status,
      attempts: outcome.attempts,
      response_status: outcome.responseStatus,
      response_snippet: outcome.snippet,
      created_at: at(minutesAgo),
      last_attempt_at: at(minutesAgo - outcome.attempts),
      next_attempt_at: null,
      delivered_at: outcome.status === 'delivered' ? at(minutesAgo - outcome.attempts) : null,
    });
    const ok = { status: 'delivered', responseStatus: 200, snippet: '{"received":true}' } as const;
    await tx
      .insertInto('webhook_deliveries')
      .values([
        logged('ping', { endpointId }, 3 * 24 * 60, { ...ok, attempts: 1 }),
        ...(shift
          ? [
              logged('shiftApproved', { shiftId: shift.id, driverId: shift.driver_id }, 2 * 24 * 60, {
                ...ok,
                attempts: 1,
              }),
            ]
          : []),
        ...(invoice
          ? [
              logged('invoiceCreated', { invoiceId: invoice.id, number: invoice.number }, 24 * 60, {
                ...ok,
                attempts: 3,
              }),
            ]
          : []),
        ...(delivered
          ? [
              logged('taskDelivered', { transportTaskId: delivered.id }, 26 * 60, {
                status: 'failed',
                attempts: 19,
                responseStatus: 503,
                snippet: 'Service Unavailable: the ERP was down for maintenance',
              }),
            ]
          : []),
      ])
      .execute();
    return ['a disabled webhook endpoint with logged deliveries'];
  });
}
