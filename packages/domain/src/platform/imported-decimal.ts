import { z } from 'zod';
import { builtOnce } from './built-once';
import { parseDecimal } from './numbers';

interface ImportedDecimalOptions {
  min: number;
  max: number;
  /** The most decimals the number may have: 0 for a whole number. */
  places: number;
  /** Said below `min`; "Enter a valid number" unless given. */
  minMessage?: string;
  /** Said for more decimals than `places`; "Enter a valid number" unless given. */
  placesMessage?: string;
}

/**
 * A number in a cell of an imported file: a spreadsheet's number, or text with a decimal comma or
 * point ("1 234,5", as parseDecimal reads it). One builder for every import (invoices, transport
 * orders), so a file's numbers are read the same way whatever it imports.
 */
export const importedDecimal = builtOnce(
  ({
    min,
    max,
    places,
    minMessage = 'validation:number',
    placesMessage = 'validation:number',
  }: ImportedDecimalOptions) => {
    return z
      .union([z.number(), z.string()], { error: 'validation:number' })
      .transform((value, ctx) => {
        const parsed = parseDecimal(value);
        if (parsed === undefined) {
          ctx.addIssue({ code: 'custom', message: 'validation:number' });
          return z.NEVER;
        }
        return parsed;
      })
      .pipe(
        z
          .number()
          .min(min, minMessage)
          .max(max, 'validation:number')
          // Within a millionth, not exactly: in floating point 1.15 × 100 is 114.99999999999999.
          .refine((value) => Math.abs(Math.round(value * 10 ** places) - value * 10 ** places) < 1e-6, placesMessage),
      );
  },
);
