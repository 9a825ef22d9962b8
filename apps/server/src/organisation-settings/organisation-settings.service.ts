import type { Currency, FuelPriceInput, VehicleDetailsInput, WageDetailsInput } from '@rahti/domain';
import type { AppContext } from '../platform/app-context';
import { isUniqueViolation } from '../db/errors';
import { withTenant, type Tx } from '../db/tenant';
import { ApiError, notFound } from '../http/api-error';
import type { AuthContext } from '../http/access';
import { toFuelPrice, toFuelPriceChange, toVehicleDetails, toWageDetails } from './organisation-settings-dto';
import {
  fuelPricesRepository,
  vehicleDetailsRepository,
  wageDetailsRepository,
} from './organisation-settings.repository';

const conflictOn = (code: string, path: string) => new ApiError(409, code, {}, [{ path, message: code }]);

/** Only the values the caller gave; a left-out value keeps following the built-in default. */
function givenValues(input: object, skip: string[]): Record<string, number> {
  return Object.fromEntries(
    Object.entries(input).filter(([key, value]) => !skip.includes(key) && typeof value === 'number'),
  ) as Record<string, number>;
}

/** Runs a write whose unique violation means "this one exists already". */
async function uniquely<T>(work: Promise<T>, code: string, path: string): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (isUniqueViolation(error)) throw conflictOn(code, path);
    throw error;
  }
}

/** The organisation's calculator settings (spec section 7); routes restrict writes to Admin or Superuser. */
export function createOrganisationSettingsService(context: AppContext) {
  const { db } = context.database;
  const inTenant = <T>(auth: AuthContext, work: (tx: Tx) => Promise<T>) => withTenant(db, auth.organisationId, work);

  return {
    async listVehicleDetails(auth: AuthContext) {
      return (await inTenant(auth, (tx) => vehicleDetailsRepository.list(tx, auth.organisationId))).map(
        toVehicleDetails,
      );
    },

    async createVehicleDetails(auth: AuthContext, input: VehicleDetailsInput) {
      const details = {
        vehicleClass: input.vehicleClass,
        currency: input.currency,
        values: givenValues(input, ['vehicleClass', 'currency']),
      };
      const row = await uniquely(
        inTenant(auth, (tx) => vehicleDetailsRepository.create(tx, auth.organisationId, details)),
        'calculations:vehicleDetailsExist',
        'vehicleClass',
      );
      return toVehicleDetails(row);
    },

    async updateVehicleDetails(auth: AuthContext, id: string, input: VehicleDetailsInput) {
      const details = {
        vehicleClass: input.vehicleClass,
        currency: input.currency,
        values: givenValues(input, ['vehicleClass', 'currency']),
      };
      const row = await uniquely(
        inTenant(auth, (tx) => vehicleDetailsRepository.update(tx, auth.organisationId, id, details)),
        'calculations:vehicleDetailsExist',
        'vehicleClass',
      );
      if (!row) throw notFound();
      return toVehicleDetails(row);
    },

    async getWageDetails(auth: AuthContext) {
      return toWageDetails(await inTenant(auth, (tx) => wageDetailsRepository.find(tx, auth.organisationId)));
    },

    async createWageDetails(auth: AuthContext, input: WageDetailsInput) {
      const values = { ...givenValues(input, ['allowances']), allowances: givenValues(input.allowances, []) };
      const row = await uniquely(
        inTenant(auth, (tx) => wageDetailsRepository.create(tx, auth.organisationId, values)),
        'calculations:wageDetailsExist',
        'body',
      );
      return toWageDetails(row);
    },

    async updateWageDetails(auth: AuthContext, input: WageDetailsInput) {
      const values = { ...givenValues(input, ['allowances']), allowances: givenValues(input.allowances, []) };
      const row = await inTenant(auth, (tx) => wageDetailsRepository.update(tx, auth.organisationId, values));
      if (!row) throw notFound();
      return toWageDetails(row);
    },

    async listFuelPrices(auth: AuthContext) {
      return (await inTenant(auth, (tx) => fuelPricesRepository.list(tx, auth.organisationId))).map(toFuelPrice);
    },

    async createFuelPrice(auth: AuthContext, input: FuelPriceInput) {
      const work = inTenant(auth, async (tx) => {
        const row = await fuelPricesRepository.create(tx, auth.organisationId, input);
        await fuelPricesRepository.recordChange(tx, auth.organisationId, row, auth.userId);
        return row;
      });
      return toFuelPrice(await uniquely(work, 'calculations:fuelPriceExists', 'fuelType'));
    },

    async updateFuelPrice(auth: AuthContext, id: string, input: FuelPriceInput) {
      const work = inTenant(auth, async (tx) => {
        const row = await fuelPricesRepository.update(tx, auth.organisationId, id, input);
        if (!row) throw notFound();
        await fuelPricesRepository.recordChange(tx, auth.organisationId, row, auth.userId);
        return row;
      });
      return toFuelPrice(await uniquely(work, 'calculations:fuelPriceExists', 'fuelType'));
    },

    /** What the organisation set for new calculations of one class in one currency. */
    async ownValuesFor(auth: AuthContext, vehicleClass: number, currency: Currency) {
      return inTenant(auth, async (tx) => {
        const vehicle = await vehicleDetailsRepository.findFor(tx, auth.organisationId, vehicleClass, currency);
        const fuelPrices = (await fuelPricesRepository.list(tx, auth.organisationId)).filter(
          (row) => row.currency === currency,
        );
        const wages = await wageDetailsRepository.find(tx, auth.organisationId);
        return {
          vehicleValues: vehicle?.values ?? {},
          fuelPriceByType: new Map(fuelPrices.map((row) => [row.fuel_type, row.price])),
          wageDetails: toWageDetails(wages),
        };
      });
    },

    async fuelHistory(auth: AuthContext) {
      return (await inTenant(auth, (tx) => fuelPricesRepository.history(tx, auth.organisationId))).map(
        toFuelPriceChange,
      );
    },
  };
}
