import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, Json, Timestamp } from './column-types';

/** The counts of a feed's last successful fetch. */
export interface TaskFeedCounts {
  fetched: number;
  added: number;
  updated: number;
  unchanged: number;
  skipped: number;
}

/** Task feeds (migration 0025). */
export interface TaskFeedsTable {
  organisation_id: string;
  id: Generated<string>;
  name: string;
  url: string;
  username: Generated<string>;
  /** `sealSecret` of the password with CREDENTIALS_KEY; null when the feed has none. */
  password_sealed: string | null;
  enabled: Generated<boolean>;
  poll_minutes: Generated<number>;
  last_fetch_at: Timestamp | null;
  last_success_at: Timestamp | null;
  last_result: Json<TaskFeedCounts> | null;
  /** An HTTP status ("HTTP 503"), a network code ("ECONNREFUSED") or a reason ("timeout"). */
  last_error_code: string | null;
  failures: Generated<number>;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface TaskFeedTables {
  task_feeds: TaskFeedsTable;
}
