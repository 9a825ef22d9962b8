import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt } from './column-types';

type ShareState = 'pending' | 'awaitingApproval' | 'active' | 'ended';
type Ids = ColumnType<string[] | null, string[] | null | undefined, string[] | null>;
type LocalDate = ColumnType<string | null, string | null | undefined, string | null>;
type Moment = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

/** Shares between organisations (migration 0037): `owner_…` and `receiver_…` are derived from the direction. */
export interface SharesTable {
  id: Generated<string>;
  organisation_id: string;
  partner_organisation_id: ColumnType<string | null, string | null | undefined, string | null>;
  code: string;
  direction: 'send' | 'retrieve';
  data_types: string[];
  route_ids: Ids;
  vehicle_ids: Ids;
  customer_ids: Ids;
  from_date: LocalDate;
  to_date: LocalDate;
  from_at: Moment;
  to_at: Moment;
  state: ColumnType<ShareState, ShareState | undefined, ShareState>;
  owner_organisation_id: ColumnType<string | null, never, never>;
  receiver_organisation_id: ColumnType<string | null, never, never>;
  created_by: string | null;
  created_at: CreatedAt;
  joined_at: Moment;
  approved_at: Moment;
  ended_at: Moment;
  ended_by: ColumnType<string | null, string | null | undefined, string | null>;
}

/** Every read of shared data by the receiving organisation, kept under the owner's organisation. */
export interface ShareReadsTable {
  organisation_id: string;
  id: Generated<string>;
  share_id: string;
  reader_organisation_id: string;
  reader_user_id: string | null;
  data_type: 'invoices' | 'routes' | 'shifts' | 'tasks';
  items: number;
  read_at: ColumnType<Date, Date | string | undefined, never>;
}

export interface SharingTables {
  shares: SharesTable;
  share_reads: ShareReadsTable;
}
