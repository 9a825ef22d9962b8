import type { Currency } from '../platform/currency';

/**
 * VAT rates by country and date (the date on which the tax falls due: delivery of goods,
 * completion of a service). Each entry holds from its date until the next; the first entry is
 * as far back as the table goes. Sources and findings: docs/decisions/0022-invoicing-identifiers.md.
 */
export type VatCountry = 'FI' | 'SE';

interface VatPeriod {
  from: string;
  /** The general rate first, then the reduced rates and zero, in descending order. */
  rates: readonly number[];
}

const VAT_HISTORY: Record<VatCountry, readonly VatPeriod[]> = {
  FI: [
    { from: '2013-01-01', rates: [24, 14, 10, 0] },
    // Act 2024 (HE 41/2024): the general rate 24 → 25.5 from 1 Sep 2024.
    { from: '2024-09-01', rates: [25.5, 14, 10, 0] },
    // HE 93/2025: the 14 % rate (food, restaurants, passenger transport, lodging…) → 13.5 %.
    { from: '2026-01-01', rates: [25.5, 13.5, 10, 0] },
  ],
  // Prop. 2025/26:55 moves food from 12 % to 6 % from 1 Apr 2026 to 31 Dec 2027; both rates
  // stay in use (restaurants and hotels keep 12 %), so the set of Swedish rates does not change.
  SE: [{ from: '2013-01-01', rates: [25, 12, 6, 0] }],
};

const ISO_DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** The VAT rates (percent) in force in `country` on `date` (YYYY-MM-DD), the general rate first. */
export function vatRatesOn(country: VatCountry, date: string): readonly number[] {
  if (!ISO_DATE.test(date)) throw new RangeError(`Not a date (YYYY-MM-DD): ${date}`);
  const periods = VAT_HISTORY[country];
  const period = periods.findLast((candidate) => candidate.from <= date);
  if (!period) throw new RangeError(`No VAT rates for ${country} before ${periods[0]!.from}: ${date}`);
  return period.rates;
}

/** The general VAT rate (percent) of `country` on `date`. */
export function generalVatPercent(country: VatCountry, date: string): number {
  return vatRatesOn(country, date)[0]!;
}

/**
 * The VAT rate a new invoice row starts with: Sweden's general rate for kronor, Finland's for
 * euros and for dollars (a Finnish haulier invoicing in dollars still charges Finnish VAT).
 */
export function defaultVatPercent(currency: Currency, date: string): number {
  return generalVatPercent(currency === 'SEK' ? 'SE' : 'FI', date);
}

/** True when `percent` is one of `country`'s rates on `date`; for a schema's `.refine`. */
export function isVatRateOn(country: VatCountry, date: string, percent: number): boolean {
  return vatRatesOn(country, date).includes(percent);
}
