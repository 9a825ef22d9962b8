import { sql, type Selectable } from 'kysely';
import type { TaskFeedCounts, TaskFeedsTable } from '../db/schema';
import type { Tx } from '../db/tenant';

export type TaskFeedRow = Selectable<TaskFeedsTable>;

/** The columns a save sets; `password_sealed` only when a new password was typed. */
export interface TaskFeedColumns {
  name: string;
  url: string;
  username: string;
  enabled: boolean;
  poll_minutes: number;
  password_sealed?: string | null;
}

const updateFeed = (tx: Tx, organisationId: string, id: string) =>
  tx.updateTable('task_feeds').where('organisation_id', '=', organisationId).where('id', '=', id);

export const taskFeedsRepository = {
  list(tx: Tx, organisationId: string): Promise<TaskFeedRow[]> {
    return tx
      .selectFrom('task_feeds')
      .selectAll()
      .where('organisation_id', '=', organisationId)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
  },

  find(tx: Tx, organisationId: string, id: string): Promise<TaskFeedRow | undefined> {
    return tx
      .selectFrom('task_feeds')
      .selectAll()
      .where('organisation_id', '=', organisationId)
      .where('id', '=', id)
      .executeTakeFirst();
  },

  async insert(tx: Tx, organisationId: string, columns: TaskFeedColumns): Promise<string> {
    const row = await tx
      .insertInto('task_feeds')
      .values({ organisation_id: organisationId, ...columns })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  },

  /** Saves a feed; a new password forgets the last error (it is likely what was fixed). */
  async update(tx: Tx, organisationId: string, id: string, columns: TaskFeedColumns, now: Date): Promise<boolean> {
    const row = await updateFeed(tx, organisationId, id)
      .set({
        ...columns,
        updated_at: now,
        ...(columns.password_sealed !== undefined ? { failures: 0, last_error_code: null } : {}),
      })
      .returning('id')
      .executeTakeFirst();
    return row !== undefined;
  },

  async delete(tx: Tx, organisationId: string, id: string): Promise<boolean> {
    const row = await tx
      .deleteFrom('task_feeds')
      .where('organisation_id', '=', organisationId)
      .where('id', '=', id)
      .returning('id')
      .executeTakeFirst();
    return row !== undefined;
  },

  async recordFailure(tx: Tx, organisationId: string, id: string, at: Date, code: string): Promise<void> {
    await updateFeed(tx, organisationId, id)
      .set({ last_fetch_at: at, last_error_code: code.slice(0, 100), failures: sql`failures + 1` })
      .execute();
  },

  async recordSuccess(tx: Tx, organisationId: string, id: string, at: Date, counts: TaskFeedCounts): Promise<void> {
    await updateFeed(tx, organisationId, id)
      .set({
        last_fetch_at: at,
        last_success_at: at,
        last_result: JSON.stringify(counts),
        last_error_code: null,
        failures: 0,
      })
      .execute();
  },
};
