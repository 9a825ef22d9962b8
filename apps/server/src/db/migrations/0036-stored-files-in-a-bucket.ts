import { sql, type Kysely } from 'kysely';

/**
 * Stored files whose bytes are kept in an S3-compatible bucket (FILE_STORAGE=s3, decision 0034):
 * their row keeps what is known of them (client key, type, size, who and when) and no bytes, so
 * `bytes` may be null. A row that has bytes keeps them there, whichever storage wrote it: files
 * stored before a switch to a bucket are still read from the table.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table stored_files alter column bytes drop not null`.execute(db);
}
