import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { withTenant } from '../db/tenant';
import { storedFilesRepository as files } from './stored-files.repository';

/** What is known of a stored file besides its bytes. */
export interface StoredFileMeta {
  id: string;
  /** The key a phone made for its upload; null for a file from elsewhere. */
  clientKey: string | null;
  contentType: string;
  sizeBytes: number;
  createdBy: string | null;
  createdAt: Date;
}

export interface NewFile {
  clientKey: string | null;
  contentType: string;
  bytes: Uint8Array;
  createdBy: string | null;
}

/** A stored file by its organisation and id. */
export interface StoredFileRef {
  organisationId: string;
  id: string;
}

/**
 * Where files' bytes are kept, one organisation's at a time (DESIGN.md "Files"). The default keeps
 * them in PostgreSQL, backed up with the data; an S3-compatible bucket takes its place by
 * configuration (FILE_STORAGE=s3, s3-file-storage.ts), behind the same calls. Each app context
 * has the configured one (`fileStorageOf`); nothing else reads `stored_files.bytes`. Checking and cleaning the
 * bytes is the files service's, before `put`.
 */
export interface FileStorage {
  /** Keeps the file; one with a client key stored before answers the stored one (`isNew` false) and keeps nothing. */
  put(organisationId: string, file: NewFile): Promise<{ file: StoredFileMeta; isNew: boolean }>;
  get(organisationId: string, id: string): Promise<(StoredFileMeta & { bytes: Uint8Array }) | undefined>;
  /** False when there was no such file. */
  delete(organisationId: string, id: string): Promise<boolean>;
  /**
   * Removes what files kept outside the table after their rows were deleted by a statement of
   * their own: the unused-files cleanup decides and deletes in one statement, so a file named
   * meanwhile is kept. The database storage has nothing left to remove.
   */
  removeObjects(files: readonly StoredFileRef[]): Promise<void>;
}

type MetaRow = NonNullable<Awaited<ReturnType<typeof files.findMeta>>>;

export const metaOf = (row: MetaRow): StoredFileMeta => ({
  id: row.id,
  clientKey: row.client_key,
  contentType: row.content_type,
  sizeBytes: row.size_bytes,
  createdBy: row.created_by,
  createdAt: row.created_at,
});

/** The default storage: the bytes in `stored_files` (bytea), under row-level security. */
export function createDatabaseFileStorage(db: Kysely<Database>): FileStorage {
  return {
    put: (organisationId, file) =>
      withTenant(db, organisationId, async (tx) => {
        const id = await files.insert(tx, organisationId, file);
        const by = id !== undefined ? { id } : { clientKey: file.clientKey ?? '' };
        const row = await files.findMeta(tx, organisationId, by);
        if (!row) throw new Error('stored file not found after its insert');
        return { file: metaOf(row), isNew: id !== undefined };
      }),

    get: (organisationId, id) =>
      withTenant(db, organisationId, async (tx) => {
        const row = await files.findWithBytes(tx, organisationId, id);
        // A row without bytes was stored in a bucket (FILE_STORAGE=s3 before): this storage cannot reach it.
        return row?.bytes ? { ...metaOf(row), bytes: row.bytes } : undefined;
      }),

    delete: (organisationId, id) => withTenant(db, organisationId, (tx) => files.delete(tx, organisationId, id)),

    removeObjects: () => Promise.resolve(),
  };
}
