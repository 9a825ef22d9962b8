import { sql } from 'kysely';
import type { Language } from '@rahti/domain';
import type { Tx } from '../db/tenant';

/** The organisation's calendar feed row: its token's hash, never the token. */
export const fleetCalendarFeedRepository = {
  read(tx: Tx, organisationId: string) {
    return tx
      .selectFrom('fleet_calendar_feeds')
      .select(['language', 'created_at'])
      .where('organisation_id', '=', organisationId)
      .executeTakeFirst();
  },

  /** A new token for the organisation: the row's hash is replaced, so the old address stops working. */
  async save(
    tx: Tx,
    organisationId: string,
    feed: { tokenHash: string; language: Language; createdAt: Date; createdBy: string | null },
  ): Promise<void> {
    const values = {
      token_hash: feed.tokenHash,
      language: feed.language,
      created_at: feed.createdAt,
      created_by: feed.createdBy,
    };
    await tx
      .insertInto('fleet_calendar_feeds')
      .values({ organisation_id: organisationId, ...values })
      .onConflict((conflict) =>
        conflict.column('organisation_id').doUpdateSet({
          token_hash: sql`excluded.token_hash`,
          language: sql`excluded.language`,
          created_at: sql`excluded.created_at`,
          created_by: sql`excluded.created_by`,
        }),
      )
      .execute();
  },

  async remove(tx: Tx, organisationId: string): Promise<void> {
    await tx.deleteFrom('fleet_calendar_feeds').where('organisation_id', '=', organisationId).execute();
  },

  /**
   * Whose feed a token's hash opens, through the function made for it (migration 0032): the
   * caller's transaction has no organisation (withNoTenant).
   */
  async findByHash(tx: Tx, tokenHash: string): Promise<{ organisationId: string; language: Language } | undefined> {
    const { rows } = await sql<{ organisation_id: string; language: Language }>`
      select organisation_id, language from fleet_calendar_feed_organisation(${tokenHash})`.execute(tx);
    const row = rows[0];
    return row ? { organisationId: row.organisation_id, language: row.language } : undefined;
  },
};
