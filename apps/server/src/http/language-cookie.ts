import { LANGUAGE_COOKIE, type Language } from '@rahti/domain';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * A Set-Cookie value remembering `language` in this browser for a year. Not HttpOnly: the web
 * app reads it for its first paint.
 */
export function languageCookie(language: Language, secure: boolean): string {
  return `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax${secure ? '; Secure' : ''}`;
}
