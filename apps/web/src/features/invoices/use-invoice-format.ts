import { CURRENCIES, formatCalendarDate, formatMoney, formatNumber, type Currency } from '@rahti/domain';
import { useLanguage } from '../../lib/use-language';

const isCurrency = (code: string): code is Currency => (CURRENCIES as readonly string[]).includes(code);

/** Money, dates, quantities and VAT rates as every invoice page writes them, in the UI language. */
export function useInvoiceFormat() {
  const { language } = useLanguage();
  return {
    language,
    /** An invoice's own currency; an unknown code is written after the amount as it came. */
    money: (amount: number, currency: string) =>
      isCurrency(currency)
        ? formatMoney(amount, currency, language)
        : `${formatNumber(amount, language, { minimumFractionDigits: 2 })} ${currency}`,
    date: (date: string | null) => (date ? formatCalendarDate(date) : ''),
    /** A unit price keeps its own decimals (up to four), without a currency symbol. */
    price: (value: number) => formatNumber(value, language, { minimumFractionDigits: 2, maximumFractionDigits: 4 }),
    quantity: (value: number) => formatNumber(value, language, { maximumFractionDigits: 3 }),
    /** "25,5 %" in Finnish and Swedish, "25.5 %" in English, never broken before the sign. */
    percent: (value: number) => `${formatNumber(value, language, { maximumFractionDigits: 2 })}\u00a0%`,
  };
}

export type InvoiceFormat = ReturnType<typeof useInvoiceFormat>;
