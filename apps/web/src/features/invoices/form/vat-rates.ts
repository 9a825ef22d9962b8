import { defaultVatPercent, vatRatesOn, type Currency } from '@rahti/domain';

// The server's rule (invoices/invoice-rows.ts): kronor are taxed as in Sweden, euros and dollars as in Finland.
const countryOf = (currency: string) => (currency === 'SEK' ? 'SE' : 'FI');
const isDate = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);

/** The VAT rates in force on `date` for the organisation's currency, the general rate first; none for a date the table does not reach. */
export function vatRatesFor(currency: string, date: string): readonly number[] {
  if (!isDate(date)) return [];
  try {
    return vatRatesOn(countryOf(currency), date);
  } catch {
    return [];
  }
}

/** The rate a new row starts with and a task's row gets: the general rate on `date`, or undefined. */
export function defaultVatFor(currency: string, date: string): number | undefined {
  if (!isDate(date)) return undefined;
  try {
    return defaultVatPercent(currency as Currency, date);
  } catch {
    return undefined;
  }
}
