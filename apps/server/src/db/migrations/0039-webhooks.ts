import { sql, type Kysely } from 'kysely';
import { enableTenantSecurity } from './tenant-security';

/**
 * Webhooks (issue 27, decision 0039).
 *
 * - `webhook_endpoints`: an organisation's receiving addresses, the events each wants, and the
 *   signing secret sealed with CREDENTIALS_KEY (as external credentials are).
 * - `webhook_deliveries`: the outbox and the log at once. A change writes its event here in its
 *   own transaction (one INSERT … SELECT per subscribed endpoint), the delivery job sends it,
 *   and each attempt's answer stays on the row. Pending rows are found across organisations by
 *   the partial index on `next_attempt_at`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table webhook_endpoints (
      organisation_id uuid not null references organisations (id) on delete cascade,
      id uuid not null default gen_random_uuid(),
      url text not null check (length(url) <= 500),
      events text[] not null,
      secret_sealed text not null,
      enabled boolean not null default true,
      created_by uuid,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      primary key (organisation_id, id)
    )`.execute(db);
  await enableTenantSecurity(db, 'webhook_endpoints');

  await sql`
    create table webhook_deliveries (
      organisation_id uuid not null,
      id uuid not null default gen_random_uuid(),
      endpoint_id uuid not null,
      event text not null check (length(event) <= 50),
      payload jsonb not null,
      status text not null default 'pending' check (status in ('pending', 'delivered', 'failed')),
      attempts integer not null default 0,
      response_status integer,
      response_snippet text not null default '' check (length(response_snippet) <= 500),
      next_attempt_at timestamptz,
      last_attempt_at timestamptz,
      delivered_at timestamptz,
      created_at timestamptz not null default now(),
      primary key (organisation_id, id),
      foreign key (organisation_id, endpoint_id) references webhook_endpoints (organisation_id, id) on delete cascade
    )`.execute(db);
  await sql`create index webhook_deliveries_due on webhook_deliveries (next_attempt_at) where status = 'pending'`.execute(
    db,
  );
  await sql`create index webhook_deliveries_log on webhook_deliveries (organisation_id, endpoint_id, created_at desc)`.execute(
    db,
  );
  await enableTenantSecurity(db, 'webhook_deliveries');
}
