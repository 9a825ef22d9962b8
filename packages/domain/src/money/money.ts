import Decimal from 'decimal.js';

/**
 * The one money module (DESIGN.md "Money"): amounts that are summed or rounded never go through
 * binary floating point. Inputs are taken as the decimal numbers they print as (1.005 is one
 * thousand and five thousandths, not 1.00499999…), rounding is half away from zero (−0.125 →
 * −0.13), and a total is the sum of its rounded parts.
 */
const Exact = Decimal.clone({ precision: 60, rounding: Decimal.ROUND_HALF_UP });

export type DecimalInput = number | string;

function exact(value: DecimalInput): Decimal {
  if (typeof value === 'number' && !Number.isFinite(value)) throw new RangeError(`Not a finite amount: ${value}`);
  return new Exact(value);
}

/** `value` rounded half away from zero to `places` decimals, as a number that prints exactly so. */
export function roundDecimal(value: DecimalInput, places: number): number {
  return exact(value).toDecimalPlaces(places, Decimal.ROUND_HALF_UP).toNumber();
}

/** An amount rounded to the cent, half away from zero. */
export function roundMoney(value: DecimalInput): number {
  return roundDecimal(value, 2);
}

/** The product of the factors, computed exactly, then rounded to the cent once. */
export function multiplyMoney(...factors: DecimalInput[]): number {
  return roundMoney(
    factors.reduce<Decimal>((product, factor) => product.times(exact(factor)), new Exact(1)).toString(),
  );
}

/** a × b ÷ divisor, computed exactly, then rounded to the cent once (an hourly rate over milliseconds). */
export function multiplyDivideMoney(a: DecimalInput, b: DecimalInput, divisor: DecimalInput): number {
  return roundMoney(exact(a).times(exact(b)).dividedBy(exact(divisor)).toString());
}

/** The exact sum of amounts (each already to the cent, so the sum is too). */
export function sumMoney(amounts: readonly DecimalInput[]): number {
  return amounts
    .reduce<Decimal>((sum, amount) => sum.plus(exact(amount)), new Exact(0))
    .toDecimalPlaces(2, Decimal.ROUND_HALF_UP)
    .toNumber();
}

/** a − b, exactly, to the cent. */
export function subtractMoney(a: DecimalInput, b: DecimalInput): number {
  return roundMoney(exact(a).minus(exact(b)).toString());
}

/** `part` as a percentage of `whole` to `places` decimals (half away from zero); null when `whole` is 0. */
export function percentOf(part: DecimalInput, whole: DecimalInput, places = 2): number | null {
  const divisor = exact(whole);
  if (divisor.isZero()) return null;
  return roundDecimal(exact(part).times(100).dividedBy(divisor).toString(), places);
}

/** Whole cents of an amount rounded to the cent (for barcodes and sums in integers). */
export function toCents(value: DecimalInput): number {
  return exact(value).times(100).toDecimalPlaces(0, Decimal.ROUND_HALF_UP).toNumber();
}

/** An amount of whole cents as a number of euros (or crowns) with two decimals. */
export function fromCents(cents: number): number {
  if (!Number.isInteger(cents)) throw new RangeError(`Not whole cents: ${cents}`);
  return new Exact(cents).dividedBy(100).toNumber();
}
