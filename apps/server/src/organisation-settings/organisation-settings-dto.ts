import { allowanceDefaults, wageDefaults, type FuelPrice, type FuelPriceChange, type VehicleDetails, type VehicleClass, type WageDetails } from '@rahti/domain';
import type { FuelPriceHistoryRow, FuelPriceRow, VehicleDetailsRow, WageDetailsRow } from './organisation-settings.repository';

const iso = (value: Date | string) => new Date(value).toISOString();

export function toVehicleDetails(row: VehicleDetailsRow): VehicleDetails {
  return { ...row.values, id: row.id, vehicleClass: row.vehicle_class as VehicleClass, currency: row.currency, updatedAt: iso(row.updated_at) } as VehicleDetails;
}

/** The organisation's saved wage values over the spec's defaults. */
export function toWageDetails(row: WageDetailsRow | undefined): WageDetails {
  const saved = (row?.values ?? {}) as Partial<WageDetails>;
  const numbersOnly = (values: object) => Object.fromEntries(Object.entries(values).filter(([, v]) => typeof v === 'number'));
  return {
    ...wageDefaults(),
    ...numbersOnly(saved),
    allowances: { ...allowanceDefaults(), ...numbersOnly(saved.allowances ?? {}) },
    isSaved: row !== undefined,
    updatedAt: row ? iso(row.updated_at) : null,
  } as WageDetails;
}

export function toFuelPrice(row: FuelPriceRow): FuelPrice {
  return { id: row.id, fuelType: row.fuel_type, currency: row.currency, price: row.price, updatedAt: iso(row.updated_at) };
}

export function toFuelPriceChange(row: FuelPriceHistoryRow): FuelPriceChange {
  return { fuelPriceId: row.fuel_price_id, fuelType: row.fuel_type, currency: row.currency, price: row.price, changedAt: iso(row.changed_at), changedBy: row.changed_by };
}
