import { mayManageUser, ROLES, type Role } from '@rahti/domain';
import { useCaller } from '../../auth/use-account';

/**
 * Which users the signed-in person may change and remove, and which roles they may give: the
 * role table's one rule (a Superuser leaves Admins alone), so the page offers only what the
 * server allows.
 */
export function useUserManagement() {
  const caller = useCaller();
  return {
    mayManage: (user: { role: Role }) => mayManageUser(caller, user),
    /** The roles a new user, or `user` when changed, may be given. */
    grantableRoles: (user?: { role: Role }): Role[] =>
      ROLES.filter((role) => mayManageUser(caller, user ?? { role }, role)),
  };
}
