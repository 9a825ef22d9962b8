import { storedUserKey } from './oidc-settings';

/** What the app reads of a signed-in user: the oidc-client-ts User has these and more. */
export interface SessionUser {
  access_token: string;
  id_token?: string;
  profile: Record<string, unknown>;
  /** Seconds since 1970 when the access token runs out. */
  expires_at?: number;
}

/** A token this close to its end is left to the sign-in library, which renews it first. */
const MIN_SECONDS_LEFT = 60;

/**
 * The user oidc-client-ts stored at the last sign-in, read straight from storage so the first
 * page can call the API before the sign-in library has loaded; only while its token has more
 * than a minute left. Anything else (nothing stored, unreadable, nearly expired) is null, and
 * the library decides.
 */
export function readStoredUser(
  origin: string = window.location.origin,
  storage: Storage = window.localStorage,
  nowSeconds: number = Date.now() / 1000,
): SessionUser | null {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(storedUserKey(origin)) ?? 'null');
    if (!parsed || typeof parsed !== 'object') return null;
    const { access_token, id_token, profile, expires_at } = parsed as Record<string, unknown>;
    if (typeof access_token !== 'string' || access_token === '') return null;
    if (typeof expires_at !== 'number' || expires_at - nowSeconds <= MIN_SECONDS_LEFT) return null;
    return {
      access_token,
      id_token: typeof id_token === 'string' ? id_token : undefined,
      profile: profile && typeof profile === 'object' ? (profile as Record<string, unknown>) : {},
      expires_at,
    };
  } catch {
    return null;
  }
}
