import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { withSystem } from '../db/tenant';
import type { FileStorage } from '../files/file-storage';
import { ERASE_STEPS, type EraseStep } from './erase-plan';
import { erasureRepository as repository } from './erasure.repository';

/** Rows per statement: each batch is its own short transaction, so other organisations' requests pass between. */
export const ERASE_BATCH_ROWS = 10_000;

export interface EraseOptions {
  batchRows?: number;
  /** Asked between batches: true stops the erasure there, to be continued by the next run. */
  shouldStop?: () => boolean;
  now: Date;
}

export interface EraseOutcome {
  finished: boolean;
  deletedRows: number;
}

/**
 * Erases one organisation set to be deleted (decision 0040): first its users' sign-ins and its
 * jobs, then every table of ERASE_STEPS in batches, its stored files' objects before their rows,
 * and last the organisation row. Every batch commits on its own and records progress, so the
 * erasure can stop anywhere and the next call continues where the rows still are.
 */
export async function eraseOrganisation(
  db: Kysely<Database>,
  storage: FileStorage,
  organisation: { id: string; setToBeDeletedAt: Date },
  options: EraseOptions,
): Promise<EraseOutcome> {
  const limit = options.batchRows ?? ERASE_BATCH_ROWS;
  const stop = options.shouldStop ?? (() => false);
  const organisationId = organisation.id;
  let deletedRows = 0;

  const record = (table: string | null, rows: number) =>
    withSystem(db, (tx) => repository.progress(tx, organisationId, table, rows));

  await withSystem(db, (tx) => repository.begin(tx, organisationId, organisation.setToBeDeletedAt));
  const serverRows = await withSystem(db, (tx) => repository.deleteServerRowsOf(tx, organisationId));
  deletedRows += serverRows;
  await record(null, serverRows);

  for (const step of ERASE_STEPS) {
    const erased =
      step.table === 'stored_files'
        ? await eraseStoredFiles(db, storage, organisationId, limit, stop, record)
        : await eraseTable(db, step, organisationId, limit, stop, record);
    deletedRows += erased.rows;
    if (!erased.finished) return { finished: false, deletedRows };
  }

  const last = await withSystem(db, async (tx) => {
    const rows = await repository.deleteOrganisation(tx, organisationId);
    await repository.progress(tx, organisationId, null, rows);
    await repository.finish(tx, organisationId, options.now);
    return rows;
  });
  return { finished: true, deletedRows: deletedRows + last };
}

/**
 * Lets waiting requests run between batches. The embedded database answers in microtasks, so a
 * loop of batches would otherwise keep the event loop, and every other organisation's request,
 * waiting until the whole erasure is done.
 */
const yieldToOthers = () => new Promise<void>((resolve) => setImmediate(resolve));

type RecordProgress = (table: string | null, rows: number) => Promise<unknown>;

async function eraseTable(
  db: Kysely<Database>,
  step: EraseStep,
  organisationId: string,
  limit: number,
  stop: () => boolean,
  record: RecordProgress,
): Promise<{ finished: boolean; rows: number }> {
  let rows = 0;
  const leaves = await withSystem(db, (tx) => repository.leavesOf(tx, step.table));
  for (const leaf of leaves) {
    for (const column of step.selfReferences ?? []) {
      // Until none is left: each pass frees the rows the previous pass's rows named.
      for (let deleted = 1; deleted > 0;) {
        if (stop()) return { finished: false, rows };
        await yieldToOthers();
        deleted = await withSystem(db, async (tx) => {
          const count = await repository.deleteReferencingBatch(tx, leaf, column, organisationId, limit);
          await repository.progress(tx, organisationId, step.table, count);
          return count;
        });
        rows += deleted;
      }
    }
    for (let deleted = limit; deleted === limit;) {
      if (stop()) return { finished: false, rows };
      await yieldToOthers();
      deleted = await withSystem(db, async (tx) => {
        const count = await repository.deleteBatch(tx, leaf, step.columns, organisationId, limit);
        await repository.progress(tx, organisationId, step.table, count);
        return count;
      });
      rows += deleted;
    }
  }
  await record(step.table, 0);
  return { finished: true, rows };
}

/** A batch's objects leave the bucket before its rows: a stop between them leaves rows to find again, never lost objects. */
async function eraseStoredFiles(
  db: Kysely<Database>,
  storage: FileStorage,
  organisationId: string,
  limit: number,
  stop: () => boolean,
  record: RecordProgress,
): Promise<{ finished: boolean; rows: number }> {
  let rows = 0;
  for (let found = limit; found === limit;) {
    if (stop()) return { finished: false, rows };
    await yieldToOthers();
    const ids = (await withSystem(db, (tx) => repository.storedFileIds(tx, organisationId, limit))).map((r) => r.id);
    found = ids.length;
    await storage.removeObjects(ids.map((id) => ({ organisationId, id })));
    rows += await withSystem(db, async (tx) => {
      const count = await repository.deleteStoredFiles(tx, organisationId, ids);
      await repository.progress(tx, organisationId, 'stored_files', count);
      return count;
    });
  }
  await record('stored_files', 0);
  return { finished: true, rows };
}
