import { createLocalJWKSet, importJWK, jwtVerify, SignJWT, type JWK } from 'jose';
import { isLanguage, parseRole, type AccessTokenClaims, type Language, type Role } from '@rahti/domain';
import { apiAudienceOf, issuerOf, type Config } from '../config/config';
import { publicKeysOf } from './server-secrets';

/** Who is calling, as the access token says. The API re-reads the user row on each request. */
export interface TokenIdentity {
  userId: string;
  organisationId: string;
  role: Role;
  language: Language;
  clientId: string | undefined;
}

export class InvalidTokenError extends Error {
  constructor(
    readonly reason: 'expired' | 'invalid',
    cause?: unknown,
  ) {
    super(reason === 'expired' ? 'The access token has expired' : 'The access token is not valid', { cause });
  }
}

export interface AccessTokens {
  verify(token: string): Promise<TokenIdentity>;
  /** Signs a token the way the provider does; used by tests and tools, never by request handling. */
  sign(claims: AccessTokenClaims & { client_id?: string }, expiresInSeconds?: number): Promise<string>;
}

/** How many verified tokens a process remembers; past it the oldest are forgotten (and verified again). */
const VERIFIED_TOKENS_KEPT = 10_000;

export function createAccessTokens(
  config: Pick<Config, 'publicUrl'>,
  signingKeys: JWK[],
  now: () => number = Date.now,
): AccessTokens {
  const keySet = createLocalJWKSet({ keys: publicKeysOf(signingKeys) });
  const issuer = issuerOf(config);
  const audience = apiAudienceOf(config);
  // A signature checked once stays valid until the token expires, and each session sends its
  // token with every request: checking RS256 again was a tenth of an office request's CPU (issue
  // 28). Whether the user may still act is read from the database on every request regardless.
  const verified = new Map<string, { identity: TokenIdentity; expiresAtMs: number }>();
  return {
    async verify(token) {
      const known = verified.get(token);
      if (known) {
        if (now() < known.expiresAtMs) return known.identity;
        verified.delete(token);
        throw new InvalidTokenError('expired');
      }
      try {
        const { payload } = await jwtVerify(token, keySet, {
          issuer,
          audience,
          algorithms: ['RS256'],
          currentDate: new Date(now()),
        });
        const claims = payload as Partial<AccessTokenClaims> & { client_id?: string };
        if (typeof claims.id !== 'string' || typeof claims.OrganisationId !== 'string')
          throw new Error('claims missing');
        const identity: TokenIdentity = {
          userId: claims.id,
          organisationId: claims.OrganisationId,
          role: parseRole(claims.Role),
          language: isLanguage(claims.DisplayLanguage) ? claims.DisplayLanguage : 'en',
          clientId: claims.client_id,
        };
        if (typeof payload.exp === 'number') {
          if (verified.size >= VERIFIED_TOKENS_KEPT) verified.delete(verified.keys().next().value!);
          verified.set(token, { identity, expiresAtMs: payload.exp * 1000 });
        }
        return identity;
      } catch (error) {
        const expired = (error as { code?: string }).code === 'ERR_JWT_EXPIRED';
        throw new InvalidTokenError(expired ? 'expired' : 'invalid', error);
      }
    },
    async sign(claims, expiresInSeconds = 3600) {
      const jwk = signingKeys[0];
      if (!jwk) throw new Error('No signing key');
      const key = await importJWK(jwk, 'RS256');
      return new SignJWT({ ...claims })
        .setProtectedHeader({ alg: 'RS256', kid: jwk.kid ?? '', typ: 'at+jwt' })
        .setIssuer(issuer)
        .setAudience(audience)
        .setSubject(claims.id)
        .setIssuedAt()
        .setExpirationTime(`${expiresInSeconds}s`)
        .sign(key);
    },
  };
}
