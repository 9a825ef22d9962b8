/** Staff roles inside an organisation (spec section 6). A token without a role means User. */
export const ROLES = ['Admin', 'Superuser', 'User'] as const;
export type Role = (typeof ROLES)[number];

/** Reads a role claim; anything missing or unknown is the least privileged role, User. */
export function parseRole(value: unknown): Role {
  return ROLES.includes(value as Role) ? (value as Role) : 'User';
}

/** Who is asking: the role inside their organisation, and whether that organisation runs the site. */
export interface Caller {
  role: Role;
  /** The caller's organisation is one of the site operator's (configured, never hard-coded). */
  isSiteOperator: boolean;
}

/**
 * The one role table (spec section 6). The server checks every API route against it and the
 * web app its guards, menus and buttons, so the two cannot drift apart.
 * - `adminOrSuperuser`: /organisation, /fuelmanagement/{orgId}, the organisation menu entry.
 * - `admin`: /administration, /administration/equipment, the administration menu entry.
 * - `siteOperator`: administration across organisations (every organisation, user and
 *   subscription, any vehicle's deactivation). It is administration, so Admin only, and only
 *   inside the site operator's organisation.
 */
export const ACCESS_RULES = {
  public: { roles: ROLES, siteOperatorOnly: false },
  signedIn: { roles: ROLES, siteOperatorOnly: false },
  adminOrSuperuser: { roles: ['Admin', 'Superuser'], siteOperatorOnly: false },
  admin: { roles: ['Admin'], siteOperatorOnly: false },
  siteOperator: { roles: ['Admin'], siteOperatorOnly: true },
} as const satisfies Record<string, { roles: readonly Role[]; siteOperatorOnly: boolean }>;

/** An access level of the table: what a route, a menu entry or a button declares it needs. */
export type AccessLevel = keyof typeof ACCESS_RULES;

/** Whether `caller` passes `level` of the role table. `public` and `signedIn` let every role in. */
export function hasAccess(level: AccessLevel, caller: Caller): boolean {
  const rule: { roles: readonly Role[]; siteOperatorOnly: boolean } = ACCESS_RULES[level];
  return rule.roles.includes(caller.role) && (!rule.siteOperatorOnly || caller.isSiteOperator);
}

/** The sign-in clients (the spec's Vueapp, Driverapp and Diffoapi). */
export const CLIENT_IDS = { web: 'web', driver: 'driver', api: 'api' } as const;
export type ClientId = (typeof CLIENT_IDS)[keyof typeof CLIENT_IDS];
