import type { FastifyInstance, FastifyRequest } from 'fastify';
import { clientKindOf, normaliseFeatures } from '@rahti/domain';
import type { Selectable } from 'kysely';
import type { Database } from '../db/schema';
import type { AppContext } from '../platform/app-context';
import { InvalidTokenError, type TokenIdentity } from '../platform/access-token';
import { forbidden, unauthorized } from './api-error';
import { isAllowed, type AuthContext } from './access';

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
}

/**
 * An organisation set to be deleted signs no one in, and a token issued before takes effect on
 * its next request (the organisation is re-read per request anyway, so this costs nothing).
 */
const SET_TO_BE_DELETED = 'organisationSetToBeDeleted';

// Claims are signed by this server, but a malformed id must read as "no one", not as a database error.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Resolves the caller from the token, then re-reads the user and organisation, so a deleted
 * user, a changed role or a switched-off feature takes effect at once rather than at expiry.
 *
 * One statement outside a transaction (decision 0021, "What every request pays"): every request pays for this read, and as
 * a tenant transaction it took five round trips (begin, tenant, organisation, user, commit). It
 * runs in the owning role like sign-in, before the tenant is established, and names both ids the
 * signed token gives, so it can read no other organisation's row.
 */
async function loadAuthContext(
  context: AppContext,
  identity: TokenIdentity,
): Promise<AuthContext | typeof SET_TO_BE_DELETED | undefined> {
  // A token of a client this product does not have is no one's: the role table cannot place it.
  const client = clientKindOf(identity.clientId);
  if (!client || identity.clientId === undefined) return undefined;
  if (!UUID.test(identity.organisationId)) return undefined;
  const clientId = identity.clientId;
  const { db } = context.database;
  const organisationColumns = ['o.id', 'o.name', 'o.currency', 'o.features', 'o.set_to_be_deleted_at'] as const;
  type OrganisationRow = Pick<
    Selectable<Database['organisations']>,
    'id' | 'name' | 'currency' | 'features' | 'set_to_be_deleted_at'
  >;
  const baseOf = (organisation: OrganisationRow) => ({
    organisationId: organisation.id,
    organisationName: organisation.name,
    organisationCurrency: organisation.currency,
    features: normaliseFeatures(organisation.features),
    isSiteOperator: context.config.siteOperatorOrganisations.includes(organisation.id.toLowerCase()),
    clientId,
    client,
  });
  if (client === 'api') {
    const row = await db
      .selectFrom('organisations as o')
      .select(organisationColumns)
      .select((eb) =>
        eb
          .exists(
            eb
              .selectFrom('api_clients as c')
              .select('c.client_id')
              .whereRef('c.organisation_id', '=', 'o.id')
              .where('c.client_id', '=', clientId),
          )
          .as('registered'),
      )
      .where('o.id', '=', identity.organisationId)
      .executeTakeFirst();
    if (!row) return undefined;
    if (row.set_to_be_deleted_at) return SET_TO_BE_DELETED;
    const base = baseOf(row);
    if (!base.features.api || !row.registered || identity.userId !== clientId) return undefined;
    return { ...base, userId: clientId, role: 'User', language: identity.language };
  }
  if (!UUID.test(identity.userId)) return undefined;
  const row = await db
    .selectFrom('organisations as o')
    .innerJoin('users as u', (join) => join.onRef('u.organisation_id', '=', 'o.id').on('u.id', '=', identity.userId))
    .select(organisationColumns)
    .select(['u.id as userId', 'u.role', 'u.display_language', 'u.is_active', 'u.is_driver'])
    .where('o.id', '=', identity.organisationId)
    .executeTakeFirst();
  if (!row || !row.is_active) return undefined;
  if (row.set_to_be_deleted_at) return SET_TO_BE_DELETED;
  // The office can take the driver app from an account at once, as it can deactivate one.
  if (client === 'driver' && !row.is_driver) return undefined;
  return { ...baseOf(row), userId: row.userId, role: row.role, language: row.display_language };
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
    if (!auth || auth === SET_TO_BE_DELETED) {
      if (access === 'public') return;
      throw unauthorized(auth ?? 'unauthorized');
    }
    request.auth = auth;
    if (!isAllowed(access, auth)) throw forbidden();
    const feature = request.routeOptions.config.feature;
    if (feature && !auth.features[feature]) throw forbidden('featureDisabled');
  });
}
