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

export function createAccessTokens(config: Pick<Config, 'publicUrl'>, signingKeys: JWK[]): AccessTokens {
  const keySet = createLocalJWKSet({ keys: publicKeysOf(signingKeys) });
  const issuer = issuerOf(config);
  const audience = apiAudienceOf(config);
  return {
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, keySet, { issuer, audience, algorithms: ['RS256'] });
        const claims = payload as Partial<AccessTokenClaims> & { client_id?: string };
        if (typeof claims.id !== 'string' || typeof claims.OrganisationId !== 'string')
          throw new Error('claims missing');
        return {
          userId: claims.id,
          organisationId: claims.OrganisationId,
          role: parseRole(claims.Role),
          language: isLanguage(claims.DisplayLanguage) ? claims.DisplayLanguage : 'en',
          clientId: claims.client_id,
        };
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
