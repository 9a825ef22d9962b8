import type { VehicleClass } from '../fleet/vehicle-classes';
import type { FuelTypeValue } from '../fleet/fuel-types';
import type { Currency } from '../platform/currency';

/**
 * The calculators' built-in numbers (spec section 9 with the gaps settled in interpretation.md).
 * Nothing else in the codebase holds them; an organisation's own settings override them.
 */

/** AdBlue use as a share of the fuel volume (spec section 9: 5 percent). */
export const ADBLUE_SHARE_OF_FUEL = 0.05;
/** The daily working unit for day counts (spec section 9). */
export const WORKING_HOURS_PER_DAY = 8;
/** The spec's example of working days in a year. */
export const EXAMPLE_WORKING_DAYS_PER_YEAR = 250;
/** Under the Swedish krona every vehicle money default is multiplied by this (spec section 9). */
export const SEK_DEFAULTS_MULTIPLIER = 10;

/** A new calculation runs on diesel until the user or the organisation chooses another fuel. */
export const DEFAULT_FUEL_TYPE: FuelTypeValue = 0;

/** The default fields of a vehicle calculation, under the spec's names (spec section 3). */
export interface VehicleDefaults {
  /** Maintenance and repairs, money per km. */
  maintenanceCost: number;
  /** Fuel price, money per fuel unit (l, kWh or kg). */
  fuelCost: number;
  fuelType: FuelTypeValue;
  /** Imputed interest on the tied capital, percent per year. */
  interestRate: number;
  /** One-off money deducted from the purchase price before depreciation (rebates, grants). */
  investmentDeductions: number;
  /** Vehicle tax, money per year. */
  vehicleTax: number;
  /** Value at the end of the planned use, percent of the purchase price. */
  residualValue: number;
  /** All-risk (comprehensive) insurance, money per year. */
  insuranceAllRisk: number;
  /** Vehicle (motor third-party) insurance, money per year; the spec gives no figure, so 0. */
  insuranceVehicle: number;
  /** A full set of tyres, money per set (countOfTyres × price per tyre). */
  tyresCost: number;
  /** Tyres, money per km, used when no tyre lifetime is given. */
  tyreCost: number;
  countOfTyres: number;
  /** AdBlue price, money per litre. */
  adBluePrice: number;
  /** Room to negotiate a quoted price, percent below the target price. */
  flex: number;
}

/** The fields of VehicleDefaults that are money, so the SEK ×10 rule applies to them. */
export const VEHICLE_MONEY_FIELDS = [
  'maintenanceCost',
  'fuelCost',
  'investmentDeductions',
  'vehicleTax',
  'insuranceAllRisk',
  'insuranceVehicle',
  'tyresCost',
  'tyreCost',
  'adBluePrice',
] as const satisfies readonly (keyof VehicleDefaults)[];

/**
 * Built-in fuel prices in euros per fuel unit (l, kWh or kg: FUEL_TYPES), used until the
 * organisation sets its own (Organisation/FuelPrices). The spec gives only `fuelCost` 1.1,
 * the diesel default; the others are typical Finnish haulage prices without VAT, our choice
 * (interpretation.md leaves them open): electricity 0.15 €/kWh, fuel oil 1.0 €/l, renewable
 * diesel 1.3 €/l, AdBlue the spec's `adBluePrice` 5 €/l, gases 1.6 €/kg (CNG) and 1.7 €/kg
 * (biogas), liquefied gases 0.7 €/l (LNG) and 0.8 €/l (LBG).
 */
export const BUILT_IN_FUEL_PRICES: Record<FuelTypeValue, number> = {
  0: 1.1,
  1: 0.15,
  2: 1.0,
  3: 1.3,
  4: 5,
  5: 1.6,
  6: 0.7,
  7: 1.7,
  8: 0.8,
};

/** The built-in price of a fuel, money per its unit, in a currency (SEK ×10). */
export function builtInFuelPrice(fuelType: FuelTypeValue, currency: Currency): number {
  return scaled(BUILT_IN_FUEL_PRICES[fuelType], currencyMultiplier(currency));
}

