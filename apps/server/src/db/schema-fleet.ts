import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt } from './column-types';
import type { FleetDueType, FleetItemType, FleetRepeatUnit } from '@rahti/domain';

type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
/** 'YYYY-MM-DD' both ways (type parsers keep dates as text). */
type LocalDate = string;

/** Fleet items, their occurrences, hand-typed odometer readings and the due-soon lead (migration 0028). */
export interface FleetItemSeriesTable {
  organisation_id: string;
  id: Generated<string>;
  vehicle_id: string;
  type: FleetItemType;
  due_type: FleetDueType;
  first_due_date: LocalDate | null;
  repeat_unit: FleetRepeatUnit | null;
  repeat_count: number | null;
  repeat_until: LocalDate | null;
  base_sequence: Generated<number>;
  first_km: number | null;
  last_km: number | null;
  interval_km: number | null;
  cost: number;
  description: string;
  version: Generated<number>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface FleetItemsTable {
  organisation_id: string;
  id: Generated<string>;
  series_id: string;
  sequence: number;
  due_date: LocalDate | null;
  due_km: number | null;
  completed_date: LocalDate | null;
  completed_km: number | null;
  actual_cost: number | null;
  completed_by: string | null;
  created_at: CreatedAt;
}

export interface OdometerReadingsTable {
  organisation_id: string;
  id: Generated<string>;
  vehicle_id: string;
  at: ColumnType<Date, Date | string, Date | string>;
  km: number;
  source: 'manual' | 'shift' | 'tracking';
  shift_id: string | null;
  created_by: string | null;
  created_at: CreatedAt;
}

export interface FleetSettingsTable {
  organisation_id: string;
  due_soon_days: number;
  due_soon_km: number;
  document_lead_days: Generated<number>;
  updated_at: UpdatedAt;
}

export interface RefuelsTable {
  organisation_id: string;
  id: Generated<string>;
  vehicle_id: string;
  at: ColumnType<Date, Date | string, Date | string>;
  fuel_type: number;
  amount: number;
  unit: 'l' | 'kg' | 'kWh';
  price_per_unit: number | null;
  source: 'manual' | 'card' | 'shift';
  shift_id: Generated<string | null>;
  created_by: string | null;
  created_at: CreatedAt;
  /** The fuel-card import that added it, and the file's line (migration 0030). */
  card_import_id: Generated<string | null>;
  card_line: Generated<number | null>;
}

/** The organisation's own CO₂e factors (migration 0029). */
export interface EmissionFactorsTable {
  organisation_id: string;
  fuel_type: number;
  unit: 'l' | 'kg' | 'kWh';
  ttw_kg_per_unit: number;
  wtw_kg_per_unit: number;
  source: string;
  updated_at: UpdatedAt;
}

/** A vehicle's tank size in its fuel's unit (migration 0033). */
export interface VehicleTanksTable {
  organisation_id: string;
  vehicle_id: string;
  capacity: number;
  updated_at: UpdatedAt;
}

export interface FleetTables {
  refuels: RefuelsTable;
  vehicle_tanks: VehicleTanksTable;
  emission_factors: EmissionFactorsTable;
  fleet_item_series: FleetItemSeriesTable;
  fleet_items: FleetItemsTable;
  odometer_readings: OdometerReadingsTable;
  fleet_settings: FleetSettingsTable;
}
