import { UserManager, WebStorageStateStore } from 'oidc-client-ts';
import { authorityOf, WEB_CLIENT_ID } from './oidc-settings';

/**
 * The sign-in client for the embedded provider at /oidc. The user is kept in localStorage so a
 * reload keeps the session; offline_access gives a refresh token, which silent renew uses.
 * The first page loads this module after it has rendered (see `loadUserManager`).
 */
export function createUserManager(origin: string = window.location.origin): UserManager {
  return new UserManager({
    authority: authorityOf(origin),
    client_id: WEB_CLIENT_ID,
    redirect_uri: `${origin}/oidc-callback`,
    popup_redirect_uri: `${origin}/oidc-popup-callback`,
    post_logout_redirect_uri: `${origin}/`,
    response_type: 'code',
    scope: 'openid profile offline_access',
    automaticSilentRenew: true,
    userStore: new WebStorageStateStore({ store: window.localStorage }),
  });
}
