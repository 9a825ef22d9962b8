import { parseDecimal, type Language } from '@rahti/domain';

/** A number as the user would type it: a decimal comma in Finnish and Swedish. */
export const decimalText = (value: number, language: Language): string =>
  language === 'en' ? String(value) : String(value).replace('.', ',');

/**
 * A typed number, read with a decimal comma or point (spec section 5): `empty` when nothing is
 * typed, `invalid` for text that is not a number.
 */
export function readDecimal(text: string): number | 'empty' | 'invalid' {
  const trimmed = text.trim();
  if (trimmed === '') return 'empty';
  return parseDecimal(trimmed) ?? 'invalid';
}
