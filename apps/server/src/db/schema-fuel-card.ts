import type { ColumnType, Generated } from 'kysely';
import type { FuelCardMapping } from '@rahti/domain';
import type { Json } from './column-types';

/** The organisation's column mapping of its fuel-card export (migration 0030). */
export interface FuelCardMappingsTable {
  organisation_id: string;
  mapping: Json<FuelCardMapping>;
  updated_by: string | null;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** One fuel-card import, named by the refuels it added (migration 0030). */
export interface FuelCardImportsTable {
  organisation_id: string;
  id: Generated<string>;
  file_name: string;
  row_count: number;
  imported: number;
  duplicates: number;
  imported_by: string | null;
  imported_at: ColumnType<Date, Date | string | undefined, never>;
}

export interface FuelCardTables {
  fuel_card_mappings: FuelCardMappingsTable;
  fuel_card_imports: FuelCardImportsTable;
}
