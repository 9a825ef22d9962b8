import { sql } from 'kysely';
import type { Tx } from './tenant';

/**
 * Runs `work` inside a savepoint of `tx`: when it throws an error `isAnswer` accepts, its
 * writes are undone, the transaction's earlier ones stay, and `answer` gives the result instead.
 * Any other error leaves the transaction to roll back whole.
 */
export async function withSavepoint<T, E>(
  tx: Tx,
  work: () => Promise<T>,
  isAnswer: (error: unknown) => error is E,
  answer: (error: E) => T,
): Promise<T> {
  await sql`savepoint work`.execute(tx);
  try {
    const result = await work();
    await sql`release savepoint work`.execute(tx);
    return result;
  } catch (error) {
    if (!isAnswer(error)) throw error;
    await sql`rollback to savepoint work`.execute(tx);
    return answer(error);
  }
}
