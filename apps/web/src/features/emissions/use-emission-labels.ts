import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber, FUEL_TYPES, type EmissionQuality, type FuelAmount } from '@rahti/domain';
import { useLanguage } from '../../lib/use-language';

/** A fuel's name inside a sentence: "diesel", but a brand such as "AdBlue" as it is written. */
const inText = (name: string, language: string) =>
  /^\p{Lu}\p{Ll}/u.test(name) ? name.charAt(0).toLocaleLowerCase(language) + name.slice(1) : name;

/**
 * The report's words and figures: kg, t·km and g/t·km to 0.1 with the language's decimal
 * separator, fuel as "1 234,5 l diesel" (names as the calculators write them), quality in words.
 */
export function useEmissionLabels() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  return useMemo(() => {
    const number = (value: number) => formatNumber(value, language, { maximumFractionDigits: 1 });
    const fuelName = (fuelType: number) => {
      const fuel = FUEL_TYPES.find((candidate) => candidate.value === fuelType);
      return fuel ? inText(t(`web-calc-wizard:fuelTypes.${fuel.name}`), language) : String(fuelType);
    };
    const fuel = (amounts: readonly FuelAmount[]) =>
      amounts
        .map((amount) =>
          t('web-fuel:emissions.fuelAmount', {
            amount: number(amount.amount),
            unit: amount.unit,
            fuel: fuelName(amount.fuelType),
          }),
        )
        .join(', ') || '–';
    return {
      language,
      number,
      fuel,
      intensity: (value: number | null) => (value === null ? '–' : number(value)),
      quality: (quality: EmissionQuality) => t(`web-fuel:emissions.quality.${quality}`),
    };
  }, [t, language]);
}

export type EmissionLabels = ReturnType<typeof useEmissionLabels>;
