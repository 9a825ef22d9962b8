import type { Language } from '@rahti/domain';

const LOCALES: Record<Language, string> = { en: 'en-GB', fi: 'fi-FI', sv: 'sv-SE' };

/** Hours, km and percentages as the language writes them (1 234,5 in Finnish and Swedish), up to 2 decimals. */
export function formatNumber(value: number, language: Language): string {
  return new Intl.NumberFormat(LOCALES[language], { maximumFractionDigits: 2 }).format(value).replace(/\u202f|\u00a0/g, ' ');
}
