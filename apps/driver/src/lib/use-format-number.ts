import { useTranslation } from 'react-i18next';
import { formatNumber, isLanguage } from '@rahti/domain';

/** Numbers as the UI language writes them, grouped with a space in every language: "250 000", "1 350,5" in Finnish and Swedish, "1 350.5" in English. */
export function useFormatNumber(): (value: number) => string {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return (value) => formatNumber(value, isLanguage(language) ? language : 'en');
}
