import type { ColumnType, Generated } from 'kysely';
import type { Language } from '@rahti/domain';
import type { CreatedAt } from './column-types';

/** An organisation's calendar feed of due dates: only its token's SHA-256 (migration 0032). */
export interface FleetCalendarFeedsTable {
  organisation_id: string;
  token_hash: string;
  language: Language;
  /** When the current token was made: a renewal sets it again. */
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
  created_by: string | null;
}

/** The weekly due mail, claimed per organisation and week (its Monday) before it is sent (migration 0032). */
export interface FleetDueMailsTable {
  organisation_id: string;
  /** 'YYYY-MM-DD', the week's Monday in the organisation's zone. */
  week: string;
  claimed_at: CreatedAt;
  recipients: Generated<number>;
}

export interface FleetCalendarTables {
  fleet_calendar_feeds: FleetCalendarFeedsTable;
  fleet_due_mails: FleetDueMailsTable;
}
