import {
  FUEL_TYPES,
  builtInFuelPrice,
  vehicleDefaults,
  type CalculationDefaults,
  type Currency,
  type VehicleClass,
  type VehicleDefaults,
} from '@rahti/domain';
import type { AppContext } from '../platform/app-context';
import type { AuthContext } from '../http/access';
import { createOrganisationSettingsService } from '../organisation-settings/organisation-settings.service';

/**
 * Defaults for a new calculation: the built-in ones (domain `vehicleDefaults`), then the
 * organisation's vehicle details for the class and currency, then its price for the chosen
 * fuel, and its wage details. The one source of defaults: the wizard reads it over HTTP and
 * saving fills a calculation's left-out values from it.
 */
export function createCalculationDefaultsService(context: AppContext) {
  const settings = createOrganisationSettingsService(context);

  return {
    async defaultsFor(auth: AuthContext, vehicleClass: VehicleClass, currency: Currency): Promise<CalculationDefaults> {
      const own = await settings.ownValuesFor(auth, vehicleClass, currency);
      const builtIn = vehicleDefaults(vehicleClass, currency);
      const overridden = Object.keys(own.vehicleValues).filter((key) => key in builtIn);
      const vehicle: VehicleDefaults = {
        ...builtIn,
        ...(Object.fromEntries(overridden.map((key) => [key, own.vehicleValues[key]])) as Partial<VehicleDefaults>),
      };
      const fuelPrices = FUEL_TYPES.map(({ value }) => ({
        fuelType: value,
        price: own.fuelPriceByType.get(value) ?? builtInFuelPrice(value, currency),
      }));
      if (!overridden.includes('fuelCost')) {
        // The class's fuel (its own or diesel) at the organisation's price for it, else the built-in one.
        vehicle.fuelCost = fuelPrices.find((row) => row.fuelType === vehicle.fuelType)?.price ?? vehicle.fuelCost;
        if (own.fuelPriceByType.has(vehicle.fuelType)) overridden.push('fuelCost');
      }
      const { allowances, isSaved, updatedAt: _updatedAt, ownValues: _ownValues, ...wages } = own.wageDetails;
      if (isSaved) overridden.push('wages', 'allowances');
      return { vehicleClass, currency, ...vehicle, wages, allowances, fuelPrices, overridden };
    },
  };
}
