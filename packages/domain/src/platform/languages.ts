export const LANGUAGES = ['en', 'fi', 'sv'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

export function isLanguage(value: unknown): value is Language {
  return LANGUAGES.includes(value as Language);
}

/**
 * Picks the first supported language from an Accept-Language header or a browser's
 * `navigator.languages` list ("fi-FI,fi;q=0.9,en;q=0.8" → fi). Quality values are honoured.
 */
export function pickLanguage(preferences: string | readonly string[] | null | undefined): Language {
  const entries = typeof preferences === 'string' ? preferences.split(',') : (preferences ?? []);
  const ranked = entries
    .map((entry, index) => {
      const [tag = '', ...params] = entry.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { base: tag.trim().toLowerCase().split('-')[0] ?? '', quality: q ? Number(q.slice(2)) : 1, index };
    })
    .filter((entry) => entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  for (const { base } of ranked) {
    if (base === 'nb' || base === 'no') continue;
    if (isLanguage(base)) return base;
  }
  return DEFAULT_LANGUAGE;
}

/**
 * The cookie holding this browser's language: set when a user signs in (their saved language),
 * saves a new one, or picks one on a sign-in page. Pages the server renders and the web app's
 * first paint read it, so the language survives sign-out.
 */
export const LANGUAGE_COOKIE = 'rahti_lang';
