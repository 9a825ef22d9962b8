import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ACCESS_RULES, hasAccess, parseRole, ROLES, type AccessLevel, type Caller } from './roles';

const callers: (Caller & { name: string })[] = ROLES.flatMap((role) => [
  { name: `${role} of the site operator`, role, isSiteOperator: true },
  { name: `${role} of a customer`, role, isSiteOperator: false },
]);
const allowed = (level: AccessLevel) => callers.filter((caller) => hasAccess(level, caller)).map((caller) => caller.name);

describe('roles', () => {
  it('treat a missing or unknown role as User', () => {
    fc.assert(fc.property(fc.anything(), (value) => (ROLES.includes(value as never) ? true : parseRole(value) === 'User')));
    expect(parseRole('Superuser')).toBe('Superuser');
  });
});

describe('the role table', () => {
  it('lets every role of every organisation open public and signed-in routes', () => {
    expect(allowed('public')).toHaveLength(6);
    expect(allowed('signedIn')).toHaveLength(6);
  });

  it('lets Admins and Superusers of any organisation manage their organisation', () => {
    expect(allowed('adminOrSuperuser')).toEqual([
      'Admin of the site operator',
      'Admin of a customer',
      'Superuser of the site operator',
      'Superuser of a customer',
    ]);
  });

  it('keeps administration for Admins (spec section 6)', () => {
    expect(allowed('admin')).toEqual(['Admin of the site operator', 'Admin of a customer']);
  });

  it("keeps the site operator's administration for the operator's Admins: not its Superusers, not a customer's Admin", () => {
    expect(allowed('siteOperator')).toEqual(['Admin of the site operator']);
  });

  it('never lets a level allow more than the level below it', () => {
    const ladder: AccessLevel[] = ['signedIn', 'adminOrSuperuser', 'admin', 'siteOperator'];
    for (const [lower, higher] of ladder.slice(0, -1).map((level, i) => [level, ladder[i + 1]!] as const)) {
      for (const name of allowed(higher)) expect(allowed(lower), `${higher} ⊆ ${lower}`).toContain(name);
    }
    expect(Object.keys(ACCESS_RULES).sort()).toEqual(['admin', 'adminOrSuperuser', 'public', 'signedIn', 'siteOperator']);
  });
});
