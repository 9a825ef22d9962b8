import type { JWK } from 'jose';
import type { Kysely } from 'kysely';
import { errors, interactionPolicy, Provider, type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import { apiAudienceOf, issuerOf, type Config } from '../../config/config';
import type { Database } from '../../db/schema';
import { findAccount, findActiveUser, userTokenClaims, type RahtiAccount } from './account';
import { apiClientMetadata, apiSecretMatches, apiTokenClaims } from './api-clients';
import { isFirstPartyClient, staticClients } from './clients';
import type { PageContext } from './page-context';
import { createPayloadAdapter } from './payload-adapter';
import { providerPages } from './provider-pages';
import { clientRefusal } from './sign-in.service';

export interface ProviderDependencies {
  config: Pick<Config, 'publicUrl'>;
  db: Kysely<Database>;
  signingKeys: JWK[];
  cookieKeys: string[];
  pages: PageContext;
}

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
export const TOKEN_LIFETIMES = {
  accessTokenSeconds: 15 * MINUTE,
  refreshTokenSeconds: 14 * DAY,
  sessionSeconds: 14 * DAY,
  interactionSeconds: HOUR,
} as const;

/** The API is the one resource server; its own scope stays out of the provider's scopes. */
const API_SCOPE = 'api';
const FIRST_PARTY_SCOPES = 'openid profile email offline_access';

/** Path of the interaction pages, under the issuer (e.g. /oidc/interaction/<uid>). */
export function interactionPath(issuer: string, uid: string): string {
  return `${new URL(issuer).pathname.replace(/\/$/, '')}/interaction/${uid}`;
}

/** A signed-in session whose account is gone or belongs to the other app goes back to sign-in. */
function signInPolicy() {
  const policy = interactionPolicy.base();
  policy.get('login')?.checks.add(
    new interactionPolicy.Check('account_not_usable', 'the signed-in account cannot use this client', (ctx) => {
      const { session, client } = ctx.oidc;
      if (!session?.accountId || !client) return interactionPolicy.Check.NO_NEED_TO_PROMPT;
      const account = ctx.oidc.account as RahtiAccount | undefined;
      if (!account?.user || clientRefusal(account.user, client.clientId)) return interactionPolicy.Check.REQUEST_PROMPT;
      return interactionPolicy.Check.NO_NEED_TO_PROMPT;
    }),
  );
  return policy;
}

export function providerConfiguration(deps: ProviderDependencies): Configuration {
  const { db } = deps;
  const issuer = issuerOf(deps.config);
  const audience = apiAudienceOf(deps.config);
  const pages = providerPages(deps.pages);

  return {
    adapter: createPayloadAdapter(db, (clientId) => apiClientMetadata(db, clientId)),
    clients: staticClients(deps.config),
    jwks: { keys: deps.signingKeys as NonNullable<Configuration['jwks']>['keys'] },
    // The session cookie is needed only by the provider, so it stays under the issuer's path.
    cookies: { keys: deps.cookieKeys, long: { httpOnly: true, sameSite: 'lax', path: new URL(issuer).pathname } },
    findAccount: (_ctx, sub) => findAccount(db, sub),
    scopes: ['openid', 'profile', 'email', 'offline_access'],
    claims: { openid: ['sub'], profile: ['name', 'locale'], email: ['email'] },
    // The apps read the person's name from the ID token: userinfo cannot take the API's JWT tokens.
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    // Authorization code with PKCE only: no implicit or hybrid flows that put tokens in URLs.
    responseTypes: ['code'],
    // "Register your organisation" in the web app asks for the registration form directly.
    extraParams: ['screen_hint'],
    features: {
      devInteractions: { enabled: false },
      clientCredentials: { enabled: true },
      revocation: { enabled: true },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: pages.logoutSource,
        postLogoutSuccessSource: pages.postLogoutSuccessSource,
      },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => audience,
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx, resourceIndicator) => {
          if (resourceIndicator !== audience) throw new errors.InvalidTarget();
          return {
            scope: API_SCOPE,
            audience,
            accessTokenTTL: TOKEN_LIFETIMES.accessTokenSeconds,
            accessTokenFormat: 'jwt',
            jwt: { sign: { alg: 'RS256' } },
          };
        },
      },
    },
    interactions: {
      url: (_ctx, interaction) => interactionPath(issuer, interaction.uid),
      policy: signInPolicy(),
    },
    // First-party apps never see a consent screen: their grant is made here.
    async loadExistingGrant(ctx: KoaContextWithOIDC) {
      const { client, session } = ctx.oidc;
      if (!client || !session) return undefined;
      const grantId = ctx.oidc.result?.consent?.grantId ?? session.grantIdFor(client.clientId);
      const existing = grantId ? await ctx.oidc.provider.Grant.find(grantId) : undefined;
      if (existing || !isFirstPartyClient(client.clientId) || !session.accountId) return existing;
      const grant = new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope(FIRST_PARTY_SCOPES);
      grant.addResourceScope(audience, API_SCOPE);
      await grant.save();
      return grant;
    },
    issueRefreshToken: async (_ctx, client) =>
      client.grantTypeAllowed('refresh_token') && isFirstPartyClient(client.clientId),
    async extraTokenClaims(ctx, token) {
      if (token.kind === 'ClientCredentials') {
        const result = await apiTokenClaims(db, token.clientId ?? '');
        if (!result.ok) {
          throw new errors.UnauthorizedClient(
            result.reason === 'featureDisabled'
              ? "the organisation's subscription does not include the API"
              : result.reason === 'organisationSetToBeDeleted'
                ? 'the organisation is set to be deleted'
                : 'unknown client',
          );
        }
        return { ...result.claims };
      }
      const accountId = 'accountId' in token ? token.accountId : undefined;
      if (!accountId) return undefined;
      const loaded = ctx.oidc?.account as RahtiAccount | undefined;
      const user = loaded?.accountId === accountId ? loaded.user : await findActiveUser(db, accountId);
      if (!user) throw new errors.InvalidGrant('the account is no longer active');
      return { ...userTokenClaims(user) };
    },
    clientBasedCORS: (_ctx, origin, client) =>
      client.clientAuthMethod === 'none' &&
      client.redirectUris?.some((uri) => URL.parse(uri)?.origin === origin) === true,
    ttl: {
      AccessToken: TOKEN_LIFETIMES.accessTokenSeconds,
      ClientCredentials: TOKEN_LIFETIMES.accessTokenSeconds,
      AuthorizationCode: MINUTE,
      IdToken: HOUR,
      RefreshToken: TOKEN_LIFETIMES.refreshTokenSeconds,
      Session: TOKEN_LIFETIMES.sessionSeconds,
      Grant: TOKEN_LIFETIMES.sessionSeconds,
      Interaction: TOKEN_LIFETIMES.interactionSeconds,
    },
    renderError: pages.renderError,
  };
}

/**
 * The provider. API clients' secrets are stored hashed, so the secret comparison hashes what
 * the caller sent before comparing (the provider otherwise compares plain secrets).
 */
export function createProvider(deps: ProviderDependencies): Provider {
  const provider = new Provider(issuerOf(deps.config), providerConfiguration(deps));
  provider.proxy = true;
  provider.Client.prototype.compareClientSecret = async function compareHashed(
    this: { clientSecret?: string },
    actual: string,
  ) {
    return typeof this.clientSecret === 'string' && apiSecretMatches(actual, this.clientSecret);
  };
  return provider;
}
