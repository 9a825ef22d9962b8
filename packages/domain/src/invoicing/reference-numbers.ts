/**
 * Payment references: the Finnish reference number (viitenumero) and the RF creditor reference
 * of ISO 11649 built on it. Sources: docs/decisions/0022-invoicing-identifiers.md.
 */

const FINNISH_WEIGHTS = [7, 3, 1] as const;

/** The 7-3-1 check digit of a base of digits, weights running from the rightmost digit. */
export function finnishReferenceCheckDigit(base: string): number {
  if (!/^\d+$/.test(base)) throw new RangeError(`Not digits: ${base}`);
  let sum = 0;
  for (let offset = 0; offset < base.length; offset += 1) {
    sum += Number(base[base.length - 1 - offset]) * FINNISH_WEIGHTS[offset % 3]!;
  }
  return (10 - (sum % 10)) % 10;
}

/**
 * A Finnish reference number: the base (3–19 digits, no leading zero, spaces allowed) with its
 * check digit appended, so 4–20 digits in all. Throws a RangeError for any other base.
 */
export function finnishReference(base: string | bigint): string {
  const digits = String(base).replace(/\s+/g, '');
  if (!/^[1-9]\d{2,18}$/.test(digits)) throw new RangeError(`Not a reference base of 3–19 digits: ${String(base)}`);
  return `${digits}${finnishReferenceCheckDigit(digits)}`;
}

/** True for a Finnish reference number of 4–20 digits (spaces allowed) whose check digit holds. */
export function isFinnishReference(value: string): boolean {
  const digits = value.replace(/\s+/g, '');
  if (!/^[1-9]\d{3,19}$/.test(digits)) return false;
  return finnishReferenceCheckDigit(digits.slice(0, -1)) === Number(digits.slice(-1));
}

/** A Finnish reference as banks print it: groups of five digits counted from the right. */
export function groupReference(reference: string): string {
  const digits = reference.replace(/\s+/g, '');
  const groups: string[] = [];
  for (let end = digits.length; end > 0; end -= 5) groups.unshift(digits.slice(Math.max(0, end - 5), end));
  return groups.join(' ');
}

/** ISO 7064 mod 97-10 of a string of digits and letters (A = 10 … Z = 35), digit by digit. */
function mod97(text: string): number {
  let remainder = 0;
  for (const char of text) {
    const value = char >= 'A' && char <= 'Z' ? String(char.charCodeAt(0) - 55) : char;
    for (const digit of value) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder;
}

/** The two check digits of an RF reference for the body `reference` (digits and letters). */
export function rfCheckDigits(reference: string): string {
  const body = reference.replace(/\s+/g, '').toUpperCase();
  if (!/^[0-9A-Z]{1,21}$/.test(body)) throw new RangeError(`Not an RF reference body: ${reference}`);
  return String(98 - mod97(`${body}RF00`)).padStart(2, '0');
}

/**
 * The RF creditor reference (ISO 11649) of a Finnish reference number, in electronic form:
 * 'RF', two check digits, then the Finnish reference with its own check digit.
 */
export function rfReference(finnishRef: string): string {
  const digits = finnishRef.replace(/\s+/g, '');
  if (!isFinnishReference(digits)) throw new RangeError(`Not a Finnish reference number: ${finnishRef}`);
  return `RF${rfCheckDigits(digits)}${digits}`;
}

/** True for an RF creditor reference (spaces and lower case allowed) whose check digits hold. */
export function isRfReference(value: string): boolean {
  const compact = value.replace(/\s+/g, '').toUpperCase();
  const match = /^RF(\d{2})([0-9A-Z]{1,21})$/.exec(compact);
  if (!match) return false;
  return mod97(`${match[2]}RF${match[1]}`) === 1;
}

/** An RF reference in its print form: groups of four characters from the left. */
export function groupRfReference(reference: string): string {
  const compact = reference.replace(/\s+/g, '').toUpperCase();
  return compact.match(/.{1,4}/g)?.join(' ') ?? '';
}
