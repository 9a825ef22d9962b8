import { sql } from 'kysely';
import type { Tx } from '../db/tenant';
import type { CreatedCursor } from './integration-cursor';

const createdKey = sql<string>`to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** A page of transport task ids in the order they were made (created_at, id): the integrators' keyset. */
export const integrationTransportRepository = {
  async pageIds(
    tx: Tx,
    organisationId: string,
    page: { createdSince?: string | undefined; after?: CreatedCursor | undefined; limit: number },
  ): Promise<{ id: string; created_key: string }[]> {
    let select = tx
      .selectFrom('transport_tasks')
      .select(['id', createdKey.as('created_key')])
      .where('organisation_id', '=', organisationId);
    if (page.createdSince) select = select.where('created_at', '>=', new Date(page.createdSince));
    const after = page.after;
    if (after)
      select = select.where(sql<boolean>`(created_at, id) > (${after.createdAt}::timestamptz, ${after.id}::uuid)`);
    return select.orderBy('created_at').orderBy('id').limit(page.limit).execute();
  },
};
