import { normaliseRegistrationNumber, type RegistrationRuleKey } from '../vehicles/registration-number';
import { FUEL_TYPES, type FuelTypeValue, type FuelUnit } from './fuel-types';

/** A fuel code of the organisation's card company ("01" is diesel on its invoices), kept with its mapping. */
export interface FuelCardCode {
  code: string;
  fuelType: FuelTypeValue;
}

/**
 * Product names on Finnish, Swedish and English card exports, most specific first: "Neste MY
 * Uusiutuva Diesel" is renewable diesel before it is diesel, "bio-LNG" biogas before it is LNG.
 * A name is matched when it contains one of the words (whole words for the short ones).
 * Biodiesel (B100, RME, FAME) counts as renewable diesel, as the calculators price it (spec
 * section 3); Swedish "fordonsgas" is sold as mostly biogas.
 */
const FUEL_WORDS: readonly { fuelType: FuelTypeValue; words: readonly string[] }[] = [
  { fuelType: 4, words: ['adblue', 'ad blue', 'ad-blue', 'urea', 'def'] },
  {
    fuelType: 3,
    words: [
      'hvo',
      'hvo100',
      'uusiutuva',
      'förnybar',
      'fornybar',
      'renewable',
      'xtl',
      'my diesel',
      'b100',
      'rme',
      'fame',
      'biodiesel',
    ],
  },
  {
    fuelType: 2,
    words: ['polttoöljy', 'polttooljy', 'fuel oil', 'heating oil', 'eldningsolja', 'brännolja', 'mpö', 'pö'],
  },
  { fuelType: 0, words: ['diesel', 'mk1', 'b7', 'en590', 'dsl'] },
  {
    fuelType: 8,
    words: ['lbg', 'bio-lng', 'biolng', 'bio lng', 'nesteytetty biokaasu', 'flytande biogas', 'liquefied biogas'],
  },
  { fuelType: 6, words: ['lng', 'nesteytetty maakaasu', 'flytande naturgas', 'liquefied natural gas'] },
  {
    fuelType: 7,
    words: ['cbg', 'biokaasu', 'biogas', 'bio-cng', 'biocng', 'fordonsgas', 'compressed biogas'],
  },
  { fuelType: 5, words: ['cng', 'maakaasu', 'naturgas', 'natural gas', 'paineistettu maakaasu'] },
  { fuelType: 1, words: ['sähkö', 'sahko', 'lataus', 'electricity', 'electric', 'charging', 'el', 'laddning', 'ev'] },
];

const simplify = (text: string) =>
  text
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, ' ');

/** Does `name` hold `word`, with no letter or digit joined to it on either side? */
function holdsWord(name: string, word: string): boolean {
  for (let at = name.indexOf(word); at >= 0; at = name.indexOf(word, at + 1)) {
    const before = name[at - 1];
    const after = name[at + word.length];
    if ((!before || !/[\p{L}\p{N}]/u.test(before)) && (!after || !/[\p{L}\p{N}]/u.test(after))) return true;
  }
  return false;
}

/**
 * The fuel type (0…8, spec section 3) of a card row's product: the organisation's own codes
 * first (exact, case ignored), then a product name (FUEL_WORDS), then the number of a fuel type
 * itself ("0" diesel … "8" liquefied biogas). Undefined when none fits.
 */
export function parseCardFuel(text: string, codes: readonly FuelCardCode[] = []): FuelTypeValue | undefined {
  const name = simplify(text);
  if (name === '') return undefined;
  const own = codes.find((code) => simplify(code.code) === name);
  if (own) return own.fuelType;
  for (const { fuelType, words } of FUEL_WORDS) if (words.some((word) => holdsWord(name, word))) return fuelType;
  const number = /^\d$/.test(name) ? Number(name) : NaN;
  return FUEL_TYPES.find((fuel) => fuel.value === number)?.value;
}

const UNIT_WORDS: Record<FuelUnit, readonly string[]> = {
  l: ['l', 'ltr', 'lt', 'litra', 'litraa', 'litrat', 'litre', 'litres', 'liter', 'liters', 'litrer'],
  kg: ['kg', 'kilo', 'kiloa', 'kilogram', 'kilogramma', 'kilogrammaa'],
  kWh: ['kwh'],
};

/** A unit cell ("L", "ltr", "litraa", "kg", "kWh") as the refuels' unit, or undefined. */
export function parseCardUnit(text: string): FuelUnit | undefined {
  const name = simplify(text).replace(/\.$/, '');
  return (Object.keys(UNIT_WORDS) as FuelUnit[]).find((unit) => UNIT_WORDS[unit].includes(name));
}

const PLATE_RULES: readonly RegistrationRuleKey[] = ['default', 'FI', 'SE'];

/**
 * What two register numbers are compared by: upper case, without spaces and hyphens, so a card
 * export's "abc123", "ABC 123" and "ABC-123" are one vehicle, as the plate rules read them
 * (registration-number.ts ignores case and spaces, and the hyphen is optional).
 */
export function registerNumberKey(text: string): string {
  return text.replace(/[\s\u00a0-]+/g, '').toUpperCase();
}

/** A card row's register number as the plate rules write it ("abc123" → "ABC-123"), else as it came, trimmed. */
export function writtenRegisterNumber(text: string): string {
  for (const rule of PLATE_RULES) {
    const written = normaliseRegistrationNumber(text, rule);
    if (written) return written;
  }
  return text.trim();
}
