import { sql } from 'kysely';
import { withSystem, withTenant } from '../db/tenant';
import { createFleetItemsService } from '../fleet/fleet-items.service';
import type { JobHandler } from '../jobs/job-worker';
import type { AppContext } from '../platform/app-context';
import { queueWebhookEvent } from '../webhook-outbox/queue-webhook-event';

export const WEBHOOK_FLEET_OVERDUE_JOB = 'webhook-fleet-overdue';
const HOUR_MS = 60 * 60_000;

/**
 * `fleetItemOverdue` (decision 0039): becoming overdue is a moment, not a change in a
 * transaction, so this job looks hourly, for the organisations with an endpoint that wants the
 * event, and queues each overdue occurrence once (an occurrence already in the outbox or its log
 * is not queued again; completing it makes a new occurrence with its own id). Answers how many
 * it queued.
 */
export async function queueOverdueFleetItems(context: AppContext): Promise<number> {
  const { db } = context.database;
  const organisations = await withSystem(db, (tx) =>
    tx
      .selectFrom('webhook_endpoints')
      .select('organisation_id')
      .distinct()
      .where('enabled', '=', true)
      .where(sql<boolean>`'fleetItemOverdue' = any(events)`)
      .execute(),
  );
  const fleet = createFleetItemsService(context);
  let queued = 0;
  for (const { organisation_id: organisationId } of organisations) {
    const page = await fleet.page({ organisationId }, context.now().toISOString());
    const overdue = page.items.filter((item) => item.state === 'overdue');
    if (overdue.length === 0) continue;
    const known = await withTenant(db, organisationId, (tx) =>
      tx
        .selectFrom('webhook_deliveries')
        .select(sql<string>`payload->>'fleetItemId'`.as('fleetItemId'))
        .where('organisation_id', '=', organisationId)
        .where('event', '=', 'fleetItemOverdue')
        .execute(),
    );
    const seen = new Set(known.map((row) => row.fleetItemId));
    const fresh = overdue.filter((item) => !seen.has(item.id));
    if (fresh.length === 0) continue;
    await withTenant(db, organisationId, async (tx) => {
      for (const item of fresh)
        await queueWebhookEvent(tx, organisationId, 'fleetItemOverdue', {
          fleetItemId: item.id,
          vehicleId: item.vehicleId,
          type: item.type,
          dueDate: item.dueDate ?? null,
          dueKm: item.dueKm ?? null,
        });
    });
    queued += fresh.length;
  }
  return queued;
}

export const queueOverdueFleetItemsJob: JobHandler = async (_job, context) => {
  await queueOverdueFleetItems(context);
  return { next: new Date(context.now().getTime() + HOUR_MS) };
};
