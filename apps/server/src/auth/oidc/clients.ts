import type { ClientMetadata } from 'oidc-provider';
import { CLIENT_IDS } from '@rahti/domain';
import type { Config } from '../../config/config';

/** The first-party browser apps: public clients (no secret), code flow with PKCE, refresh tokens. */
export const FIRST_PARTY_CLIENTS: ReadonlySet<string> = new Set([CLIENT_IDS.web, CLIENT_IDS.driver]);

export function isFirstPartyClient(clientId: string | undefined): boolean {
  return clientId !== undefined && FIRST_PARTY_CLIENTS.has(clientId);
}

function browserApp(clientId: string, appUrl: string, redirectUris: string[]): ClientMetadata {
  return {
    client_id: clientId,
    client_name: clientId === CLIENT_IDS.web ? 'Rahti' : 'Rahti driver',
    application_type: 'web',
    token_endpoint_auth_method: 'none',
    grant_types: ['authorization_code', 'refresh_token'],
    response_types: ['code'],
    redirect_uris: redirectUris,
    post_logout_redirect_uris: [appUrl],
  };
}

/** Static clients; their addresses derive from PUBLIC_URL. The `api` clients are per organisation (api-clients.ts). */
export function staticClients(config: Pick<Config, 'publicUrl'>): ClientMetadata[] {
  const base = config.publicUrl;
  return [
    browserApp(CLIENT_IDS.web, `${base}/`, [`${base}/oidc-callback`, `${base}/oidc-popup-callback`]),
    browserApp(CLIENT_IDS.driver, `${base}/driver/`, [`${base}/driver/oidc-callback`]),
  ];
}
