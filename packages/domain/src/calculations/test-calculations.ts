import { calculationInputSchema, type CalculationFormValues, type CalculationInput } from './calculation.schemas';
import { vehicleDefaults } from './defaults';
import type { VehicleClass } from '../fleet/vehicle-classes';
import type { Currency } from '../platform/currency';

/**
 * Builds a parsed calculation for tests: the class's built-in defaults, then the given groups
 * on top. Shared by the domain tests only (not exported from the package).
 */
export function testCalculation(
  vehicleClass: VehicleClass,
  currency: Currency,
  values: Omit<Partial<CalculationFormValues>, 'vehicleClass' | 'currency'>,
): CalculationInput {
  return calculationInputSchema.parse({
    name: 'Test',
    kind: 'newInvestment',
    ...values,
    vehicleClass,
    currency,
    defaults: { ...vehicleDefaults(vehicleClass, currency), ...values.defaults },
  });
}
