import { formatNumber, groupReference, groupRfReference, isRfReference, type Language } from '@rahti/domain';
import { createTranslator } from '@rahti/i18n/node';
import type { i18n as I18n } from 'i18next';
import { documentDate } from './document-date';

/** The words and number forms of an invoice in one language. */
export interface InvoiceWords {
  language: Language;
  /** A label of the invoice-document catalogue. */
  t: (key: string, options?: Record<string, string | number>) => string;
  /** Two decimals, digits grouped by threes with a space: 1 234,56 (fi, sv), 1 234.56 (en). */
  amount: (value: number) => string;
  quantity: (value: number) => string;
  /** Unit prices keep up to four decimals (0,1250 €/km is a real price). */
  unitPrice: (value: number) => string;
  percent: (value: number) => string;
  /** 'YYYY-MM-DD' as 02.03.2026 (fi, sv) or 2 Mar 2026 (en). */
  date: (isoDate: string) => string;
  /** A country by its ISO code, in the invoice's language, as an address's last line writes it. */
  country: (countryCode: string) => string;
  /** A payment reference in its print form: Finnish in fives from the right, RF in fours. */
  reference: (reference: string) => string;
}

let translator: I18n | undefined;

/** The invoice's words in `language`; the catalogues are read from disk once per process. */
export function invoiceWords(language: Language): InvoiceWords {
  translator ??= createTranslator('invoice-document');
  const i18n = translator;
  const countries = new Intl.DisplayNames([language], { type: 'region' });
  return {
    language,
    t: (key, options = {}) => i18n.t(`invoice-document:${key}`, { lng: language, ...options }),
    amount: (value) => formatNumber(value, language, { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
    quantity: (value) => formatNumber(value, language, { maximumFractionDigits: 3 }),
    unitPrice: (value) => formatNumber(value, language, { minimumFractionDigits: 2, maximumFractionDigits: 4 }),
    percent: (value) => formatNumber(value, language, { maximumFractionDigits: 2 }),
    date: (isoDate) => documentDate(isoDate, language),
    country: (countryCode) => (countries.of(countryCode.toUpperCase()) ?? countryCode).toUpperCase(),
    reference: (reference) => (isRfReference(reference) ? groupRfReference(reference) : groupReference(reference)),
  };
}
