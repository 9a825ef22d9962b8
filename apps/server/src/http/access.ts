import {
  hasAccess,
  type AccessLevel,
  type ClientKind,
  type Currency,
  type FeatureKey,
  type Features,
  type Language,
  type Role,
} from '@rahti/domain';

/**
 * Who may call a route: a level of the domain's role table, shared with the web app. Every API
 * route declares one in its `config.access`; a route that forgets is treated as `signedIn`,
 * never as public.
 */
export type RouteAccess = AccessLevel;

export interface AuthContext {
  /** The user's id, or the API client's id for machine tokens. */
  userId: string;
  organisationId: string;
  organisationName: string;
  organisationCurrency: Currency;
  role: Role;
  language: Language;
  features: Features;
  isSiteOperator: boolean;
  /** The token's client id: `web`, `driver` or an API client's `api.<random>`. */
  clientId: string;
  /** Which kind of client that is: the role table's second dimension. */
  client: ClientKind;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | undefined;
  }
  interface FastifyContextConfig {
    access?: RouteAccess;
    /** The subscription flag the route needs; callers without it get 403. */
    feature?: FeatureKey;
  }
}

/** A machine token (an organisation's API credentials) carries the client id where a user id would be. */
export function isMachineCaller(auth: AuthContext): boolean {
  return auth.client === 'api';
}

/** Signed in through the driver app: the caller is a driver and acts on their own items only. */
export function isDriverClient(auth: AuthContext): boolean {
  return auth.client === 'driver';
}

/** The role table's answer for a signed-in caller (spec section 6): their role and their client. */
export function isAllowed(access: RouteAccess, auth: AuthContext): boolean {
  return hasAccess(access, auth);
}

/** Narrows `request.auth` for handlers of routes that are not public. */
export function requireAuth(auth: AuthContext | undefined): AuthContext {
  if (!auth) throw new Error('requireAuth used on a public route');
  return auth;
}
