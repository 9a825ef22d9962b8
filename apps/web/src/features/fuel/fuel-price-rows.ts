import {
  builtInFuelPrice,
  FUEL_TYPES,
  type Currency,
  type FuelPrice,
  type FuelPriceChange,
  type FuelTypeValue,
} from '@rahti/domain';

/** A fuel's price today in the organisation's currency: its own, else the built-in one calculations use. */
export interface TodaysPrice {
  fuelType: FuelTypeValue;
  unit: string;
  price: number;
  /** The organisation's own price, which a new price replaces (PUT); none while the built-in one applies (POST). */
  own: FuelPrice | undefined;
}

/** Every fuel of spec section 3, in its order, with the price new calculations start from. */
export function todaysPrices(prices: readonly FuelPrice[], currency: Currency): TodaysPrice[] {
  return FUEL_TYPES.map((fuel) => {
    const own = prices.find((price) => price.fuelType === fuel.value && price.currency === currency);
    return { fuelType: fuel.value, unit: fuel.unit, price: own?.price ?? builtInFuelPrice(fuel.value, currency), own };
  });
}

/** The price changes of one fuel in one currency, oldest first (the history answers newest first). */
export function priceChangesOf(
  history: readonly FuelPriceChange[],
  fuelType: number,
  currency: Currency,
): FuelPriceChange[] {
  return history
    .filter((change) => change.fuelType === fuelType && change.currency === currency)
    .sort((a, b) => Date.parse(a.changedAt) - Date.parse(b.changedAt));
}
