import { UserManager, WebStorageStateStore } from 'oidc-client-ts';
import { CLIENT_IDS } from '@rahti/domain';
import { DRIVER_STORAGE_PREFIX } from './driver-storage';

export const CALLBACK_PATH = `${import.meta.env.BASE_URL}oidc-callback`;

/**
 * The driver client of the server's sign-in provider: authorization code with PKCE.
 * offline_access asks for a refresh token, so renewal works without an iframe and a phone
 * that was offline can renew when it reconnects. The user is kept in localStorage so the
 * app opens signed in after the phone restarts it.
 */
export function createDriverUserManager(origin: string = window.location.origin): UserManager {
  const store = new WebStorageStateStore({ store: window.localStorage, prefix: `${DRIVER_STORAGE_PREFIX}oidc.` });
  return new UserManager({
    authority: `${origin}/oidc`,
    client_id: CLIENT_IDS.driver,
    redirect_uri: `${origin}${CALLBACK_PATH}`,
    post_logout_redirect_uri: `${origin}${import.meta.env.BASE_URL}`,
    response_type: 'code',
    scope: 'openid profile offline_access',
    automaticSilentRenew: true,
    userStore: store,
    stateStore: store,
  });
}
