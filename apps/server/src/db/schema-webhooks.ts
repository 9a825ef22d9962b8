import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, Json, Timestamp } from './column-types';

/** An organisation's webhook receivers (migration 0039). */
export interface WebhookEndpointsTable {
  organisation_id: string;
  id: Generated<string>;
  url: string;
  events: ColumnType<string[], string[], string[]>;
  /** `sealSecret` of the signing secret with CREDENTIALS_KEY. */
  secret_sealed: string;
  enabled: Generated<boolean>;
  created_by: string | null;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** One event for one endpoint: the outbox entry and its delivery log (migration 0039). */
export interface WebhookDeliveriesTable {
  organisation_id: string;
  id: Generated<string>;
  endpoint_id: string;
  event: string;
  payload: Json<Record<string, unknown>>;
  status: Generated<'pending' | 'delivered' | 'failed'>;
  attempts: Generated<number>;
  response_status: number | null;
  response_snippet: Generated<string>;
  next_attempt_at: Timestamp | null;
  last_attempt_at: Timestamp | null;
  delivered_at: Timestamp | null;
  created_at: CreatedAt;
}

export interface WebhookTables {
  webhook_endpoints: WebhookEndpointsTable;
  webhook_deliveries: WebhookDeliveriesTable;
}
