import { CLIENT_IDS } from '@rahti/domain';

/** The embedded sign-in authority; in its own file so the first page can find a stored user without oidc-client-ts. */
export const authorityOf = (origin: string) => `${origin}/oidc`;
export const WEB_CLIENT_ID = CLIENT_IDS.web;

/** Where oidc-client-ts' WebStorageStateStore keeps the signed-in user ("oidc." + "user:" + authority + client). */
export const storedUserKey = (origin: string) => `oidc.user:${authorityOf(origin)}:${WEB_CLIENT_ID}`;
