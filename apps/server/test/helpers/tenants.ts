import { randomUUID } from 'node:crypto';
import { allFeatures, type Features, type Role } from '@rahti/domain';
import type { AppContext } from '../../src/platform/app-context';
import { hashPassword } from '../../src/auth/password-hash';
import { withSystem } from '../../src/db/tenant';

export const TEST_PASSWORD = 'Test-2026!';
let passwordHash: Promise<string> | undefined;

export interface TestUser {
  id: string;
  email: string;
  role: Role;
  token: string;
  headers: { authorization: string };
}

export interface TestTenant {
  organisationId: string;
  name: string;
  users: Record<'admin' | 'superuser' | 'user', TestUser>;
  /** Set by tests that create API credentials for this tenant. */
  apiClientId?: string;
  /** Organisation data (issue 4), set by test/organisation-data/sample-data.ts. */
  departmentId?: string;
  baseId?: string;
  driverGroupId?: string;
  driverId?: string;
  vehicleId?: string;
  licenceTypeId?: string;
  /** Set by tests that create calculator records for this tenant (test/calculations/calculator-fixtures.ts). */
  calculationId?: string;
  vehicleDetailsId?: string;
  fuelPriceId?: string;
  /** A shift (issue 10), set by test/shifts/shift-fixtures.ts's addShift. */
  shiftId?: string;
}

/**
 * An organisation with one Admin, one Superuser and one User, each with a signed access token,
 * written straight to the database (sign-in itself is tested in the auth suites).
 */
export async function createTenant(
  context: AppContext,
  options: { id?: string; name?: string; features?: Features; currency?: 'EUR' | 'USD' | 'SEK' } = {},
): Promise<TestTenant> {
  const organisationId = options.id ?? randomUUID();
  const name = options.name ?? `Org ${organisationId.slice(0, 8)}`;
  const currency = options.currency ?? 'EUR';
  passwordHash ??= hashPassword(TEST_PASSWORD);
  const hash = await passwordHash;
  const roles = { admin: 'Admin', superuser: 'Superuser', user: 'User' } as const;

  const users = await withSystem(context.database.db, async (tx) => {
    await tx
      .insertInto('organisations')
      .values({ id: organisationId, name, currency, features: JSON.stringify(options.features ?? allFeatures()) })
      .execute();
    const created = {} as Record<keyof typeof roles, { id: string; email: string; role: Role }>;
    for (const [key, role] of Object.entries(roles) as [keyof typeof roles, Role][]) {
      const email = `${key}.${organisationId.slice(0, 8)}@test.example`;
      const row = await tx
        .insertInto('users')
        .values({
          organisation_id: organisationId,
          username: email,
          email,
          display_name: `${role} Person`,
          display_language: 'en',
          role,
          password_hash: hash,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await tx
        .insertInto('sign_in_names')
        .values({ username: email, organisation_id: organisationId, user_id: row.id })
        .execute();
      created[key] = { id: row.id, email, role };
    }
    return created;
  });

  const withToken = async (user: { id: string; email: string; role: Role }): Promise<TestUser> => {
    const token = await context.accessTokens.sign({
      id: user.id,
      OrganisationId: organisationId,
      OrganisationName: name,
      OrganisationCurrency: currency,
      Role: user.role,
      DisplayLanguage: 'en',
      client_id: 'web',
    });
    return { ...user, token, headers: { authorization: `Bearer ${token}` } };
  };
  return {
    organisationId,
    name,
    users: {
      admin: await withToken(users.admin),
      superuser: await withToken(users.superuser),
      user: await withToken(users.user),
    },
  };
}
