import { isMachineCaller, type AuthContext } from '../http/access';

/**
 * Whose draft a plan is: the signed-in person's; an organisation's API client has no user, so
 * its drafts have no creator (and count as its own in its conflict checks).
 */
export function planCreator(auth: AuthContext): string | null {
  return isMachineCaller(auth) ? null : auth.userId;
}
