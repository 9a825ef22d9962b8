import { UserManager, WebStorageStateStore } from 'oidc-client-ts';
import { CLIENT_IDS } from '@rahti/domain';

/**
 * The sign-in client for the embedded provider at /oidc. The user is kept in localStorage so a
 * reload keeps the session; offline_access gives a refresh token, which silent renew uses.
 */
export function createUserManager(origin: string = window.location.origin): UserManager {
  return new UserManager({
    authority: `${origin}/oidc`,
    client_id: CLIENT_IDS.web,
    redirect_uri: `${origin}/oidc-callback`,
    popup_redirect_uri: `${origin}/oidc-popup-callback`,
    post_logout_redirect_uri: `${origin}/`,
    response_type: 'code',
    scope: 'openid profile offline_access',
    automaticSilentRenew: true,
    userStore: new WebStorageStateStore({ store: window.localStorage }),
  });
}
