import type { Language } from '@rahti/domain';
import type { Tx } from '../db/tenant';

/** The users row behind a driver's app account and its sign-in name; organisation first. */
export const appAccountsRepository = {
  async createUser(
    tx: Tx,
    organisationId: string,
    account: { username: string; email: string; displayName: string; displayLanguage: Language; passwordHash: string },
  ): Promise<string> {
    const { id } = await tx
      .insertInto('users')
      .values({
        organisation_id: organisationId,
        username: account.username,
        email: account.email,
        display_name: account.displayName,
        display_language: account.displayLanguage,
        role: 'User',
        is_driver: true,
        password_hash: account.passwordHash,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  },

  /** Claims the sign-in name (a name taken anywhere raises a unique violation). */
  async claimSignInName(tx: Tx, organisationId: string, userId: string, username: string): Promise<void> {
    const existing = await tx
      .selectFrom('sign_in_names')
      .select('username')
      .where('organisation_id', '=', organisationId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (existing?.username === username) return;
    if (existing)
      await tx
        .deleteFrom('sign_in_names')
        .where('organisation_id', '=', organisationId)
        .where('user_id', '=', userId)
        .execute();
    await tx
      .insertInto('sign_in_names')
      .values({ username, organisation_id: organisationId, user_id: userId })
      .execute();
  },

  async linkDriver(tx: Tx, organisationId: string, driverId: string, userId: string): Promise<void> {
    await tx
      .updateTable('drivers')
      .set({ user_id: userId })
      .where('organisation_id', '=', organisationId)
      .where('id', '=', driverId)
      .execute();
  },

  async setUserActive(
    tx: Tx,
    organisationId: string,
    userId: string,
    active: boolean,
    passwordHash?: string,
  ): Promise<void> {
    await tx
      .updateTable('users')
      .set({
        is_active: active,
        is_driver: true,
        updated_at: new Date(),
        ...(passwordHash ? { password_hash: passwordHash } : {}),
      })
      .where('organisation_id', '=', organisationId)
      .where('id', '=', userId)
      .execute();
  },
};
