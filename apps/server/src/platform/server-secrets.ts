import { randomBytes } from 'node:crypto';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export interface ServerSecrets {
  /** Private signing keys (RS256) for the OIDC provider; the first one signs. */
  signingKeys: JWK[];
  /** Secrets for the provider's signed cookies. */
  cookieKeys: string[];
}

async function loadOrCreate<T>(db: Kysely<Database>, name: string, create: () => Promise<T>): Promise<T> {
  const found = await db.selectFrom('server_secrets').select('value').where('name', '=', name).executeTakeFirst();
  if (found) return found.value as T;
  const value = await create();
  // Two processes starting together on one PostgreSQL server: the first insert wins, both use it.
  await db
    .insertInto('server_secrets')
    .values({ name, value: JSON.stringify(value) })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const stored = await db
    .selectFrom('server_secrets')
    .select('value')
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return stored.value as T;
}

/**
 * Keys and cookie secrets are generated once and kept in the database, so a restart (or a
 * second server on the same database) keeps everyone signed in.
 */
export async function loadServerSecrets(db: Kysely<Database>): Promise<ServerSecrets> {
  const signingKeys = await loadOrCreate(db, 'oidc.signing-keys', async () => {
    const { privateKey } = await generateKeyPair('RS256', { extractable: true });
    const jwk = await exportJWK(privateKey);
    return [{ ...jwk, alg: 'RS256', use: 'sig', kid: randomBytes(8).toString('hex') }];
  });
  const cookieKeys = await loadOrCreate(db, 'oidc.cookie-keys', async () => [randomBytes(32).toString('base64url')]);
  return { signingKeys, cookieKeys };
}

/** The public half of the signing keys, for verifying access tokens. */
export function publicKeysOf(signingKeys: JWK[]): JWK[] {
  return signingKeys.map(({ kty, n, e, kid, alg, use, crv, x, y }) =>
    Object.fromEntries(Object.entries({ kty, n, e, kid, alg, use, crv, x, y }).filter(([, v]) => v !== undefined)),
  );
}
