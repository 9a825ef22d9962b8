import { sql } from 'kysely';
import type { Tx } from '../../db/tenant';

/** One count of `sign_in_throttles` (migration 0019). */
export interface ThrottleRow {
  account: string;
  failures: number;
  changedAt: Date;
}

/** The address's own row. */
export const ADDRESS_ROW = '';

/** Queries of `sign_in_throttles`, run as the owner (withSystem): the rows belong to no organisation. */
export const throttleRepository = {
  /**
   * The address's rows for these accounts, made when missing and locked until the transaction
   * ends, so two attempts at once are counted one after the other.
   */
  async lock(tx: Tx, address: string, accounts: readonly string[], now: Date): Promise<Map<string, ThrottleRow>> {
    await tx
      .insertInto('sign_in_throttles')
      .values(accounts.map((account) => ({ address, account, failures: 0, changed_at: now })))
      .onConflict((oc) => oc.columns(['address', 'account']).doNothing())
      .execute();
    // One order for every caller, so two transactions never wait on each other's rows.
    const rows = await tx
      .selectFrom('sign_in_throttles')
      .select(['account', 'failures', 'changed_at as changedAt'])
      .where('address', '=', address)
      .where('account', 'in', [...accounts])
      .orderBy('account')
      .forUpdate()
      .execute();
    return new Map(rows.map((row) => [row.account, row]));
  },

  async save(tx: Tx, address: string, account: string, failures: number, changedAt: Date): Promise<void> {
    await tx
      .updateTable('sign_in_throttles')
      .set({ failures, changed_at: changedAt })
      .where('address', '=', address)
      .where('account', '=', account)
      .execute();
  },

  /** The right password: the account's count from the address ends, and the address gets its one back when it was counted. */
  async forgive(tx: Tx, address: string, account: string, byAddress: boolean): Promise<void> {
    await tx.deleteFrom('sign_in_throttles').where('address', '=', address).where('account', '=', account).execute();
    if (!byAddress) return;
    await tx
      .updateTable('sign_in_throttles')
      .set({ failures: sql<number>`greatest(failures - 1, 0)` })
      .where('address', '=', address)
      .where('account', '=', ADDRESS_ROW)
      .execute();
  },

  /** Removes rows unchanged since `before`; answers how many went. */
  async prune(tx: Tx, before: Date): Promise<number> {
    const result = await tx.deleteFrom('sign_in_throttles').where('changed_at', '<', before).executeTakeFirst();
    return Number(result.numDeletedRows);
  },
};
