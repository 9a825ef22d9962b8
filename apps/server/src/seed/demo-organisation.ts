import { allFeatures, type Language, type Role } from '@rahti/domain';
import type { Kysely } from 'kysely';
import { hashPassword } from '../auth/password-hash';
import type { Database } from '../db/schema';
import { withSystem } from '../db/tenant';
import { createDatabaseFileStorage, type FileStorage } from '../files/file-storage';
import { seedDemoOrganisationData } from './seed-organisation-data';
import { seedDemoShifts } from './seed-shifts';
import { seedDemoInvoicing } from './seed-invoicing';
import { seedDemoRoutes } from './seed-routes';
import { seedDemoPlanning } from './seed-planning';
import { seedDemoFleet } from './seed-fleet';
import { seedDemoPreTrip } from './seed-pre-trip';
import { seedDemoTransport } from './seed-transport';
import { seedDemoReports } from './seed-reports';
import { seedDemoWebhooks } from './seed-webhooks';
import { seedDemoSubcontractor } from './seed-subcontractor';

/** Fixed, so the demo organisation can be named in SITE_OPERATOR_ORGANISATIONS and in tests. */
export const DEMO_ORGANISATION_ID = '00000000-0000-4000-8000-000000000001';
export const DEMO_ORGANISATION_NAME = 'Demo Haulage Oy';
export const DEMO_PASSWORD = 'Demo-2026!';

interface DemoUser {
  email: string;
  displayName: string;
  role: Role;
  language: Language;
  isDriver: boolean;
}

export const DEMO_USERS: readonly DemoUser[] = [
  { email: 'admin@demo.test', displayName: 'Aino Admin', role: 'Admin', language: 'en', isDriver: false },
  { email: 'super@demo.test', displayName: 'Sami Superuser', role: 'Superuser', language: 'en', isDriver: false },
  { email: 'user@demo.test', displayName: 'Ulla User', role: 'User', language: 'en', isDriver: false },
  { email: 'driver1@demo.test', displayName: 'Diego Driver', role: 'User', language: 'en', isDriver: true },
];

/**
 * Creates the demo organisation (EUR, every feature, no vehicle limit), its sign-ins and its
 * organisation data (demo-organisation-data.ts), with `driver1@demo.test` as Diego Driver's
 * driver-app account, and four weeks of the drivers' shifts and absences (seed-shifts.ts).
 * Anything already there is left exactly as it is, so running it twice changes nothing. `now`
 * dates the vehicle activations, licence expiries, shifts and absences. The photos and the
 * signature go to `storage` (the configured one when run by `npm run seed:demo`).
 */
export async function seedDemo(
  db: Kysely<Database>,
  now: Date = new Date(),
  storage: FileStorage = createDatabaseFileStorage(db),
): Promise<{ created: string[] }> {
  const created: string[] = [];
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await withSystem(db, async (tx) => {
    const organisation = await tx
      .insertInto('organisations')
      .values({
        id: DEMO_ORGANISATION_ID,
        name: DEMO_ORGANISATION_NAME,
        currency: 'EUR',
        features: JSON.stringify(allFeatures()),
      })
      .onConflict((oc) => oc.column('id').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (organisation) created.push(DEMO_ORGANISATION_NAME);

    for (const user of DEMO_USERS) {
      const taken = await tx
        .selectFrom('sign_in_names')
        .select('user_id')
        .where('username', '=', user.email)
        .executeTakeFirst();
      if (taken) continue;
      const row = await tx
        .insertInto('users')
        .values({
          organisation_id: DEMO_ORGANISATION_ID,
          username: user.email,
          email: user.email,
          display_name: user.displayName,
          display_language: user.language,
          role: user.role,
          is_driver: user.isDriver,
          password_hash: passwordHash,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await tx
        .insertInto('sign_in_names')
        .values({ username: user.email, organisation_id: DEMO_ORGANISATION_ID, user_id: row.id })
        .execute();
      created.push(user.email);
    }
  });
  created.push(...(await seedDemoOrganisationData(db, DEMO_ORGANISATION_ID, now)));
  const { shifts, absences } = await seedDemoShifts(db, DEMO_ORGANISATION_ID, now);
  if (shifts > 0) created.push(`${shifts} shifts`);
  if (absences > 0) created.push(`${absences} absences`);
  created.push(...(await seedDemoInvoicing(db, DEMO_ORGANISATION_ID, DEMO_ORGANISATION_NAME, now)));
  created.push(...(await seedDemoRoutes(db, DEMO_ORGANISATION_ID, now)));
  created.push(...(await seedDemoPlanning(db, DEMO_ORGANISATION_ID, now)));
  created.push(...(await seedDemoFleet(db, DEMO_ORGANISATION_ID, now)));
  created.push(...(await seedDemoPreTrip(db, DEMO_ORGANISATION_ID, now, storage)));
  created.push(...(await seedDemoTransport(db, DEMO_ORGANISATION_ID, now, storage)));
  created.push(...(await seedDemoReports(db, DEMO_ORGANISATION_ID)));
  created.push(...(await seedDemoWebhooks(db, DEMO_ORGANISATION_ID, now)));
  created.push(...(await seedDemoSubcontractor(db, DEMO_ORGANISATION_ID, passwordHash, now)));
  return { created };
}
