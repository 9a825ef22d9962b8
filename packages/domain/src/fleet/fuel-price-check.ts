import Decimal from 'decimal.js';
import { builtInFuelPrice } from '../calculations/defaults';
import type { Currency } from '../platform/currency';
import type { FuelTypeValue } from './fuel-types';

/** Issue 25: a calculation's fuel price is worth a warning when it is off today's price by more than this. */
export const FUEL_PRICE_TOLERANCE_PERCENT = 5;

/** How a calculation's assumed fuel price stands against today's price of the same fuel. */
export interface FuelPriceCheck {
  /** Assumed − today's, money per fuel unit (positive: the calculation assumes more than today's). */
  difference: number;
  /** The difference in percent of today's price, to 0.1 (half away from zero); null when today's price is 0. */
  differencePercent: number | null;
  /** Off by more than FUEL_PRICE_TOLERANCE_PERCENT of today's price: exactly 5 % is not. */
  isOff: boolean;
}

/**
 * Compares the fuel price a calculation assumes with today's price (both money per the fuel's
 * unit, in one currency). Computed in decimal, so 1.05 against 1.00 is exactly 5 % (no warning),
 * where binary floating point makes it 5.000000000000004 %. Today's price 0 warns for any other price.
 */
export function checkFuelPrice(assumed: number, today: number): FuelPriceCheck {
  const difference = new Decimal(assumed).minus(today);
  const todays = new Decimal(today);
  const limit = todays.abs().times(FUEL_PRICE_TOLERANCE_PERCENT).dividedBy(100);
  return {
    difference: difference.toNumber(),
    differencePercent: todays.isZero()
      ? null
      : difference.times(100).dividedBy(todays).toDecimalPlaces(1, Decimal.ROUND_HALF_UP).toNumber(),
    isOff: difference.abs().greaterThan(limit),
  };
}

/**
 * Today's price of a fuel in a currency, as the fuel page shows it: the organisation's own
 * (Organisation/FuelPrices, the latest of its history), else the built-in one new calculations start from.
 */
export function todaysFuelPrice(
  prices: readonly { fuelType: number; currency: string; price: number }[],
  fuelType: FuelTypeValue,
  currency: Currency,
): { price: number; isOwn: boolean } {
  const own = prices.find((price) => price.fuelType === fuelType && price.currency === currency);
  return own ? { price: own.price, isOwn: true } : { price: builtInFuelPrice(fuelType, currency), isOwn: false };
}
