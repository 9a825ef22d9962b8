import type { Tx } from '../../db/tenant';

export interface ResetTokenRow {
  organisationId: string;
  id: string;
  userId: string;
  expiresAt: Date;
  usedAt: Date | null;
}

/** Mailed password-reset links; tenant methods take the organisation first. */
export const passwordResetRepository = {
  /** Cross-tenant (inside withSystem): a link is opened before its organisation is known. */
  findByHash(tx: Tx, tokenHash: string): Promise<ResetTokenRow | undefined> {
    return tx
      .selectFrom('password_reset_tokens')
      .select([
        'organisation_id as organisationId',
        'id',
        'user_id as userId',
        'expires_at as expiresAt',
        'used_at as usedAt',
      ])
      .where('token_hash', '=', tokenHash)
      .executeTakeFirst();
  },

  /** Holds the account's row until the transaction ends, so two requests count its links one after the other. */
  async lockAccount(tx: Tx, organisationId: string, userId: string): Promise<void> {
    await tx
      .selectFrom('users')
      .select('id')
      .where('organisation_id', '=', organisationId)
      .where('id', '=', userId)
      .forUpdate()
      .execute();
  },

  async countCreatedSince(tx: Tx, organisationId: string, userId: string, since: Date): Promise<number> {
    const { count } = await tx
      .selectFrom('password_reset_tokens')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('organisation_id', '=', organisationId)
      .where('user_id', '=', userId)
      .where('created_at', '>', since)
      .executeTakeFirstOrThrow();
    return Number(count);
  },

  async create(
    tx: Tx,
    organisationId: string,
    token: { userId: string; tokenHash: string; createdAt: Date; expiresAt: Date },
  ): Promise<void> {
    await tx
      .insertInto('password_reset_tokens')
      .values({
        organisation_id: organisationId,
        user_id: token.userId,
        token_hash: token.tokenHash,
        created_at: token.createdAt,
        expires_at: token.expiresAt,
      })
      .execute();
  },

  /** Forgets one account's links that ended before `before` (used or expired ones are kept a while for the "already used" answer). */
  async deleteExpired(tx: Tx, organisationId: string, userId: string, before: Date): Promise<void> {
    await tx
      .deleteFrom('password_reset_tokens')
      .where('organisation_id', '=', organisationId)
      .where('user_id', '=', userId)
      .where('expires_at', '<', before)
      .execute();
  },

  /** Marks the link used; false when another request used it first. */
  async markUsed(tx: Tx, organisationId: string, id: string, at: Date): Promise<boolean> {
    const result = await tx
      .updateTable('password_reset_tokens')
      .set({ used_at: at })
      .where('organisation_id', '=', organisationId)
      .where('id', '=', id)
      .where('used_at', 'is', null)
      // Expiry is checked again here, in the same step that uses the link: the password
      // hashing before it takes long enough for a link to run out meanwhile.
      .where('expires_at', '>', at)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  },
};
