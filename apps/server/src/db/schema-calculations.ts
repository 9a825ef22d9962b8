import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, Json } from './column-types';

/** Profitability calculators (migration 0003). */
export interface CalculationsTable {
  organisation_id: string;
  id: Generated<string>;
  name: string;
  kind: 'newInvestment' | 'existingVehicle' | 'jobPricing';
  vehicle_class: number;
  currency: 'EUR' | 'USD' | 'SEK';
  document: Json<Record<string, unknown>>;
  created_by: string | null;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface CalculationImagesTable {
  organisation_id: string;
  calculation_id: string;
  content_type: 'image/png' | 'image/jpeg' | 'image/webp';
  size_bytes: number;
  bytes: Uint8Array;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface OrganisationVehicleDetailsTable {
  organisation_id: string;
  id: Generated<string>;
  vehicle_class: number;
  currency: 'EUR' | 'USD' | 'SEK';
  values: Json<Record<string, number>>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface OrganisationWageDetailsTable {
  organisation_id: string;
  values: Json<Record<string, unknown>>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface FuelPricesTable {
  organisation_id: string;
  id: Generated<string>;
  fuel_type: number;
  currency: 'EUR' | 'USD' | 'SEK';
  price: number;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface FuelPriceHistoryTable {
  organisation_id: string;
  id: Generated<number>;
  fuel_price_id: string;
  fuel_type: number;
  currency: 'EUR' | 'USD' | 'SEK';
  price: number;
  changed_by: string | null;
  changed_at: CreatedAt;
}

/** The calculators' tables, part of `Database`. */
export interface CalculatorTables {
  calculations: CalculationsTable;
  calculation_images: CalculationImagesTable;
  organisation_vehicle_details: OrganisationVehicleDetailsTable;
  organisation_wage_details: OrganisationWageDetailsTable;
  fuel_prices: FuelPricesTable;
  fuel_price_history: FuelPriceHistoryTable;
}
