import type { Language } from '@rahti/domain';
import type { Tx } from '../db/tenant';
import type { VehicleName } from './fleet-due-words';

/** An Admin the weekly mail goes to. */
export interface DueMailAdmin {
  email: string;
  display_name: string;
  display_language: Language;
}

/** Reads and writes of the weekly due mail and the calendar feed's words. */
export const fleetDueRepository = {
  /** Every organisation with what decides whether its mail is due; only for the job's system transaction. */
  organisations(tx: Tx) {
    return tx
      .selectFrom('organisations')
      .select(['id', 'time_zone', 'features', 'set_to_be_deleted_at'])
      .orderBy('id')
      .execute();
  },

  /** The organisation's name and subscription flags (the feed stops with the vehicles feature). */
  organisation(tx: Tx, organisationId: string) {
    return tx
      .selectFrom('organisations')
      .select(['name', 'features'])
      .where('id', '=', organisationId)
      .executeTakeFirst();
  },

  vehicleNames(tx: Tx, organisationId: string): Promise<VehicleName[]> {
    return tx
      .selectFrom('vehicles')
      .select(['id', 'register_number', 'name'])
      .where('organisation_id', '=', organisationId)
      .execute();
  },

  /** The descriptions of the occurrences `ids` (their series'), by occurrence id. */
  async descriptions(tx: Tx, organisationId: string, ids: readonly string[]): Promise<Map<string, string>> {
    if (ids.length === 0) return new Map();
    const rows = await tx
      .selectFrom('fleet_items as o')
      .innerJoin('fleet_item_series as s', (join) =>
        join.onRef('s.organisation_id', '=', 'o.organisation_id').onRef('s.id', '=', 'o.series_id'),
      )
      .select(['o.id', 's.description'])
      .where('o.organisation_id', '=', organisationId)
      .where('o.id', 'in', [...ids])
      .execute();
    return new Map(rows.map((row) => [row.id, row.description]));
  },

  /** The organisation's active Admins with an address to mail. */
  admins(tx: Tx, organisationId: string): Promise<DueMailAdmin[]> {
    return tx
      .selectFrom('users')
      .select(['email', 'display_name', 'display_language'])
      .where('organisation_id', '=', organisationId)
      .where('role', '=', 'Admin')
      .where('is_active', '=', true)
      .where('email', 'like', '%@%')
      .orderBy('email')
      .execute();
  },

  /** Claims the week's mail; false when it is already claimed (sent, or being sent by another server). */
  async claimWeek(tx: Tx, organisationId: string, week: string): Promise<boolean> {
    const row = await tx
      .insertInto('fleet_due_mails')
      .values({ organisation_id: organisationId, week })
      .onConflict((conflict) => conflict.columns(['organisation_id', 'week']).doNothing())
      .returning('week')
      .executeTakeFirst();
    return row !== undefined;
  },

  async setRecipients(tx: Tx, organisationId: string, week: string, recipients: number): Promise<void> {
    await tx
      .updateTable('fleet_due_mails')
      .set({ recipients })
      .where('organisation_id', '=', organisationId)
      .where('week', '=', week)
      .execute();
  },

  /** Gives the week back, so the next run tries again (nothing could be sent). */
  async releaseWeek(tx: Tx, organisationId: string, week: string): Promise<void> {
    await tx
      .deleteFrom('fleet_due_mails')
      .where('organisation_id', '=', organisationId)
      .where('week', '=', week)
      .execute();
  },
};
