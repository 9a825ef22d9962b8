import { formatNumber, FUEL_TYPES, type EmissionQuality, type FuelAmount, type Language } from '@rahti/domain';
import type { i18n as I18n } from 'i18next';
import { documentDate } from './document-date';

/** The emissions report's words and number forms in one language (the emissions-document catalogue). */
export interface EmissionWords {
  language: Language;
  t: (key: string, options?: Record<string, string | number>) => string;
  /** Kg, t·km and g/t·km as the page shows them: to 0.1, digits grouped by threes ("3 999,8"). */
  number: (value: number) => string;
  /** An intensity, or "–" without tonne-km. */
  intensity: (value: number | null) => string;
  /** Fuel as "1 234,5 l diesel, 500 kWh electricity", or "–" for none. */
  fuel: (amounts: readonly FuelAmount[]) => string;
  fuelName: (fuelType: number) => string;
  date: (isoDate: string) => string;
  quality: (quality: EmissionQuality) => string;
}

/** The report's words in `language`, from the server's translator (every catalogue is loaded once). */
export function emissionWords(translator: I18n, language: Language): EmissionWords {
  const t = (key: string, options: Record<string, string | number> = {}) =>
    translator.t(`emissions-document:${key}`, { lng: language, ...options });
  const number = (value: number) => formatNumber(value, language, { maximumFractionDigits: 1 });
  const fuelName = (fuelType: number) => {
    const fuel = FUEL_TYPES.find((candidate) => candidate.value === fuelType);
    return fuel ? t(`fuelTypes.${fuel.name}`) : String(fuelType);
  };
  return {
    language,
    t,
    number,
    intensity: (value) => (value === null ? '–' : number(value)),
    fuel: (amounts) =>
      amounts
        .map((amount) =>
          t('fuelAmount', { amount: number(amount.amount), unit: amount.unit, fuel: fuelName(amount.fuelType) }),
        )
        .join(', ') || '–',
    fuelName,
    date: (isoDate) => documentDate(isoDate, language),
    quality: (quality) => t(`quality.${quality}`),
  };
}
