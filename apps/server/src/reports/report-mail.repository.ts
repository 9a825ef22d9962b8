import type { Tx } from '../db/tenant';

/** Reads and writes of the scheduled report mail (migration 0038). */
export const reportMailRepository = {
  /** Every organisation with what decides whether its schedules run; only for the job's system transaction. */
  organisations(tx: Tx) {
    return tx
      .selectFrom('organisations')
      .select(['id', 'name', 'currency', 'time_zone', 'features', 'set_to_be_deleted_at'])
      .orderBy('id')
      .execute();
  },

  /** Claims `period` for the schedule: true for the one run that moved it on; false when already sent. */
  async claim(tx: Tx, organisationId: string, id: string, period: string): Promise<boolean> {
    const row = await tx
      .updateTable('report_schedules')
      .set({ last_sent_period: period })
      .where('organisation_id', '=', organisationId)
      .where('id', '=', id)
      .where((eb) => eb.or([eb('last_sent_period', 'is', null), eb('last_sent_period', '!=', period)]))
      .returning('id')
      .executeTakeFirst();
    return row !== undefined;
  },

  /** Gives a claim back when no mail could go out, so a later run tries again. */
  async release(tx: Tx, organisationId: string, id: string, previous: string | null): Promise<void> {
    await tx
      .updateTable('report_schedules')
      .set({ last_sent_period: previous })
      .where('organisation_id', '=', organisationId)
      .where('id', '=', id)
      .execute();
  },

  /** The recipients still active in the organisation, with their address, language and role. */
  recipients(tx: Tx, organisationId: string, ids: readonly string[]) {
    if (ids.length === 0) return Promise.resolve([]);
    return tx
      .selectFrom('users')
      .select(['id', 'email', 'display_name', 'display_language', 'role'])
      .where('organisation_id', '=', organisationId)
      .where('id', 'in', [...ids])
      .where('is_active', '=', true)
      .execute();
  },
};
