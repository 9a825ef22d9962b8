import type { FuelTypeValue } from '../fleet/fuel-types';
import type { CalculationDefaults } from './calculation-defaults.schemas';
import type { CalculationBody, CalculationInput } from './calculation.schemas';
import type { VehicleDefaults } from './defaults';
import { DAILY_ALLOWANCE_TYPES, type DailyAllowanceType } from './enumerations';
import { WAGE_DEFAULT_FIELDS } from './wage-defaults';

/**
 * The default price of a fuel, money per its unit (GET /api/calculations/defaults): the
 * answer's own `fuelCost` for the fuel it starts with (it may come from the organisation's
 * values for the vehicle class), else the fuel's price in `fuelPrices` (the organisation's
 * FuelPrices, else the built-in one).
 */
export function defaultFuelPrice(
  defaults: Pick<CalculationDefaults, 'fuelType' | 'fuelCost' | 'fuelPrices'>,
  fuelType: FuelTypeValue,
): number {
  if (fuelType === defaults.fuelType) return defaults.fuelCost;
  return defaults.fuelPrices.find((row) => row.fuelType === fuelType)?.price ?? defaults.fuelCost;
}

/** The vehicle default fields of GET /api/calculations/defaults, as a calculation's `defaults` group holds them. */
export function vehicleDefaultsOf(defaults: CalculationDefaults): VehicleDefaults {
  const {
    vehicleClass: _class,
    currency: _currency,
    wages: _wages,
    allowances: _allowances,
    fuelPrices: _prices,
    overridden: _overridden,
    ...vehicle
  } = defaults;
  return vehicle as VehicleDefaults;
}

/** The organisation's amount per day for an allowance type (money), or undefined for none. */
export function defaultAllowancePerDay(
  defaults: Pick<CalculationDefaults, 'allowances'>,
  type: DailyAllowanceType,
): number | undefined {
  const name = DAILY_ALLOWANCE_TYPES[type];
  return name === 'none' ? undefined : defaults.allowances[name];
}

/**
 * A calculation body completed from the defaults GET /api/calculations/defaults answers (the
 * organisation's own over the built-in ones), so a saved calculation holds the same values a
 * new one in the wizard starts with: every default value the body leaves out, the price of the
 * chosen fuel when only the fuel is given, the wage side-cost fractions it leaves out and the
 * amount per day of its daily allowance type.
 * Given values always win.
 */
export function withCalculationDefaults(body: CalculationBody, defaults: CalculationDefaults): CalculationInput {
  const fuelType = (body.defaults.fuelType ?? defaults.fuelType) as FuelTypeValue;
  const vehicle: VehicleDefaults = {
    ...vehicleDefaultsOf(defaults),
    fuelType,
    fuelCost: defaultFuelPrice(defaults, fuelType),
    ...body.defaults,
  };
  const wageRates = Object.fromEntries(WAGE_DEFAULT_FIELDS.map((key) => [key, body.wages[key] ?? defaults.wages[key]]));
  const allowancePerDay = body.wages.allowancePerDay ?? defaultAllowancePerDay(defaults, body.wages.dailyAllowanceType);
  return { ...body, defaults: vehicle, wages: { ...body.wages, ...wageRates, allowancePerDay } };
}
