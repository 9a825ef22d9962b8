import { useTranslation } from 'react-i18next';

const LOCALES: Record<string, string> = { en: 'en-GB', fi: 'fi-FI', sv: 'sv-SE' };

/** Numbers as the UI language writes them: "1 350,5" in Finnish and Swedish, "1,350.5" in English. */
export function useFormatNumber(): (value: number) => string {
  const { i18n } = useTranslation();
  const format = new Intl.NumberFormat(LOCALES[i18n.resolvedLanguage ?? i18n.language] ?? 'en-GB', { maximumFractionDigits: 2 });
  return (value) => format.format(value).replace(/\u202f|\u00a0/g, ' ');
}
