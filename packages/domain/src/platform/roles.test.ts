import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ACCESS_RULES,
  CLIENT_KINDS,
  clientKindOf,
  hasAccess,
  mayManageUser,
  parseRole,
  ROLES,
  type AccessLevel,
  type Caller,
  type ClientKind,
} from './roles';

const callers: (Caller & { name: string })[] = CLIENT_KINDS.flatMap((client) =>
  ROLES.flatMap((role) => [
    { name: `${role} of the site operator (${client})`, role, isSiteOperator: true, client },
    { name: `${role} of a customer (${client})`, role, isSiteOperator: false, client },
  ]),
);
const allowed = (level: AccessLevel, client?: ClientKind) =>
  callers
    .filter((caller) => (client === undefined || caller.client === client) && hasAccess(level, caller))
    .map((caller) => caller.name);
const levelsOpenTo = (caller: Caller) =>
  (Object.keys(ACCESS_RULES) as AccessLevel[]).filter((level) => hasAccess(level, caller));

describe('roles', () => {
  it('treat a missing or unknown role as User', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => (ROLES.includes(value as never) ? true : parseRole(value) === 'User')),
    );
    expect(parseRole('Superuser')).toBe('Superuser');
  });
});

describe('client kinds', () => {
  it('name the web app, the driver app and API credentials, and nothing else', () => {
    expect(clientKindOf('web')).toBe('web');
    expect(clientKindOf('driver')).toBe('driver');
    expect(clientKindOf('api.Xy3_k')).toBe('api');
    for (const unknown of [undefined, null, '', 'api', 'api.', 'Web', 'driverapp', 'vueapp', 42])
      expect(clientKindOf(unknown), String(unknown)).toBeUndefined();
    fc.assert(
      fc.property(
        fc.string(),
        (id) => clientKindOf(id) === undefined || ['web', 'driver'].includes(id) || id.startsWith('api.'),
      ),
    );
  });
});

describe('the role table', () => {
  it('lets every role of every client open public routes', () => {
    expect(allowed('public')).toHaveLength(18);
  });

  it("gives the driver app's token only the driver app, the driver's own items and their account", () => {
    // Written out by hand: whatever the role (an Admin who also drives), the phone is not the office.
    for (const caller of callers.filter((c) => c.client === 'driver')) {
      expect(levelsOpenTo(caller), caller.name).toEqual(['public', 'ownItems', 'account', 'driverApp']);
    }
  });

  it('gives API credentials (a User) the office data and the own-items routes, no account, no app of a person', () => {
    expect(levelsOpenTo({ role: 'User', isSiteOperator: false, client: 'api' })).toEqual([
      'public',
      'signedIn',
      'ownItems',
    ]);
    expect(levelsOpenTo({ role: 'User', isSiteOperator: true, client: 'api' })).toEqual([
      'public',
      'signedIn',
      'ownItems',
    ]);
  });

  it('gives the web app every level its role reaches, never the driver app', () => {
    expect(levelsOpenTo({ role: 'User', isSiteOperator: false, client: 'web' })).toEqual([
      'public',
      'signedIn',
      'ownItems',
      'account',
      'webApp',
    ]);
    expect(levelsOpenTo({ role: 'Admin', isSiteOperator: true, client: 'web' })).toEqual([
      'public',
      'signedIn',
      'ownItems',
      'account',
      'webApp',
      'adminOrSuperuser',
      'admin',
      'siteOperator',
    ]);
  });

  it('lets Admins and Superusers of any organisation manage their organisation, in the web app', () => {
    expect(allowed('adminOrSuperuser')).toEqual([
      'Admin of the site operator (web)',
      'Admin of a customer (web)',
      'Superuser of the site operator (web)',
      'Superuser of a customer (web)',
    ]);
  });

  it('keeps administration for Admins (spec section 6)', () => {
    expect(allowed('admin')).toEqual(['Admin of the site operator (web)', 'Admin of a customer (web)']);
  });

  it("keeps the site operator's administration for the operator's Admins: not its Superusers, not a customer's Admin", () => {
    expect(allowed('siteOperator')).toEqual(['Admin of the site operator (web)']);
  });

  it('never lets a level allow more than the level below it', () => {
    const ladder: AccessLevel[] = ['signedIn', 'adminOrSuperuser', 'admin', 'siteOperator'];
    for (const [lower, higher] of ladder.slice(0, -1).map((level, i) => [level, ladder[i + 1]!] as const)) {
      for (const name of allowed(higher)) expect(allowed(lower), `${higher} ⊆ ${lower}`).toContain(name);
    }
    expect(Object.keys(ACCESS_RULES).sort()).toEqual([
      'account',
      'admin',
      'adminOrSuperuser',
      'driverApp',
      'ownItems',
      'public',
      'signedIn',
      'siteOperator',
      'webApp',
    ]);
  });
});

describe('managing users', () => {
  const web = (role: (typeof ROLES)[number]): Caller => ({ role, isSiteOperator: false, client: 'web' });

  it('gives add, change and remove one answer: an Admin anyone, a Superuser Users and Superusers, a User no one', () => {
    for (const target of ROLES) {
      expect(mayManageUser(web('Admin'), { role: target }), `Admin → ${target}`).toBe(true);
      expect(mayManageUser(web('Superuser'), { role: target }), `Superuser → ${target}`).toBe(target !== 'Admin');
      expect(mayManageUser(web('User'), { role: target }), `User → ${target}`).toBe(false);
    }
    expect(mayManageUser(web('Superuser'), { role: 'User' }, 'Admin')).toBe(false);
    expect(mayManageUser(web('Superuser'), { role: 'User' }, 'Superuser')).toBe(true);
  });

  it('is never open to the driver app or API credentials', () => {
    for (const client of ['driver', 'api'] as const)
      for (const role of ROLES)
        expect(mayManageUser({ role, isSiteOperator: true, client }, { role: 'User' })).toBe(false);
  });
});
