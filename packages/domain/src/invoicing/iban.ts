/** IBAN and BIC checks for invoices' bank details (ISO 13616 and ISO 9362). */

/** An IBAN in electronic form: no spaces, upper case. */
export function compactIban(iban: string): string {
  return iban.replace(/\s+/g, '').toUpperCase();
}

/** True for an IBAN whose mod 97 check holds (letters as A = 10 … Z = 35, the first four moved to the end). */
export function isIban(iban: string): boolean {
  const compact = compactIban(iban);
  if (!/^[A-Z]{2}\d{2}[0-9A-Z]{10,30}$/.test(compact)) return false;
  let remainder = 0;
  for (const char of `${compact.slice(4)}${compact.slice(0, 4)}`) {
    const value = char >= 'A' && char <= 'Z' ? String(char.charCodeAt(0) - 55) : char;
    for (const digit of value) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}

/** True for a BIC of 8 or 11 characters: bank, country, location and an optional branch. */
export function isBic(bic: string): boolean {
  return /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(bic.replace(/\s+/g, '').toUpperCase());
}
