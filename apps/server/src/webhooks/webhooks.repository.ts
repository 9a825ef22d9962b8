import { sql } from 'kysely';
import { WEBHOOK_LIMITS, type WebhookInput } from '@rahti/domain';
import type { Tx } from '../db/tenant';

export interface EndpointRow {
  id: string;
  url: string;
  events: string[];
  enabled: boolean;
  created_at: Date;
  last_delivery_at: Date | null;
  last_status: 'pending' | 'delivered' | 'failed' | null;
}

export interface DeliveryRow {
  id: string;
  endpoint_id: string;
  event: string;
  payload: Record<string, unknown>;
  status: 'pending' | 'delivered' | 'failed';
  attempts: number;
  response_status: number | null;
  response_snippet: string;
  created_at: Date;
  last_attempt_at: Date | null;
  next_attempt_at: Date | null;
  delivered_at: Date | null;
}

/** What one attempt leaves on its delivery row. */
export interface AttemptOutcome {
  status: 'pending' | 'delivered' | 'failed';
  responseStatus: number | null;
  responseSnippet: string;
  at: Date;
  nextAttemptAt: Date | null;
}

const endpointColumns = sql<EndpointRow>`e.id, e.url, e.events, e.enabled, e.created_at,
  d.last_attempt_at as last_delivery_at, d.status as last_status`;
/** The endpoint's latest tried delivery, for the list's "last delivery" column. */
const lastDelivery = sql`left join lateral (
    select x.last_attempt_at, x.status from webhook_deliveries x
    where x.organisation_id = e.organisation_id and x.endpoint_id = e.id and x.last_attempt_at is not null
    order by x.last_attempt_at desc limit 1) d on true`;

/** Webhook endpoints and their deliveries; every method takes the organisation first. */
export const webhooksRepository = {
  async list(tx: Tx, organisationId: string): Promise<EndpointRow[]> {
    const result = await sql<EndpointRow>`select ${endpointColumns} from webhook_endpoints e ${lastDelivery}
      where e.organisation_id = ${organisationId} order by e.created_at, e.id`.execute(tx);
    return result.rows;
  },

  async find(tx: Tx, organisationId: string, id: string): Promise<EndpointRow | undefined> {
    const result = await sql<EndpointRow>`select ${endpointColumns} from webhook_endpoints e ${lastDelivery}
      where e.organisation_id = ${organisationId} and e.id = ${id}`.execute(tx);
    return result.rows[0];
  },

  async count(tx: Tx, organisationId: string): Promise<number> {
    const row = await tx
      .selectFrom('webhook_endpoints')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('organisation_id', '=', organisationId)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  },

  async insert(tx: Tx, organisationId: string, input: WebhookInput, secretSealed: string, createdBy: string | null) {
    const { id } = await tx
      .insertInto('webhook_endpoints')
      .values({
        organisation_id: organisationId,
        url: input.url,
        events: input.events,
        enabled: input.enabled,
        secret_sealed: secretSealed,
        created_by: createdBy,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  },

  async update(tx: Tx, organisationId: string, id: string, input: WebhookInput, now: Date): Promise<boolean> {
    const result = await tx
      .updateTable('webhook_endpoints')
      .set({ url: input.url, events: input.events, enabled: input.enabled, updated_at: now })
      .where('organisation_id', '=', organisationId)
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  },

  async delete(tx: Tx, organisationId: string, id: string): Promise<boolean> {
    const result = await tx
      .deleteFrom('webhook_endpoints')
      .where('organisation_id', '=', organisationId)
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  },

  /** What a delivery needs of its endpoint: where to, and the sealed secret. */
  target(tx: Tx, organisationId: string, endpointId: string) {
    return tx
      .selectFrom('webhook_endpoints')
      .select(['url', 'secret_sealed', 'enabled'])
      .where('organisation_id', '=', organisationId)
      .where('id', '=', endpointId)
      .executeTakeFirst();
  },

  deliveries(tx: Tx, organisationId: string, endpointId: string): Promise<DeliveryRow[]> {
    return tx
      .selectFrom('webhook_deliveries')
      .select([
        'id',
        'endpoint_id',
        'event',
        'payload',
        'status',
        'attempts',
        'response_status',
        'response_snippet',
        'created_at',
        'last_attempt_at',
        'next_attempt_at',
        'delivered_at',
      ])
      .where('organisation_id', '=', organisationId)
      .where('endpoint_id', '=', endpointId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(WEBHOOK_LIMITS.deliveriesPage)
      .execute();
  },

  async delivery(tx: Tx, organisationId: string, id: string): Promise<DeliveryRow | undefined> {
    return tx
      .selectFrom('webhook_deliveries')
      .selectAll()
      .where('organisation_id', '=', organisationId)
      .where('id', '=', id)
      .executeTakeFirst();
  },

  /** A `ping` from "Send test": logged like any delivery, never retried by the job. */
  async insertPing(tx: Tx, organisationId: string, endpointId: string, payload: Record<string, unknown>) {
    const { id } = await tx
      .insertInto('webhook_deliveries')
      .values({
        organisation_id: organisationId,
        endpoint_id: endpointId,
        event: 'ping',
        payload: JSON.stringify(payload),
        next_attempt_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  },

  /** Records an attempt, only while the delivery is still pending (two workers never both count one). */
  async recordAttempt(tx: Tx, organisationId: string, id: string, outcome: AttemptOutcome): Promise<void> {
    await tx
      .updateTable('webhook_deliveries')
      .set((eb) => ({
        status: outcome.status,
        attempts: eb('attempts', '+', 1),
        response_status: outcome.responseStatus,
        response_snippet: outcome.responseSnippet.slice(0, WEBHOOK_LIMITS.snippetMax),
        last_attempt_at: outcome.at,
        next_attempt_at: outcome.nextAttemptAt,
        delivered_at: outcome.status === 'delivered' ? outcome.at : null,
      }))
      .where('organisation_id', '=', organisationId)
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .execute();
  },
};
