import type { Language } from '@rahti/domain';

export const TEST_LANGUAGES = ['en', 'fi', 'sv'] as const satisfies readonly Language[];

/** The browser locale each language's journeys run with (navigator.languages and Accept-Language). */
export const BROWSER_LOCALES: Record<Language, string> = { en: 'en-GB', fi: 'fi-FI', sv: 'sv-SE' };
