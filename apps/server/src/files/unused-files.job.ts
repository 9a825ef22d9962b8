import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { withSystem } from '../db/tenant';
import type { JobHandler } from '../jobs/job-worker';
import { fileStorageOf } from './configured-file-storage';
import type { FileStorage } from './file-storage';

export const UNUSED_FILES_JOB = 'unused-files-cleanup';
/**
 * How long an upload may wait for the record that names it: a phone uploads a photo just before
 * the operation that names it, so one still unnamed after a day was given up (or never sent).
 */
export const UNUSED_FILE_HOURS = 24;
const HOUR_MS = 60 * 60_000;

/**
 * Removes every organisation's stored files that nothing names and that are older than a day:
 * named are a pre-trip answer's photos and a transport event's files (the signature, proof and
 * deviation photos, each listed in `transport_files`). The rows go in one statement, so a file
 * named meanwhile stays; then the storage removes their objects when it keeps them in a bucket.
 * Answers how many went.
 */
export async function removeUnusedFiles(db: Kysely<Database>, storage: FileStorage, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - UNUSED_FILE_HOURS * HOUR_MS);
  // Housekeeping across organisations, as the owner (like the sync keys' pruning): no tenant's data is read out.
  const result = await withSystem(db, (tx) =>
    sql<{ organisation_id: string; id: string }>`delete from stored_files f where f.created_at < ${cutoff}
      and not exists (select 1 from pre_trip_check_photos p where p.organisation_id = f.organisation_id and p.file_id = f.id)
      and not exists (select 1 from transport_files t where t.organisation_id = f.organisation_id and t.file_id = f.id)
      returning f.organisation_id, f.id`.execute(tx),
  );
  await storage.removeObjects(result.rows.map((row) => ({ organisationId: row.organisation_id, id: row.id })));
  return result.rows.length;
}

/** Daily: the unnamed uploads go. */
export const removeUnusedFilesDaily: JobHandler = async (_job, context) => {
  await removeUnusedFiles(context.database.db, fileStorageOf(context), context.now());
  return { next: new Date(context.now().getTime() + 24 * HOUR_MS) };
};
