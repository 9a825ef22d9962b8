import { sql, type Selectable } from 'kysely';
import type { SharingInput } from '@rahti/domain';
import type { Tx } from '../db/tenant';
import type { SharesTable } from '../db/schema-sharing';

export type ShareRow = Selectable<SharesTable>;

export interface OrganisationName {
  id: string;
  name: string;
  time_zone: string;
}

/** Shares as one side sees them (row-level security shows a share to its maker and its partner only). */
export const sharesRepository = {
  insert(tx: Tx, organisationId: string, userId: string, code: string, input: SharingInput) {
    const scope = input.scope ?? {};
    return tx
      .insertInto('shares')
      .values({
        organisation_id: organisationId,
        code,
        direction: input.direction,
        data_types: input.dataTypes,
        route_ids: scope.routeIds ?? null,
        vehicle_ids: scope.vehicleIds ?? null,
        customer_ids: scope.customerIds ?? null,
        from_date: scope.from ?? null,
        to_date: scope.to ?? null,
        created_by: userId,
      })
      .returning(['id', 'code', 'state'])
      .executeTakeFirstOrThrow();
  },

  list(tx: Tx): Promise<ShareRow[]> {
    return tx.selectFrom('shares').selectAll().orderBy('created_at', 'desc').execute();
  },

  find(tx: Tx, id: string): Promise<ShareRow | undefined> {
    return tx.selectFrom('shares').selectAll().where('id', '=', id).executeTakeFirst();
  },

  /** The other side's organisation of every share the caller is on (a function that shows only their names). */
  async organisationNames(tx: Tx): Promise<Map<string, OrganisationName>> {
    const { rows } = await sql<OrganisationName>`select id, name, time_zone from sharing_organisation_names()`.execute(
      tx,
    );
    return new Map(rows.map((row) => [row.id, row]));
  },

  async join(tx: Tx, code: string, at: Date): Promise<{ id: string; state: string } | undefined> {
    const { rows } = await sql<{ id: string; state: string }>`select id, state from join_share(${code}, ${at})`.execute(
      tx,
    );
    return rows[0];
  },

  approve(tx: Tx, organisationId: string, id: string, at: Date, fromAt: Date | null, toAt: Date | null) {
    return tx
      .updateTable('shares')
      .set({ state: 'active', approved_at: at, from_at: fromAt, to_at: toAt })
      .where('id', '=', id)
      .where('organisation_id', '=', organisationId)
      .where('state', '=', 'awaitingApproval')
      .returningAll()
      .executeTakeFirst();
  },

  end(tx: Tx, id: string, userId: string, at: Date) {
    return tx
      .updateTable('shares')
      .set({ state: 'ended', ended_at: at, ended_by: userId })
      .where('id', '=', id)
      .where('state', '<>', 'ended')
      .returning(['id', 'vehicle_ids', 'organisation_id'])
      .executeTakeFirst();
  },

  /** Keeps `vehicles.is_shared` (which stops a vehicle's removal) true exactly for vehicles a live share of the organisation names. */
  async markSharedVehicles(tx: Tx, organisationId: string, touched: readonly string[]): Promise<void> {
    await sql`
      update vehicles v set is_shared = exists (
        select 1 from shares s
        where s.organisation_id = v.organisation_id and s.state <> 'ended' and v.id = any (s.vehicle_ids))
      where v.organisation_id = ${organisationId} and (v.is_shared or v.id = any (${touched}::uuid[]))`.execute(tx);
  },

  /** How many of `ids` are the organisation's own rows of `table`: a share's scope names only its maker's items. */
  async countOwn(tx: Tx, organisationId: string, table: 'routes' | 'vehicles' | 'customers', ids: readonly string[]) {
    if (ids.length === 0) return 0;
    const row = await tx
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('organisation_id', '=', organisationId)
      .where('id', 'in', ids)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  },

  reads(tx: Tx, organisationId: string, shareId: string) {
    return tx
      .selectFrom('share_reads')
      .select(['read_at', 'data_type', 'items', 'reader_organisation_id'])
      .where('organisation_id', '=', organisationId)
      .where('share_id', '=', shareId)
      .orderBy('read_at', 'desc')
      .limit(500)
      .execute();
  },
};
