/**
 * EU tachograph driver card number (domain-rules.md §5.3): 16 ASCII characters — 14 of driver
 * identification, then the replacement and renewal indexes (0–9, A–Z). Spaces are dropped and
 * letters upper-cased, so "fi 1234…" and "FI1234…" are one card; the national 14-character
 * structure is not checked.
 */
const DRIVER_CARD_PATTERN = /^[\x21-\x7E]{14}[0-9A-Z]{2}$/;
export const DRIVER_CARD_ID_LENGTH = 16;

/** The card id as stored and compared, or undefined when it is not a valid card number. */
export function normaliseDriverCardId(input: string): string | undefined {
  const compact = input.replace(/\s+/g, '').toUpperCase();
  return DRIVER_CARD_PATTERN.test(compact) ? compact : undefined;
}

export function isDriverCardId(input: string): boolean {
  return normaliseDriverCardId(input) !== undefined;
}
