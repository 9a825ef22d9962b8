import type { FastifyInstance, FastifyRequest } from 'fastify';
import { clientKindOf, normaliseFeatures } from '@rahti/domain';
import type { AppContext } from '../platform/app-context';
import { InvalidTokenError, type TokenIdentity } from '../platform/access-token';
import { withTenant } from '../db/tenant';
import { forbidden, unauthorized } from './api-error';
import { isAllowed, type AuthContext } from './access';

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
}

/**
 * Resolves the caller from the token, then re-reads the user and organisation, so a deleted
 * user, a changed role or a switched-off feature takes effect at once rather than at expiry.
 */
async function loadAuthContext(context: AppContext, identity: TokenIdentity): Promise<AuthContext | undefined> {
  // A token of a client this product does not have is no one's: the role table cannot place it.
  const client = clientKindOf(identity.clientId);
  if (!client || identity.clientId === undefined) return undefined;
  const clientId = identity.clientId;
  return withTenant(context.database.db, identity.organisationId, async (tx) => {
    const organisation = await tx
      .selectFrom('organisations')
      .select(['id', 'name', 'currency', 'features'])
      .where('id', '=', identity.organisationId)
      .executeTakeFirst();
    if (!organisation) return undefined;
    const features = normaliseFeatures(organisation.features);
    const isSiteOperator = context.config.siteOperatorOrganisations.includes(organisation.id.toLowerCase());
    const base = {
      organisationId: organisation.id,
      organisationName: organisation.name,
      organisationCurrency: organisation.currency,
      features,
      isSiteOperator,
      clientId,
      client,
    };
    if (client === 'api') {
      const registered = await tx
        .selectFrom('api_clients')
        .select('client_id')
        .where('organisation_id', '=', organisation.id)
        .where('client_id', '=', clientId)
        .executeTakeFirst();
      if (!features.api || !registered || identity.userId !== clientId) return undefined;
      return { ...base, userId: clientId, role: 'User', language: identity.language };
    }
    const user = await tx
      .selectFrom('users')
      .select(['id', 'role', 'display_language', 'is_active', 'is_driver'])
      .where('organisation_id', '=', identity.organisationId)
      .where('id', '=', identity.userId)
      .executeTakeFirst();
    if (!user || !user.is_active) return undefined;
    // The office can take the driver app from an account at once, as it can deactivate one.
    if (client === 'driver' && !user.is_driver) return undefined;
    return { ...base, userId: user.id, role: user.role, language: user.display_language };
  });
}

/** Checks the token, the role and the feature of every API route before its handler runs. */
export function installAuthentication(app: FastifyInstance, context: AppContext): void {
  app.decorateRequest('auth', undefined);
  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.access ?? 'signedIn';
    if (access === 'public' && !request.headers.authorization) return;

    const token = bearerToken(request);
    if (!token) {
      if (access === 'public') return;
      throw unauthorized();
    }
    let identity: TokenIdentity;
    try {
      identity = await context.accessTokens.verify(token);
    } catch (error) {
      if (access === 'public') return;
      throw unauthorized(
        error instanceof InvalidTokenError && error.reason === 'expired' ? 'sessionExpired' : 'unauthorized',
      );
    }
    const auth = await loadAuthContext(context, identity);
    if (!auth) {
      if (access === 'public') return;
      throw unauthorized();
    }
    request.auth = auth;
    if (!isAllowed(access, auth)) throw forbidden();
    const feature = request.routeOptions.config.feature;
    if (feature && !auth.features[feature]) throw forbidden('featureDisabled');
  });
}
