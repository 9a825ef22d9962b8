import type { Selectable } from 'kysely';
import type { Currency } from '@rahti/domain';
import type {
  FuelPriceHistoryTable,
  FuelPricesTable,
  OrganisationVehicleDetailsTable,
  OrganisationWageDetailsTable,
} from '../db/schema';
import type { Tx } from '../db/tenant';

export type VehicleDetailsRow = Selectable<OrganisationVehicleDetailsTable>;
export type WageDetailsRow = Selectable<OrganisationWageDetailsTable>;
export type FuelPriceRow = Selectable<FuelPricesTable>;
export type FuelPriceHistoryRow = Selectable<FuelPriceHistoryTable>;

export interface VehicleDetailsValues {
  vehicleClass: number;
  currency: Currency;
  values: Record<string, number>;
}

/** Vehicle details per class and currency; every method takes the organisation first. */
export const vehicleDetailsRepository = {
  list(tx: Tx, organisationId: string): Promise<VehicleDetailsRow[]> {
    return tx
      .selectFrom('organisation_vehicle_details')
      .selectAll()
      .where('organisation_id', '=', organisationId)
      .orderBy('vehicle_class')
      .orderBy('currency')
      .execute();
  },

  findFor(
    tx: Tx,
    organisationId: string,
    vehicleClass: number,
    currency: Currency,
  ): Promise<VehicleDetailsRow | undefined> {
    return tx
      .selectFrom('organisation_vehicle_details')
      .selectAll()
      .where('organisation_id', '=', organisationId)
      .where('vehicle_class', '=', vehicleClass)
      .where('currency', '=', currency)
      .executeTakeFirst();
  },

  create(tx: Tx, organisationId: string, details: VehicleDetailsValues): Promise<VehicleDetailsRow> {
    return tx
      .insertInto('organisation_vehicle_details')
      .values({
        organisation_id: organisationId,
        vehicle_class: details.vehicleClass,
        currency: details.currency,
        values: JSON.stringify(details.values),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  },

  update(
    tx: Tx,
    organisationId: string,
    id: string,
    details: VehicleDetailsValues,
  ): Promise<VehicleDetailsRow | undefined> {
    return tx
      .updateTable('organisation_vehicle_details')
      .set({
        vehicle_class: details.vehicleClass,
        currency: details.currency,
        values: JSON.stringify(details.values),
        updated_at: new Date(),
      })
      .where('organisation_id', '=', organisationId)
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst();
  },
};

/** The organisation's one row of wage details. */
export const wageDetailsRepository = {
  find(tx: Tx, organisationId: string): Promise<WageDetailsRow | undefined> {
    return tx
      .selectFrom('organisation_wage_details')
      .selectAll()
      .where('organisation_id', '=', organisationId)
      .executeTakeFirst();
  },

  create(tx: Tx, organisationId: string, values: Record<string, unknown>): Promise<WageDetailsRow> {
    return tx
      .insertInto('organisation_wage_details')
      .values({ organisation_id: organisationId, values: JSON.stringify(values) })
      .returningAll()
      .executeTakeFirstOrThrow();
  },

  update(tx: Tx, organisationId: string, values: Record<string, unknown>): Promise<WageDetailsRow | undefined> {
    return tx
      .updateTable('organisation_wage_details')
      .set({ values: JSON.stringify(values), updated_at: new Date() })
      .where('organisation_id', '=', organisationId)
      .returningAll()
      .executeTakeFirst();
  },
};

/** Fuel prices, and a history row for every price a fuel is given. */
export const fuelPricesRepository = {
  list(tx: Tx, organisationId: string): Promise<FuelPriceRow[]> {
    return tx
      .selectFrom('fuel_prices')
      .selectAll()
      .where('organisation_id', '=', organisationId)
      .orderBy('fuel_type')
      .orderBy('currency')
      .execute();
  },

  findFor(tx: Tx, organisationId: string, fuelType: number, currency: Currency): Promise<FuelPriceRow | undefined> {
    return tx
      .selectFrom('fuel_prices')
      .selectAll()
      .where('organisation_id', '=', organisationId)
      .where('fuel_type', '=', fuelType)
      .where('currency', '=', currency)
      .executeTakeFirst();
  },

  create(
    tx: Tx,
    organisationId: string,
    price: { fuelType: number; currency: Currency; price: number },
  ): Promise<FuelPriceRow> {
    return tx
      .insertInto('fuel_prices')
      .values({
        organisation_id: organisationId,
        fuel_type: price.fuelType,
        currency: price.currency,
        price: price.price,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  },

  update(
    tx: Tx,
    organisationId: string,
    id: string,
    price: { fuelType: number; currency: Currency; price: number },
  ): Promise<FuelPriceRow | undefined> {
    return tx
      .updateTable('fuel_prices')
      .set({ fuel_type: price.fuelType, currency: price.currency, price: price.price, updated_at: new Date() })
      .where('organisation_id', '=', organisationId)
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst();
  },

  async recordChange(tx: Tx, organisationId: string, row: FuelPriceRow, changedBy: string): Promise<void> {
    await tx
      .insertInto('fuel_price_history')
      .values({
        organisation_id: organisationId,
        fuel_price_id: row.id,
        fuel_type: row.fuel_type,
        currency: row.currency,
        price: row.price,
        changed_by: changedBy,
      })
      .execute();
  },

  history(tx: Tx, organisationId: string): Promise<FuelPriceHistoryRow[]> {
    return tx
      .selectFrom('fuel_price_history')
      .selectAll()
      .where('organisation_id', '=', organisationId)
      .orderBy('changed_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
  },
};
