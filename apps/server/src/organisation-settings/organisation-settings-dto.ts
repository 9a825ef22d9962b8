import {
  allowanceDefaults,
  wageDefaults,
  type FuelPrice,
  type FuelPriceChange,
  type VehicleDetails,
  type VehicleClass,
  type WageDetails,
} from '@rahti/domain';
import type {
  FuelPriceHistoryRow,
  FuelPriceRow,
  VehicleDetailsRow,
  WageDetailsRow,
} from './organisation-settings.repository';

const iso = (value: Date | string) => new Date(value).toISOString();

export function toVehicleDetails(row: VehicleDetailsRow): VehicleDetails {
  return {
    ...row.values,
    id: row.id,
    vehicleClass: row.vehicle_class as VehicleClass,
    currency: row.currency,
    updatedAt: iso(row.updated_at),
  } as VehicleDetails;
}

/** The organisation's saved wage values over the spec's defaults, and its own values alone. */
export function toWageDetails(row: WageDetailsRow | undefined): WageDetails {
  const saved = (row?.values ?? {}) as Partial<WageDetails>;
  const numbersOnly = (values: object) =>
    Object.fromEntries(Object.entries(values).filter(([, v]) => typeof v === 'number'));
  const own = numbersOnly(saved);
  const ownAllowances = numbersOnly(saved.allowances ?? {});
  return {
    ...wageDefaults(),
    ...own,
    allowances: { ...allowanceDefaults(), ...ownAllowances },
    isSaved: row !== undefined,
    updatedAt: row ? iso(row.updated_at) : null,
    // What the organisation set itself: stored as given (a field left empty is not stored), never the defaults.
    ownValues: { ...own, allowances: ownAllowances },
  } as WageDetails;
}

export function toFuelPrice(row: FuelPriceRow): FuelPrice {
  return {
    id: row.id,
    fuelType: row.fuel_type,
    currency: row.currency,
    price: row.price,
    updatedAt: iso(row.updated_at),
  };
}

export function toFuelPriceChange(row: FuelPriceHistoryRow): FuelPriceChange {
  return {
    fuelPriceId: row.fuel_price_id,
    fuelType: row.fuel_type,
    currency: row.currency,
    price: row.price,
    changedAt: iso(row.changed_at),
    changedBy: row.changed_by,
  };
}
