import type { UserManager } from 'oidc-client-ts';

/** The sign-in library (about 17 KB gzipped) in its own chunk. */
export const loadUserManager = (): Promise<UserManager> =>
  import('./user-manager').then((module) => module.createUserManager());

const USER_ACTIONS = ['pointerdown', 'keydown', 'touchstart'] as const;

/**
 * For a returning user, whose stored token the first page uses: the library arrives when the
 * user first acts (a sign-out, say, needs it) or a few seconds after the page has loaded,
 * whichever is first, so it does not compete with the first page for a slow link. The stored
 * token has at least a minute left (`readStoredUser`), time enough for the library to renew it.
 */
export function loadUserManagerAfterFirstPage(delayAfterLoadMs = 3000, target: Window = window): Promise<UserManager> {
  return new Promise<void>((resolve) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const start = () => {
      clearTimeout(timer);
      for (const action of USER_ACTIONS) target.removeEventListener(action, start, true);
      target.removeEventListener('load', onLoad);
      resolve();
    };
    const onLoad = () => {
      timer = setTimeout(start, delayAfterLoadMs);
    };
    for (const action of USER_ACTIONS) target.addEventListener(action, start, { capture: true, passive: true });
    if (target.document.readyState === 'complete') onLoad();
    else target.addEventListener('load', onLoad, { once: true });
  }).then(loadUserManager);
}
