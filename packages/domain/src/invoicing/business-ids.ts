import { z } from 'zod';

/**
 * Business identifiers of Finland (Y-tunnus) and Sweden (organisationsnummer), parsed from what
 * people type: with or without the hyphen, with spaces, or in the EU VAT form. Sources and what
 * was confirmed: docs/decisions/0022-invoicing-identifiers.md.
 */
export type BusinessIdCountry = 'FI' | 'SE';

export type BusinessIdProblem = 'format' | 'checkDigit';

export type BusinessIdResult =
  { ok: true; country: BusinessIdCountry; normalised: string } | { ok: false; reason: BusinessIdProblem };

const FINNISH_WEIGHTS = [7, 9, 10, 5, 8, 4, 2] as const;

/**
 * The Y-tunnus check digit of seven digits, or null when the weighted sum leaves remainder 1:
 * such numbers are never issued (PRH, Verohallinto).
 */
export function finnishBusinessIdCheckDigit(sevenDigits: string): number | null {
  if (!/^\d{7}$/.test(sevenDigits)) throw new RangeError(`Not seven digits: ${sevenDigits}`);
  const sum = FINNISH_WEIGHTS.reduce((total, weight, index) => total + weight * Number(sevenDigits[index]), 0);
  const remainder = sum % 11;
  if (remainder === 1) return null;
  return remainder === 0 ? 0 : 11 - remainder;
}

/** The Luhn check digit (weights 2, 1, 2, … from the left) of a Swedish number's first nine digits. */
export function swedishCheckDigit(nineDigits: string): number {
  if (!/^\d{9}$/.test(nineDigits)) throw new RangeError(`Not nine digits: ${nineDigits}`);
  let sum = 0;
  for (let index = 0; index < 9; index += 1) {
    const product = Number(nineDigits[index]) * (index % 2 === 0 ? 2 : 1);
    sum += product > 9 ? product - 9 : product;
  }
  return (10 - (sum % 10)) % 10;
}

function parseFinnish(compact: string): BusinessIdResult {
  // FI12345678 is the VAT number: the business id's eight digits without the hyphen.
  const vat = /^FI(\d{8})$/.exec(compact);
  // Old LY-tunnus numbers of six digits are the same numbers without their leading zero.
  const plain = /^(\d{6,7})-(\d)$/.exec(compact) ?? /^(\d{7})(\d)$/.exec(compact);
  const digits = vat ? vat[1]!.slice(0, 7) : plain?.[1]?.padStart(7, '0');
  const check = vat ? vat[1]!.slice(7) : plain?.[2];
  if (digits === undefined || check === undefined) return { ok: false, reason: 'format' };
  if (finnishBusinessIdCheckDigit(digits) !== Number(check)) return { ok: false, reason: 'checkDigit' };
  return { ok: true, country: 'FI', normalised: `${digits}-${check}` };
}

/** A personnummer or samordningsnummer (day + 60) as YYMMDD: the id of a sole trader (enskild firma). */
function looksLikeBirthDate(tenDigits: string): boolean {
  const month = Number(tenDigits.slice(2, 4));
  const day = Number(tenDigits.slice(4, 6));
  return month >= 1 && month <= 12 && ((day >= 1 && day <= 31) || (day >= 61 && day <= 91));
}

function isOrganisation(tenDigits: string): boolean {
  // Legal persons' numbers have a "month" of 20 or more, so they never read as a birth date.
  return Number(tenDigits.slice(2, 4)) >= 20;
}

function parseSwedish(compact: string): BusinessIdResult {
  // SE + ten digits + 01 is the VAT number (momsregistreringsnummer).
  const vat = /^SE(\d{10})01$/.exec(compact);
  const ten = /^(\d{6})-?(\d{4})$/.exec(compact);
  // Twelve digits: 16 before an organisation's number, the century before a person's.
  const twelve = /^(16|18|19|20)(\d{6})-?(\d{4})$/.exec(compact);
  let digits: string | undefined;
  if (vat) digits = vat[1];
  else if (ten) digits = `${ten[1]}${ten[2]}`;
  else if (twelve) {
    const rest = `${twelve[2]}${twelve[3]}`;
    const fits = twelve[1] === '16' ? isOrganisation(rest) : looksLikeBirthDate(rest);
    if (fits) digits = rest;
  }
  if (digits === undefined || !(isOrganisation(digits) || looksLikeBirthDate(digits))) {
    return { ok: false, reason: 'format' };
  }
  if (swedishCheckDigit(digits.slice(0, 9)) !== Number(digits[9])) return { ok: false, reason: 'checkDigit' };
  return { ok: true, country: 'SE', normalised: `${digits.slice(0, 6)}-${digits.slice(6)}` };
}

function guessCountry(compact: string): BusinessIdCountry | null {
  if (compact.startsWith('FI')) return 'FI';
  if (compact.startsWith('SE')) return 'SE';
  const digitCount = compact.replace(/-/g, '').length;
  if (digitCount === 7 || digitCount === 8) return 'FI';
  if (digitCount === 10 || digitCount === 12) return 'SE';
  return null;
}

/**
 * Parses a Finnish Y-tunnus (normalised `1234567-8`) or a Swedish organisationsnummer, a sole
 * trader's personnummer included (normalised `556036-0793`). Without `country` the form decides:
 * a FI or SE prefix, else seven or eight digits are Finnish and ten or twelve Swedish.
 */
export function parseBusinessId(input: string, country?: BusinessIdCountry): BusinessIdResult {
  const compact = input.replace(/\s+/g, '').toUpperCase();
  if (!/^[A-Z]{0,2}[\d-]+$/.test(compact)) return { ok: false, reason: 'format' };
  const chosen = country ?? guessCountry(compact);
  if (chosen === 'FI') return parseFinnish(compact);
  if (chosen === 'SE') return parseSwedish(compact);
  return { ok: false, reason: 'format' };
}

const BUSINESS_ID_MESSAGES: Record<BusinessIdProblem, string> = {
  format: 'validation:businessIdFormat',
  checkDigit: 'validation:businessIdCheckDigit',
};

/** A request field holding a business id; it gives the normalised form, or a validation message key. */
export function businessIdFieldFor(country?: BusinessIdCountry) {
  return z
    .string({ error: (issue) => (issue.input == null ? 'validation:required' : 'validation:invalid') })
    .trim()
    .min(1, 'validation:required')
    .transform((value, ctx) => {
      const parsed = parseBusinessId(value, country);
      if (parsed.ok) return parsed.normalised;
      ctx.addIssue({ code: 'custom', message: BUSINESS_ID_MESSAGES[parsed.reason] });
      return z.NEVER;
    });
}

/** A Finnish or Swedish business id, the form deciding which (see `parseBusinessId`). */
export const businessIdField = businessIdFieldFor();
