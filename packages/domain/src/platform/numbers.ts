import { z } from 'zod';
import { builtOnce } from './built-once';

/** A plain decimal as people type it: digits, an optional point or comma and more digits. */
const DECIMAL_PATTERN = /^[+-]?\d+(?:[.,]\d+)?$|^[+-]?[.,]\d+$/;

/**
 * Reads a number typed with a decimal comma or point (spec section 5: "a comma is accepted as a
 * decimal separator"). Spaces are ignored (1 234,5). Returns undefined for anything else.
 */
export function parseDecimal(input: string | number): number | undefined {
  if (typeof input === 'number') return Number.isFinite(input) ? input : undefined;
  const compact = input.replace(/[\s\u00a0]/g, '');
  if (!DECIMAL_PATTERN.test(compact)) return undefined;
  const value = Number(compact.replace(',', '.'));
  return Number.isFinite(value) ? value : undefined;
}

/**
 * A non-negative number given as a JSON number or as text with a decimal comma. Messages:
 * "Enter a valid number", "Value can not be smaller than 0" (spec section 5).
 */
export const decimalField = builtOnce((options: { requiredMessage?: string } = {}) => {
  const requiredMessage = options.requiredMessage ?? 'validation:required';
  return z
    .union([z.number(), z.string()], {
      error: (issue) => (issue.input == null ? requiredMessage : 'validation:number'),
    })
    .transform((value, ctx) => {
      if (typeof value === 'string' && value.trim() === '') {
        ctx.addIssue({ code: 'custom', message: requiredMessage });
        return z.NEVER;
      }
      const parsed = parseDecimal(value);
      if (parsed === undefined) {
        ctx.addIssue({ code: 'custom', message: 'validation:number' });
        return z.NEVER;
      }
      return parsed;
    })
    .pipe(z.number().min(0, 'validation:notNegative').max(1e12, 'validation:number'));
});
