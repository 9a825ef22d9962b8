import type { ColumnType, Generated } from 'kysely';
import type { PreTripItem } from '@rahti/domain';
import type { CreatedAt, Json, Timestamp } from './column-types';

/** Stored files and the pre-trip check (migration 0031). */
export interface StoredFilesTable {
  organisation_id: string;
  id: Generated<string>;
  /** The key a phone made for its upload; null for files from elsewhere. */
  client_key: string | null;
  content_type: string;
  size_bytes: number;
  /** Null when the bytes are in an S3-compatible bucket (migration 0036). */
  bytes: Uint8Array | null;
  created_by: string | null;
  created_at: CreatedAt;
}

export interface PreTripChecklistsTable {
  organisation_id: string;
  vehicle_class: number;
  items: Json<PreTripItem[]>;
  updated_by: string | null;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface PreTripChecksTable {
  organisation_id: string;
  id: Generated<string>;
  client_key: string;
  vehicle_id: string;
  driver_id: string | null;
  shift_client_key: string | null;
  at: Timestamp;
  status: 'done' | 'skipped';
  created_at: CreatedAt;
}

export interface PreTripCheckAnswersTable {
  organisation_id: string;
  check_id: string;
  position: number;
  item_kind: 'builtIn' | 'own';
  item_key: string;
  label: string | null;
  result: 'ok' | 'defect';
  note: string;
  fleet_item_id: string | null;
}

export interface PreTripCheckPhotosTable {
  organisation_id: string;
  file_id: string;
  check_id: string;
  position: number;
  photo_order: number;
}

export interface PreTripTables {
  stored_files: StoredFilesTable;
  pre_trip_checklists: PreTripChecklistsTable;
  pre_trip_checks: PreTripChecksTable;
  pre_trip_check_answers: PreTripCheckAnswersTable;
  pre_trip_check_photos: PreTripCheckPhotosTable;
}
