import { FILE_LIMITS, type StoredFileDto } from '@rahti/domain';
import type { AppContext } from '../platform/app-context';
import type { Tx } from '../db/tenant';
import { notFound } from '../http/api-error';
import { isMachineCaller, type AuthContext } from '../http/access';
import { filesError } from './file-errors';
import { fileStorageOf } from './configured-file-storage';
import type { FileStorage, StoredFileMeta } from './file-storage';
import { stripImageMetadata } from './image-metadata';
import { sniffImageType, UnreadableImageError } from './image-types';
import { ObjectStoreError } from './s3-objects';
import { OutboundError } from '../platform/outbound-http/outbound-errors';
import { storedFilesRepository } from './stored-files.repository';

const dtoOf = (file: StoredFileMeta): StoredFileDto => ({
  id: file.id,
  key: file.clientKey,
  contentType: file.contentType,
  sizeBytes: file.sizeBytes,
});

/** The image's bytes as they will be kept: an image by its content, within the size, its metadata taken out. */
function cleanImage(bytes: Uint8Array): { contentType: string; bytes: Uint8Array } {
  if (bytes.byteLength === 0) throw filesError(400, 'empty', 'file');
  if (bytes.byteLength > FILE_LIMITS.maxBytes)
    throw filesError(413, 'tooLarge', 'file', { megabytes: FILE_LIMITS.maxBytes / 1024 / 1024 });
  const contentType = sniffImageType(bytes);
  // 400, not 415: the upload's declared type may be right; its bytes are what is wrong (issue 26).
  if (!contentType) throw filesError(400, 'notAnImage', 'file');
  try {
    return { contentType, bytes: stripImageMetadata(contentType, bytes) };
  } catch (error) {
    if (error instanceof UnreadableImageError) throw filesError(400, 'unreadableImage', 'file');
    throw error;
  }
}

/**
 * A bucket that cannot be reached or refuses (FILE_STORAGE=s3) is the server's trouble, not the
 * caller's: 503 in words, the cause logged; a phone keeps the photo and tries again at its next sync.
 */
async function inStorage<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof ObjectStoreError || error instanceof OutboundError)
      throw Object.assign(filesError(503, 'storageUnavailable'), { cause: error });
    throw error;
  }
}

/**
 * Files (decision 0034): what a person or a phone gives the product, kept by the configured
 * storage (FILE_STORAGE) after the server checked its type by content, its size, and took its
 * metadata out.
 */
export function createFilesService(context: AppContext, storage: FileStorage = fileStorageOf(context)) {
  return {
    /**
     * A phone's upload under the key it made: stored once; the same key again answers the stored
     * file (`isNew` false), so a retry after a lost answer stores nothing twice.
     */
    async uploadImage(auth: AuthContext, clientKey: string, bytes: Uint8Array) {
      // Checked and cleaned before any transaction opens (decision 0021).
      const image = cleanImage(bytes);
      const createdBy = isMachineCaller(auth) ? null : auth.userId;
      const { file, isNew } = await inStorage(() =>
        storage.put(auth.organisationId, { clientKey, createdBy, ...image }),
      );
      return { file: dtoOf(file), isNew };
    },

    /** The file's bytes and type; another organisation's id, or none, is 404. */
    async read(auth: AuthContext, id: string) {
      const file = await inStorage(() => storage.get(auth.organisationId, id));
      if (!file) throw notFound();
      return file;
    },
  };
}

/**
 * The ids of files stored under a phone's keys, inside the caller's transaction (a record that
 * names its photos by the keys their uploads carried); keys with no file are left out.
 */
export async function fileIdsByClientKeys(
  tx: Tx,
  organisationId: string,
  keys: readonly string[],
): Promise<Map<string, string>> {
  const rows = await storedFilesRepository.idsByClientKeys(tx, organisationId, keys);
  return new Map(rows.map((row) => [row.client_key ?? '', row.id]));
}
