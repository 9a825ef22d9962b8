import { z } from 'zod';
import { builtOnce } from '../platform/built-once';
import { parseDecimal } from '../platform/numbers';

/**
 * Number fields of the calculators (spec section 5): a comma is accepted as the decimal
 * separator, spaces group thousands ("12 500,50"), negatives are rejected with "Value can not
 * be smaller than 0" and anything else that is not a number with "Enter a valid number".
 */

/**
 * Form text to a number before zod checks it: "12,5" → 12.5; "" → undefined (missing);
 * "abc" → NaN (not a number). Numbers and other types pass through to the number check.
 */
export function readDecimalInput(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  if (value.trim() === '') return undefined;
  return parseDecimal(value) ?? Number.NaN;
}

/** Beyond any price, distance or count a haulier enters; larger input is a typing error. */
export const MAX_AMOUNT = 1e12;

const numberMessage = (requiredKey: string) => (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === null ? requiredKey : 'validation:number';

/** A required number ≥ 0; a missing value gets `requiredKey` (default "Required"). */
export const amountField = builtOnce((requiredKey: string = 'validation:required') => {
  return z.preprocess(
    readDecimalInput,
    z
      .number({ error: numberMessage(requiredKey) })
      .min(0, 'validation:notNegative')
      .max(MAX_AMOUNT, 'validation:number'),
  );
});

/** An optional number ≥ 0: empty text or null reads as not given. */
export const optionalAmountField = builtOnce(() => {
  return z.preprocess(
    (value) => (value === null ? undefined : readDecimalInput(value)),
    z
      .number({ error: numberMessage('validation:required') })
      .min(0, 'validation:notNegative')
      .max(MAX_AMOUNT, 'validation:number')
      .optional(),
  );
});

/** A number ≥ 0 with a default used when the value is missing or empty. */
export const amountWithDefault = builtOnce((defaultValue: number) => {
  return z.preprocess(
    (value) => (value === null ? undefined : readDecimalInput(value)),
    z
      .number({ error: numberMessage('validation:required') })
      .min(0, 'validation:notNegative')
      .max(MAX_AMOUNT, 'validation:number')
      .default(defaultValue),
  );
});

/** A whole number ≥ 0 (tyre counts, days, units). */
export const wholeNumberField = builtOnce((requiredKey: string = 'validation:required') => {
  return z.preprocess(
    readDecimalInput,
    z
      .number({ error: numberMessage(requiredKey) })
      .int('validation:integer')
      .min(0, 'validation:notNegative')
      .max(MAX_AMOUNT, 'validation:number'),
  );
});