const GENERAL = {
  maintenanceCost: 0.002,
  interestRate: 2.5,
  residualValue: 16,
  flex: 3,
  adBluePrice: 5,
  tyreCost: 0.001,
};

/** Per class, in euros: investment deductions, vehicle tax, all-risk insurance, tyre count and price per tyre. */
const PER_CLASS: Record<
  VehicleClass,
  {
    investmentDeductions: number;
    vehicleTax: number;
    insuranceAllRisk: number;
    countOfTyres: number;
    tyrePrice: number;
  }
> = {
  1: { investmentDeductions: 100, vehicleTax: 580, insuranceAllRisk: 700, countOfTyres: 4, tyrePrice: 125 },
  2: { investmentDeductions: 150, vehicleTax: 274, insuranceAllRisk: 700, countOfTyres: 4, tyrePrice: 175 },
  3: { investmentDeductions: 400, vehicleTax: 927, insuranceAllRisk: 1300, countOfTyres: 8, tyrePrice: 500 },
  4: { investmentDeductions: 400, vehicleTax: 1328, insuranceAllRisk: 1300, countOfTyres: 8, tyrePrice: 500 },
  5: { investmentDeductions: 400, vehicleTax: 1328, insuranceAllRisk: 1400, countOfTyres: 14, tyrePrice: 357.14 },
  6: { investmentDeductions: 400, vehicleTax: 1328, insuranceAllRisk: 1400, countOfTyres: 18, tyrePrice: 333.33 },
  7: { investmentDeductions: 400, vehicleTax: 1328, insuranceAllRisk: 1400, countOfTyres: 22, tyrePrice: 363.64 },
  8: { investmentDeductions: 400, vehicleTax: 1328, insuranceAllRisk: 1300, countOfTyres: 6, tyrePrice: 500 },
  9: { investmentDeductions: 100, vehicleTax: 580, insuranceAllRisk: 700, countOfTyres: 4, tyrePrice: 125 },
};

/** Multiplier for money defaults: SEK ×10; EUR and USD use the euro figures unchanged. */
export function currencyMultiplier(currency: Currency): number {
  return currency === 'SEK' ? SEK_DEFAULTS_MULTIPLIER : 1;
}

/** Scales a default figure; rounded to 6 decimals so 1.1 × 10 reads 11, not 11.000000000000002. */
const scaled = (value: number, multiplier: number) => Math.round(value * multiplier * 1e6) / 1e6;

/**
 * The default values of a new vehicle calculation for a class and currency. The per-set tyre
 * price is the tyre count × price per tyre rounded to whole money units: the per-tyre prices
 * are the round set totals divided back (357.14 × 14 = 4999.96 is interpretation.md's 5000).
 */
export function vehicleDefaults(vehicleClass: VehicleClass, currency: Currency): VehicleDefaults {
  const perClass = PER_CLASS[vehicleClass];
  const m = currencyMultiplier(currency);
  return {
    maintenanceCost: scaled(GENERAL.maintenanceCost, m),
    fuelCost: builtInFuelPrice(DEFAULT_FUEL_TYPE, currency),
    fuelType: DEFAULT_FUEL_TYPE,
    interestRate: GENERAL.interestRate,
    investmentDeductions: scaled(perClass.investmentDeductions, m),
    vehicleTax: scaled(perClass.vehicleTax, m),
    residualValue: GENERAL.residualValue,
    insuranceAllRisk: scaled(perClass.insuranceAllRisk, m),
    insuranceVehicle: 0,
    tyresCost: Math.round(perClass.countOfTyres * perClass.tyrePrice) * m,
    tyreCost: scaled(GENERAL.tyreCost, m),
    countOfTyres: perClass.countOfTyres,
    adBluePrice: scaled(GENERAL.adBluePrice, m),
    flex: GENERAL.flex,
  };
}

/** Price of one tyre for a class, money per tyre (interpretation.md's list). */
export function tyrePricePerTyre(vehicleClass: VehicleClass, currency: Currency): number {
  return scaled(PER_CLASS[vehicleClass].tyrePrice, currencyMultiplier(currency));
}
