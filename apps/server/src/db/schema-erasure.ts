import type { ColumnType, Generated } from 'kysely';
import type { Timestamp } from './column-types';

/** An organisation's erasure as it goes, kept when done (migration 0040); no tenant column. */
export interface OrganisationErasuresTable {
  erased_organisation_id: string;
  set_to_be_deleted_at: Timestamp;
  started_at: Generated<Date>;
  finished_at: Date | null;
  /** The table the erasure is in; null before the first and after the last. */
  current_table: string | null;
  deleted_rows: ColumnType<number, number | undefined, number>;
}

export interface ErasureTables {
  organisation_erasures: OrganisationErasuresTable;
}
