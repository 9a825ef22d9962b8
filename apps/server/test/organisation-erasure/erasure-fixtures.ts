import { sql, type Kysely } from 'kysely';
import type { Database } from '../../src/db/schema';
import { withSystem } from '../../src/db/tenant';
import type { FileStorage } from '../../src/files/file-storage';
import { seedDemoFleet } from '../../src/seed/seed-fleet';
import { seedDemoInvoicing } from '../../src/seed/seed-invoicing';
import { seedDemoOrganisationData } from '../../src/seed/seed-organisation-data';
import { seedDemoPlanning } from '../../src/seed/seed-planning';
import { seedDemoPreTrip } from '../../src/seed/seed-pre-trip';
import { seedDemoRoutes } from '../../src/seed/seed-routes';
import { seedDemoShifts } from '../../src/seed/seed-shifts';
import { seedDemoTransport } from '../../src/seed/seed-transport';

/** The demo's organisation data, shifts, invoicing, routes, plans, fleet, checks and transport, for any organisation. */
export async function seedDemoDataFor(
  db: Kysely<Database>,
  organisationId: string,
  name: string,
  now: Date,
  storage: FileStorage,
) {
  await seedDemoOrganisationData(db, organisationId, now);
  await seedDemoShifts(db, organisationId, now);
  await seedDemoInvoicing(db, organisationId, name, now);
  await seedDemoRoutes(db, organisationId, now);
  await seedDemoPlanning(db, organisationId, now);
  await seedDemoFleet(db, organisationId, now);
  await seedDemoPreTrip(db, organisationId, now, storage);
  await seedDemoTransport(db, organisationId, now, storage);
}

/**
 * What the demo seed leaves out: positions across several monthly partitions (and the default
 * one), kept pay parts for every shift, a poll job naming the organisation, a page view and
 * a password throttle of each user.
 */
export async function addBulkRows(
  db: Kysely<Database>,
  organisationId: string,
  options: { positionsPerVehicle: number; from: Date },
): Promise<void> {
  await withSystem(db, async (tx) => {
    await sql`insert into positions (organisation_id, vehicle_id, recorded_at, latitude, longitude, source)
      select v.organisation_id, v.id, ${options.from}::timestamptz + g * interval '97 minutes', 60.17, 24.94, 'phone'
      from vehicles v, generate_series(1, ${options.positionsPerVehicle}) g
      where v.organisation_id = ${organisationId}::uuid
      on conflict do nothing`.execute(tx);
    await sql`insert into shift_pay_parts (organisation_id, shift_id, rules_key, events_revision, paid_ms, evening_ms, night_ms, sunday_ms, event_counts)
      select organisation_id, id, 'test', 0, 3600000, 0, 0, 0, '{}' from shifts where organisation_id = ${organisationId}::uuid
      on conflict do nothing`.execute(tx);
    await tx
      .insertInto('jobs')
      .values({
        kind: 'task-feed-poll',
        key: `erasure-test:${organisationId}`,
        payload: JSON.stringify({ organisationId }),
        run_at: new Date('2100-01-01T00:00:00Z'),
      })
      .execute();
    await sql`insert into sign_in_throttles (address, account, failures, changed_at)
      select '203.0.113.9', 'user:' || id, 1, now() from users where organisation_id = ${organisationId}::uuid`.execute(
      tx,
    );
  });
}
