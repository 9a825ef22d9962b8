import type { Tx } from '../db/tenant';

const metaColumns = ['id', 'client_key', 'content_type', 'size_bytes', 'created_by', 'created_at'] as const;

/** The stored_files table (migration 0031); every method takes the organisation first after the transaction. */
export const storedFilesRepository = {
  /**
   * Inserts the file unless its client key is stored already; answers the new id, or undefined.
   * A file whose bytes went to a bucket comes with the id its object was stored under, and its
   * row keeps no bytes.
   */
  async insert(
    tx: Tx,
    organisationId: string,
    file: { clientKey: string | null; contentType: string; bytes: Uint8Array; createdBy: string | null },
    bucket?: { id: string },
  ): Promise<string | undefined> {
    const row = await tx
      .insertInto('stored_files')
      .values({
        ...(bucket ? { id: bucket.id } : {}),
        organisation_id: organisationId,
        client_key: file.clientKey,
        content_type: file.contentType,
        size_bytes: file.bytes.byteLength,
        bytes: bucket ? null : file.bytes,
        created_by: file.createdBy,
      })
      .onConflict((conflict) => conflict.columns(['organisation_id', 'client_key']).doNothing())
      .returning('id')
      .executeTakeFirst();
    return row?.id;
  },

  findMeta(tx: Tx, organisationId: string, by: { id: string } | { clientKey: string }) {
    let query = tx.selectFrom('stored_files').select(metaColumns).where('organisation_id', '=', organisationId);
    query = 'id' in by ? query.where('id', '=', by.id) : query.where('client_key', '=', by.clientKey);
    return query.executeTakeFirst();
  },

  /** The row with its bytes: null when they are kept in a bucket. */
  findWithBytes(tx: Tx, organisationId: string, id: string) {
    return tx
      .selectFrom('stored_files')
      .select([...metaColumns, 'bytes'])
      .where('organisation_id', '=', organisationId)
      .where('id', '=', id)
      .executeTakeFirst();
  },

  /** The ids of the files stored under these client keys. */
  idsByClientKeys(tx: Tx, organisationId: string, keys: readonly string[]) {
    if (keys.length === 0) return Promise.resolve([]);
    return tx
      .selectFrom('stored_files')
      .select(['id', 'client_key'])
      .where('organisation_id', '=', organisationId)
      .where('client_key', 'in', [...keys])
      .execute();
  },

  async delete(tx: Tx, organisationId: string, id: string): Promise<boolean> {
    const result = await tx
      .deleteFrom('stored_files')
      .where('organisation_id', '=', organisationId)
      .where('id', '=', id)
      .executeTakeFirst();
    return result.numDeletedRows > 0n;
  },
};
