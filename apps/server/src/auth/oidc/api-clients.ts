import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { AdapterPayload } from 'oidc-provider';
import { normaliseFeatures, type AccessTokenClaims } from '@rahti/domain';
import type { Database } from '../../db/schema';
import { withSystem, withTenant } from '../../db/tenant';

/** API clients are named `api.<random>`; nothing else starts with this. */
export const API_CLIENT_PREFIX = 'api.';
const HASH_SCHEME = 'sha256$';

/**
 * The secret is 256 random bits, so one SHA-256 is enough to keep it unguessable at rest
 * (a slow hash protects low-entropy passwords, which this is not) and costs nothing per call.
 */
export function hashApiSecret(secret: string): string {
  return HASH_SCHEME + createHash('sha256').update(secret, 'utf8').digest('base64url');
}

export function apiSecretMatches(secret: string, storedHash: string): boolean {
  const actual = Buffer.from(hashApiSecret(secret));
  const expected = Buffer.from(storedHash);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

export interface NewApiClient {
  clientId: string;
  /** Shown once; only its hash is stored. */
  clientSecret: string;
}

/** Creates API credentials for an organisation. The caller shows the secret once. */
export async function createApiClient(
  db: Kysely<Database>,
  organisationId: string,
  name: string,
): Promise<NewApiClient> {
  const clientId = API_CLIENT_PREFIX + randomBytes(12).toString('base64url');
  const clientSecret = randomBytes(32).toString('base64url');
  await withTenant(db, organisationId, (tx) =>
    tx
      .insertInto('api_clients')
      .values({
        organisation_id: organisationId,
        client_id: clientId,
        secret_hash: hashApiSecret(clientSecret),
        name: name.trim().slice(0, 200) || clientId,
      })
      .execute(),
  );
  return { clientId, clientSecret };
}

interface ApiClientRow {
  clientId: string;
  secretHash: string;
  organisationId: string;
  organisationName: string;
  organisationCurrency: string;
  features: Record<string, boolean>;
  setToBeDeletedAt: Date | null;
}

async function findApiClient(db: Kysely<Database>, clientId: string): Promise<ApiClientRow | undefined> {
  if (!clientId.startsWith(API_CLIENT_PREFIX)) return undefined;
  return withSystem(db, (tx) =>
    tx
      .selectFrom('api_clients as c')
      .innerJoin('organisations as o', 'o.id', 'c.organisation_id')
      .select([
        'c.client_id as clientId',
        'c.secret_hash as secretHash',
        'o.id as organisationId',
        'o.name as organisationName',
        'o.currency as organisationCurrency',
        'o.features as features',
        'o.set_to_be_deleted_at as setToBeDeletedAt',
      ])
      .where('c.client_id', '=', clientId)
      .executeTakeFirst(),
  );
}

/**
 * Client metadata for the provider. `client_secret` holds the hash: the provider's secret
 * comparison is replaced (see provider-config.ts) to hash what the caller sends first.
 */
export async function apiClientMetadata(db: Kysely<Database>, clientId: string): Promise<AdapterPayload | undefined> {
  const row = await findApiClient(db, clientId);
  if (!row) return undefined;
  return {
    client_id: row.clientId,
    client_secret: row.secretHash,
    client_name: 'Rahti API client',
    grant_types: ['client_credentials'],
    response_types: [],
    redirect_uris: [],
    token_endpoint_auth_method: 'client_secret_basic',
  };
}

export type ApiTokenClaimsResult =
  | { ok: true; claims: AccessTokenClaims }
  | { ok: false; reason: 'unknownClient' | 'featureDisabled' | 'organisationSetToBeDeleted' };

/**
 * Claims of a client-credentials token: the organisation's, with Role User and the client id as
 * `id`. Checked at every token request: the organisation must have the `api` feature and not
 * be set to be deleted.
 */
export async function apiTokenClaims(db: Kysely<Database>, clientId: string): Promise<ApiTokenClaimsResult> {
  const row = await findApiClient(db, clientId);
  if (!row) return { ok: false, reason: 'unknownClient' };
  if (row.setToBeDeletedAt) return { ok: false, reason: 'organisationSetToBeDeleted' };
  if (!normaliseFeatures(row.features).api) return { ok: false, reason: 'featureDisabled' };
  return {
    ok: true,
    claims: {
      id: row.clientId,
      OrganisationId: row.organisationId,
      OrganisationName: row.organisationName,
      OrganisationCurrency: row.organisationCurrency,
      Role: 'User',
      DisplayLanguage: 'en',
    },
  };
}
