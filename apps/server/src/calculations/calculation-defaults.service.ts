import { vehicleDefaults, type CalculationDefaults, type Currency, type VehicleClass, type VehicleDefaults } from '@rahti/domain';
import type { AppContext } from '../app-context';
import type { AuthContext } from '../http/access';
import { createOrganisationSettingsService } from '../organisation-settings/organisation-settings.service';

/**
 * Defaults for a new calculation: the built-in ones (domain `vehicleDefaults`), then the
 * organisation's vehicle details for the class and currency, then its price for the chosen
 * fuel, and its wage details.
 */
export function createCalculationDefaultsService(context: AppContext) {
  const settings = createOrganisationSettingsService(context);

  return {
    async defaultsFor(auth: AuthContext, vehicleClass: VehicleClass, currency: Currency): Promise<CalculationDefaults> {
      const own = await settings.ownValuesFor(auth, vehicleClass, currency);
      const builtIn = vehicleDefaults(vehicleClass, currency);
      const overridden = Object.keys(own.vehicleValues).filter((key) => key in builtIn);
      const vehicle: VehicleDefaults = { ...builtIn, ...(Object.fromEntries(overridden.map((key) => [key, own.vehicleValues[key]])) as Partial<VehicleDefaults>) };
      const fuelPrice = own.fuelPriceByType.get(vehicle.fuelType);
      if (fuelPrice !== undefined && !overridden.includes('fuelCost')) {
        vehicle.fuelCost = fuelPrice;
        overridden.push('fuelCost');
      }
      const { allowances, isSaved, updatedAt: _updatedAt, ...wages } = own.wageDetails;
      if (isSaved) overridden.push('wages', 'allowances');
      return { vehicleClass, currency, ...vehicle, wages, allowances, overridden };
    },
  };
}
