import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { withTenant } from '../db/tenant';
import { metaOf, type FileStorage } from './file-storage';
import type { S3Objects } from './s3-objects';
import { storedFilesRepository as files } from './stored-files.repository';

/** Where a file's bytes are in the bucket: under its organisation, by its id. */
export const objectKeyOf = (organisationId: string, id: string) => `organisations/${organisationId}/files/${id}`;

/**
 * Files in an S3-compatible bucket (FILE_STORAGE=s3, decision 0034): the row in `stored_files`
 * keeps what is known of the file, under row-level security as before, and no bytes; the bytes
 * are the object `organisations/{organisation}/files/{id}`. A row that has bytes (stored before
 * the switch) is read from the table. No transaction is held open while the store is called
 * (decision 0021).
 */
export function createS3FileStorage(db: Kysely<Database>, objects: S3Objects): FileStorage {
  const findByKey = (organisationId: string, clientKey: string) =>
    withTenant(db, organisationId, (tx) => files.findMeta(tx, organisationId, { clientKey }));

  return {
    async put(organisationId, file) {
      const clientKey = file.clientKey;
      const before = clientKey === null ? undefined : await findByKey(organisationId, clientKey);
      if (before) return { file: metaOf(before), isNew: false };

      // The object first, then its row: a failure in between leaves an object nothing names,
      // never a row whose bytes are missing.
      const id = randomUUID();
      const key = objectKeyOf(organisationId, id);
      await objects.put(key, file.bytes, file.contentType);
      let saved: { row: Parameters<typeof metaOf>[0]; isNew: boolean } | undefined;
      try {
        saved = await withTenant(db, organisationId, async (tx) => {
          const isNew = (await files.insert(tx, organisationId, file, { id })) !== undefined;
          const row = await files.findMeta(tx, organisationId, isNew ? { id } : { clientKey: clientKey ?? '' });
          return row && { row, isNew };
        });
      } catch (error) {
        await objects.delete(key).catch(() => undefined);
        throw error;
      }
      if (!saved) throw new Error('stored file not found after its insert');
      // The same key was stored meanwhile (a retry racing the first upload): that one stays.
      if (!saved.isNew) await objects.delete(key);
      return { file: metaOf(saved.row), isNew: saved.isNew };
    },

    async get(organisationId, id) {
      const row = await withTenant(db, organisationId, (tx) => files.findWithBytes(tx, organisationId, id));
      if (!row) return undefined;
      if (row.bytes) return { ...metaOf(row), bytes: row.bytes };
      const bytes = await objects.get(objectKeyOf(organisationId, id));
      return bytes && { ...metaOf(row), bytes };
    },

    async delete(organisationId, id) {
      const deleted = await withTenant(db, organisationId, (tx) => files.delete(tx, organisationId, id));
      if (deleted) await objects.delete(objectKeyOf(organisationId, id));
      return deleted;
    },

    async removeObjects(removed) {
      const failures: unknown[] = [];
      for (const file of removed)
        await objects.delete(objectKeyOf(file.organisationId, file.id)).catch((error: unknown) => failures.push(error));
      if (failures.length > 0)
        throw new AggregateError(failures, `${failures.length} of ${removed.length} objects could not be removed`);
    },
  };
}
