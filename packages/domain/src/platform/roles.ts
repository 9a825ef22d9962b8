/** Staff roles inside an organisation (spec section 6). A token without a role means User. */
export const ROLES = ['Admin', 'Superuser', 'User'] as const;
export type Role = (typeof ROLES)[number];

/** Reads a role claim; anything missing or unknown is the least privileged role, User. */
export function parseRole(value: unknown): Role {
  return ROLES.includes(value as Role) ? (value as Role) : 'User';
}

/** Admin only: /administration, /administration/equipment, the administration menu entry. */
export function isAdmin(role: Role): boolean {
  return role === 'Admin';
}

/** Admin or Superuser: /organisation, /fuelmanagement/{orgId}, the organisation menu entry. */
export function canManageOrganisation(role: Role): boolean {
  return role === 'Admin' || role === 'Superuser';
}

/** The sign-in clients (the spec's Vueapp, Driverapp and Diffoapi). */
export const CLIENT_IDS = { web: 'web', driver: 'driver', api: 'api' } as const;
export type ClientId = (typeof CLIENT_IDS)[keyof typeof CLIENT_IDS];
