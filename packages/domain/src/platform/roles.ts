/** Staff roles inside an organisation (spec section 6). A token without a role means User. */
export const ROLES = ['Admin', 'Superuser', 'User'] as const;
export type Role = (typeof ROLES)[number];

/** Reads a role claim; anything missing or unknown is the least privileged role, User. */
export function parseRole(value: unknown): Role {
  return ROLES.includes(value as Role) ? (value as Role) : 'User';
}

/** The sign-in clients (the spec's Vueapp, Driverapp and Diffoapi). */
export const CLIENT_IDS = { web: 'web', driver: 'driver', api: 'api' } as const;
export type ClientId = (typeof CLIENT_IDS)[keyof typeof CLIENT_IDS];

/**
 * Which client a token was issued to: the manager web app, the driver app, or an organisation's
 * API credentials (machine access, client ids `api.<random>`). The role table's second dimension.
 */
export const CLIENT_KINDS = ['web', 'driver', 'api'] as const;
export type ClientKind = (typeof CLIENT_KINDS)[number];

/** The client kind a token's `client_id` names; undefined for a client this product does not have. */
export function clientKindOf(clientId: unknown): ClientKind | undefined {
  if (clientId === CLIENT_IDS.web) return 'web';
  if (clientId === CLIENT_IDS.driver) return 'driver';
  if (
    typeof clientId === 'string' &&
    clientId.startsWith(`${CLIENT_IDS.api}.`) &&
    clientId.length > CLIENT_IDS.api.length + 1
  )
    return 'api';
  return undefined;
}

/** Who is asking: the role inside their organisation, through which client, and whether that organisation runs the site. */
export interface Caller {
  role: Role;
  /** The caller's organisation is one of the site operator's (configured, never hard-coded). */
  isSiteOperator: boolean;
  client: ClientKind;
}

interface AccessRule {
  roles: readonly Role[];
  clients: readonly ClientKind[];
  siteOperatorOnly: boolean;
}

/**
 * The one role table (spec section 6): for every access level, the roles and the clients it
 * admits. The server checks every API route against it and the web app its guards, menus and
 * buttons, so they cannot drift apart.
 * - `signedIn`: the office's data, for the web app and the organisation's API clients (which act
 *   as a User). The driver app's token is not the office: it gets none of this.
 * - `ownItems`: shifts and absences, which every client reaches; the service narrows a driver-app
 *   caller to the driver's own items (others answer 404) and keeps approvals from them.
 * - `account`: a person's own account (profile, password); no machine has one.
 * - `webApp`: what only the web app sends for its person (page views, the contact form).
 * - `driverApp`: the driver app's own routes (the linked driver, sync, positions).
 * - `adminOrSuperuser`: /organisation, /fuelmanagement/{orgId}, the organisation menu entry.
 * - `admin`: /administration, /administration/equipment, the administration menu entry.
 * - `siteOperator`: administration across organisations (every organisation, user and
 *   subscription, any vehicle's deactivation). It is administration, so Admin only, and only
 *   inside the site operator's organisation.
 * Management levels are for people in the web app: an Admin who also drives gets none of them
 * through the driver app's token.
 */
export const ACCESS_RULES = {
  public: { roles: ROLES, clients: CLIENT_KINDS, siteOperatorOnly: false },
  signedIn: { roles: ROLES, clients: ['web', 'api'], siteOperatorOnly: false },
  ownItems: { roles: ROLES, clients: CLIENT_KINDS, siteOperatorOnly: false },
  account: { roles: ROLES, clients: ['web', 'driver'], siteOperatorOnly: false },
  webApp: { roles: ROLES, clients: ['web'], siteOperatorOnly: false },
  driverApp: { roles: ROLES, clients: ['driver'], siteOperatorOnly: false },
  adminOrSuperuser: { roles: ['Admin', 'Superuser'], clients: ['web'], siteOperatorOnly: false },
  admin: { roles: ['Admin'], clients: ['web'], siteOperatorOnly: false },
  siteOperator: { roles: ['Admin'], clients: ['web'], siteOperatorOnly: true },
} as const satisfies Record<string, AccessRule>;

/** An access level of the table: what a route, a menu entry or a button declares it needs. */
export type AccessLevel = keyof typeof ACCESS_RULES;

/** Whether `caller` passes `level` of the role table. */
export function hasAccess(level: AccessLevel, caller: Caller): boolean {
  const rule: AccessRule = ACCESS_RULES[level];
  return (
    rule.roles.includes(caller.role) &&
    rule.clients.includes(caller.client) &&
    (!rule.siteOperatorOnly || caller.isSiteOperator)
  );
}

/**
 * Whose accounts a caller may add, change and remove (the users of the organisation page): the
 * same answer for all three. An Admin manages everyone; a Superuser manages Users and Superusers
 * but neither creates, changes, promotes to nor removes an Admin.
 */
export function mayManageUser(caller: Caller, target: { role: Role }, newRole?: Role): boolean {
  if (!hasAccess('adminOrSuperuser', caller)) return false;
  if (caller.role === 'Admin') return true;
  return target.role !== 'Admin' && newRole !== 'Admin';
}
