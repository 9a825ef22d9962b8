import { vi } from 'vitest';
import { allFeatures, type Account, type Organisation } from '@rahti/domain';
import type { Session } from '../auth/session';

export function testAccount(overrides: Partial<Account> = {}): Account {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    organisationId: '00000000-0000-4000-8000-0000000000aa',
    organisationName: 'Kuljetus Virtanen Oy',
    organisationCurrency: 'EUR',
    organisationTimeZone: 'Europe/Helsinki',
    // This test organisation writes first names first ("Anna Virta"); driver-name-order.test.tsx covers the default, last name first.
    organisationDriverNameOrder: 'firstLast',
    role: 'User',
    displayLanguage: 'en',
    displayName: 'Maija Virtanen',
    email: 'maija@example.com',
    username: 'maija@example.com',
    isDriver: false,
    isSiteOperator: false,
    features: allFeatures(),
    ...overrides,
  };
}

export function testSession(overrides: Partial<Session> = {}): Session {
  return {
    status: 'signedIn',
    accessToken: 'test-token',
    claims: { userId: undefined, organisationId: undefined, organisationName: 'Kuljetus Virtanen Oy', role: 'User' },
    signIn: vi.fn(() => Promise.resolve()),
    signOut: vi.fn(() => Promise.resolve()),
    expire: vi.fn(),
    completeSignIn: vi.fn(() => Promise.resolve(undefined)),
    ...overrides,
  };
}

/** The organisation of testAccount() as GET /api/organisation answers it. */
export function testOrganisation(overrides: Partial<Organisation> = {}): Organisation {
  return {
    id: '00000000-0000-4000-8000-0000000000aa',
    name: 'Kuljetus Virtanen Oy',
    currency: 'EUR',
    timeZone: 'Europe/Helsinki',
    vehicleLimit: null,
    setToBeDeletedAt: null,
    createdAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** A fixed id for test records: testId(7) → 00000000-0000-4000-8000-000000000007. */
export const testId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
