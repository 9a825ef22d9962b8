import type { Currency, FeatureKey, Features, Language, Role } from '@rahti/domain';

/**
 * Who may call a route. Every API route declares one in its `config.access`; a route that
 * forgets is treated as `signedIn`, never as public.
 */
export type RouteAccess = 'public' | 'signedIn' | 'adminOrSuperuser' | 'admin' | 'siteOperator';

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
  clientId: string | undefined;
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

export function isAllowed(access: RouteAccess, auth: AuthContext): boolean {
  switch (access) {
    case 'public':
    case 'signedIn':
      return true;
    case 'adminOrSuperuser':
      return auth.role === 'Admin' || auth.role === 'Superuser';
    case 'admin':
      return auth.role === 'Admin';
    case 'siteOperator':
      return auth.isSiteOperator && (auth.role === 'Admin' || auth.role === 'Superuser');
  }
}

/** Narrows `request.auth` for handlers of routes that are not public. */
export function requireAuth(auth: AuthContext | undefined): AuthContext {
  if (!auth) throw new Error('requireAuth used on a public route');
  return auth;
}
