import { parseDecimal } from '@rahti/domain';

export type OptionalNumber = { ok: true; value: number | null } | { ok: false; message: string };

/**
 * A number field that may be left empty (km, litres): empty is null; a decimal comma is
 * accepted (spec section 5); the message is a catalogue key, as the shared schemas' are.
 */
export function readOptionalNumber(text: string): OptionalNumber {
  if (text.trim() === '') return { ok: true, value: null };
  const value = parseDecimal(text);
  if (value === undefined) return { ok: false, message: 'validation:number' };
  if (value < 0) return { ok: false, message: 'validation:notNegative' };
  return { ok: true, value };
}

/** The number as a field shows it to be edited. */
export const numberText = (value: number | null | undefined) => (value == null ? '' : String(value));
