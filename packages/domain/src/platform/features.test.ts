import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { baseSubscriptionFeatures, FEATURE_KEYS, normaliseFeatures } from './features';
import { canManageOrganisation, isAdmin, parseRole, ROLES } from './roles';

describe('features', () => {
  it('read every missing or non-true flag as disabled', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.anything()), (stored) => {
        const features = normaliseFeatures(stored);
        expect(Object.keys(features).sort()).toEqual([...FEATURE_KEYS].sort());
        for (const key of FEATURE_KEYS) expect(features[key]).toBe(stored[key] === true);
      }),
    );
  });

  it('give a new organisation the base subscription: dashboard and calculations', () => {
    const enabled = Object.entries(baseSubscriptionFeatures()).filter(([, on]) => on).map(([key]) => key);
    expect(enabled).toEqual(['dashboard', 'calculations']);
  });
});

describe('roles', () => {
  it('treat a missing or unknown role as User', () => {
    fc.assert(fc.property(fc.anything(), (value) => (ROLES.includes(value as never) ? true : parseRole(value) === 'User')));
    expect(parseRole('Superuser')).toBe('Superuser');
  });

  it('let Admin alone administer, and Admin or Superuser manage the organisation', () => {
    expect(ROLES.filter(isAdmin)).toEqual(['Admin']);
    expect(ROLES.filter(canManageOrganisation)).toEqual(['Admin', 'Superuser']);
  });
});
