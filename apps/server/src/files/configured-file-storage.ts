import type { Kysely } from 'kysely';
import type { FileStorageConfig } from '../config/file-storage-config';
import type { Database } from '../db/schema';
import type { AppContext } from '../platform/app-context';
import type { OutboundHttp } from '../platform/outbound-http/outbound-http';
import { createDatabaseFileStorage, type FileStorage } from './file-storage';
import { createS3FileStorage } from './s3-file-storage';
import { createS3Objects } from './s3-objects';

/** The storage FILE_STORAGE names; a bucket is reached through the outbound client given. */
export function createConfiguredFileStorage(
  config: FileStorageConfig,
  db: Kysely<Database>,
  http: OutboundHttp,
): FileStorage {
  return config.kind === 's3' ? createS3FileStorage(db, createS3Objects(http, config)) : createDatabaseFileStorage(db);
}

const storages = new WeakMap<AppContext, FileStorage>();

/**
 * The context's file storage, built once per context (as the rFMS clients are): every user of
 * files (the files service, the waybill's signatures through it, the cleanup job) goes through
 * it. It lives here rather than on the context, which is on the floor below the features.
 */
export function fileStorageOf(context: AppContext): FileStorage {
  let storage = storages.get(context);
  if (!storage) {
    // The context's client as it is at each call: a test may swap it, as for rFMS.
    const http: OutboundHttp = {
      request: (url, init) => context.outboundHttp.request(url, init),
      check: (url) => context.outboundHttp.check(url),
    };
    storage = createConfiguredFileStorage(context.config.fileStorage, context.database.db, http);
    storages.set(context, storage);
  }
  return storage;
}
