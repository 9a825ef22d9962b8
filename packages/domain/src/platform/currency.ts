import type { Language } from './languages';

export const CURRENCIES = ['EUR', 'USD', 'SEK'] as const;
export type Currency = (typeof CURRENCIES)[number];
export const CURRENCY_SYMBOLS: Record<Currency, string> = { EUR: '€', USD: '$', SEK: 'kr' };

/** Default currency: euro, or krona when the user works in Swedish (spec section 9). */
export function defaultCurrencyFor(language: Language): Currency {
  return language === 'sv' ? 'SEK' : 'EUR';
}
