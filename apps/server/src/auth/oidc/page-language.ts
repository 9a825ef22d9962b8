import { isLanguage, LANGUAGE_COOKIE, LANGUAGES, pickLanguage, type Language } from '@rahti/domain';

export interface LanguageSources {
  /** A language the person picked on this page (switcher link or the form's hidden field). */
  chosen?: unknown;
  /** The `ui_locales` parameter of the authorization or sign-out request (space separated). */
  uiLocales?: unknown;
  cookieHeader?: string | undefined;
  acceptLanguage?: string | undefined;
}

function fromUiLocales(value: unknown): Language | undefined {
  if (typeof value !== 'string') return undefined;
  const tags = value.split(/\s+/).filter(Boolean);
  return tags.map((tag) => tag.toLowerCase().split('-')[0]).find(isLanguage);
}

/** Reads one cookie from a Cookie header without a cookie library. */
export function readCookie(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) {
      try {
        return decodeURIComponent(value.join('='));
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

/** The page language: what was picked here, else ui_locales, else the cookie, else Accept-Language. */
export function choosePageLanguage(sources: LanguageSources): Language {
  if (isLanguage(sources.chosen)) return sources.chosen;
  const fromParam = fromUiLocales(sources.uiLocales);
  if (fromParam) return fromParam;
  const fromCookie = readCookie(sources.cookieHeader, LANGUAGE_COOKIE);
  if (isLanguage(fromCookie)) return fromCookie;
  return pickLanguage(sources.acceptLanguage);
}

/** The same address with `ui_locales` set to each language: the switcher's links. */
export function languageLinks(currentUrl: string): { language: Language; href: string }[] {
  const url = new URL(currentUrl, 'http://placeholder');
  return LANGUAGES.map((language) => {
    url.searchParams.set('ui_locales', language);
    // One leading slash: "//host/…" would be a link to another site.
    return { language, href: `/${url.pathname.replace(/^\/+/, '')}?${url.searchParams.toString()}` };
  });
}
