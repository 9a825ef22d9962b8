import type { ColumnType } from 'kysely';

/** Timestamps are written as Date or ISO text and always read back as Date. */
export type Timestamp = ColumnType<Date, Date | string, Date | string>;
export type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
export type Json<T> = ColumnType<T, string, string>;
