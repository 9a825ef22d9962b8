import { randomBytes, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  addDays,
  allFeatures,
  estimateRoute,
  localDateOf,
  localMidnight,
  newShareCode,
  routeInputSchema,
  vehicleInputSchema,
} from '@rahti/domain';
import type { Database } from '../db/schema';
import { withSystem, withTenant } from '../db/tenant';
import { routesRepository } from '../routes/routes.repository';
import { vehiclesRepository } from '../vehicles/vehicles.repository';

const ZONE = 'Europe/Helsinki';
export const DEMO_SUBCONTRACTOR_ID = '00000000-0000-4000-8000-000000000002';
export const DEMO_SUBCONTRACTOR_NAME = 'Kuljetus Lahtinen Oy';
/** The subcontractor's own sign-in, with the demo's password. */
export const DEMO_SUBCONTRACTOR_ADMIN = 'admin@lahtinen.test';
const ROUTE_NAME = 'Kouvolan jakelu, alihankinta';
const DRIVERS = [
  { first: 'Leo', last: 'Lahtinen', number: 'L-01' },
  { first: 'Sanna', last: 'Lahtinen', number: 'L-02' },
] as const;
const TRUCKS = ['LHT-301', 'LHT-302'] as const;
/** A weekday's run: drive out, unload at two stops, a break, drive back (minutes). */
const RUN: readonly (readonly [workType: number, minutes: number])[] = [
  [2, 30],
  [1, 95],
  [3, 35],
  [1, 40],
  [3, 30],
  [5, 45],
  [1, 120],
];

/**
 * The demo's subcontractor (issue 27): a second organisation with its own Admin, two drivers
 * and trucks, and a weekday route it drives for Demo Haulage Oy, whose shifts it shares with
 * Demo Haulage by an approved share scoped to that route. Demo Haulage has a share of its own
 * still waiting for a partner, so the sharing page shows a code. Added once; a second run changes nothing.
 */
export async function seedDemoSubcontractor(
  db: Kysely<Database>,
  demoOrganisationId: string,
  passwordHash: string,
  now: Date,
): Promise<string[]> {
  const org = DEMO_SUBCONTRACTOR_ID;
  const made = await withSystem(db, async (tx) => {
    const organisation = await tx
      .insertInto('organisations')
      .values({ id: org, name: DEMO_SUBCONTRACTOR_NAME, currency: 'EUR', features: JSON.stringify(allFeatures()) })
      .onConflict((oc) => oc.column('id').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!organisation) return false;
    const user = await tx
      .insertInto('users')
      .values({
        organisation_id: org,
        username: DEMO_SUBCONTRACTOR_ADMIN,
        email: DEMO_SUBCONTRACTOR_ADMIN,
        display_name: 'Lauri Lahtinen',
        display_language: 'fi',
        role: 'Admin',
        password_hash: passwordHash,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await tx
      .insertInto('sign_in_names')
      .values({ username: DEMO_SUBCONTRACTOR_ADMIN, organisation_id: org, user_id: user.id })
      .onConflict((oc) => oc.column('username').doNothing())
      .execute();
    return true;
  });
  if (!made) return [];

  const today = localDateOf(now.getTime(), ZONE);
  const input = routeInputSchema.parse({
    name: ROUTE_NAME,
    code: 'KOU',
    subcontractor: '',
    requiredLicences: ['C'],
    waypoints: [
      { address: 'Vantaan terminaali, Tikkurilantie 136, 01530 Vantaa', lat: 60.2934, lng: 25.0378 },
      { address: 'Kouvolan logistiikkakeskus, Tehtaantie 1, 45100 Kouvola', lat: 60.8681, lng: 26.7042 },
    ],
    recurrence: {
      frequency: 'weekly',
      interval: 1,
      weekdays: ['MO', 'TU', 'WE', 'TH', 'FR'],
      startDate: addDays(today, -60),
      startTime: '06:00',
      durationMinutes: 395,
    },
    income: 620,
  });
  const distance = estimateRoute(input.waypoints);
  const shifts = await withTenant(db, org, async (tx) => {
    const driverIds: string[] = [];
    for (const driver of DRIVERS) {
      const row = await tx
        .insertInto('drivers')
        .values({
          organisation_id: org,
          first_name: driver.first,
          last_name: driver.last,
          driver_card_id: null,
          employee_number: driver.number,
          username: `${driver.first}.${driver.last}@lahtinen.test`.toLowerCase(),
          email: null,
          gross_wage_per_hour: 19.4,
          default_vehicle_id: null,
          department_id: null,
          base_id: null,
          driver_group_id: null,
          user_id: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      driverIds.push(row.id);
    }
    const truckIds: string[] = [];
    for (const registerNumber of TRUCKS) {
      const id = randomUUID();
      await vehiclesRepository.create(
        tx,
        org,
        vehicleInputSchema.parse({ name: `Jakeluauto ${registerNumber}`, registerNumber, vehicleClass: 2 }),
        id,
      );
      truckIds.push(id);
    }
    const routeId = await routesRepository.insert(tx, org, {
      input,
      distanceKm: distance.distanceKm,
      drivingMinutes: distance.drivingMinutes,
      distanceSource: 'estimate',
    });
    let count = 0;
    // The last four weeks' weekdays up to yesterday, the two drivers taking turns.
    for (let back = 28; back >= 1; back--) {
      const day = addDays(today, -back);
      const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
      if (weekday === 0 || weekday === 6) continue;
      const turn = count % 2;
      let at = localMidnight(day, ZONE) + 6 * 3_600_000;
      const events = RUN.map(([workType, minutes]) => {
        const start = new Date(at);
        at += minutes * 60_000;
        return { workType, start, end: new Date(at) };
      });
      const shift = await tx
        .insertInto('shifts')
        .values({
          organisation_id: org,
          client_key: randomUUID(),
          driver_id: driverIds[turn]!,
          route_id: routeId,
          planned_shift_id: null,
          start_at: events[0]!.start,
          end_at: events.at(-1)!.end,
          start_km: 84_000 + count * 292,
          end_km: 84_000 + count * 292 + 286,
          consumption_litres: null,
          bonuses: '[]',
          daily_allowance: 0,
          approval: back > 7 ? 'approved' : 'unapproved',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await tx
        .insertInto('shift_events')
        .values(
          events.map((event) => ({
            organisation_id: org,
            shift_id: shift.id,
            work_type: event.workType,
            start_at: event.start,
            end_at: event.end,
            answer: null,
          })),
        )
        .execute();
      await tx
        .insertInto('shift_vehicles')
        .values({ organisation_id: org, shift_id: shift.id, vehicle_id: truckIds[turn]!, position: 0 })
        .execute();
      count += 1;
    }
    const code = () => newShareCode((n) => randomBytes(n));
    await tx
      .insertInto('shares')
      .values({
        organisation_id: org,
        code: code(),
        direction: 'send',
        data_types: ['shifts'],
        route_ids: [routeId],
        created_by: null,
      })
      .execute();
    return count;
  });
  // Joined and approved as the two offices would: Demo Haulage enters the code, Lahtinen approves.
  await withSystem(db, async (tx) => {
    const share = await tx
      .selectFrom('shares')
      .select('id')
      .where('organisation_id', '=', org)
      .executeTakeFirstOrThrow();
    const joinedAt = new Date(now.getTime() - 30 * 86_400_000);
    await tx
      .updateTable('shares')
      .set({
        partner_organisation_id: demoOrganisationId,
        state: 'active',
        joined_at: joinedAt,
        approved_at: new Date(joinedAt.getTime() + 3_600_000),
      })
      .where('id', '=', share.id)
      .execute();
    await tx
      .insertInto('shares')
      .values({
        organisation_id: demoOrganisationId,
        code: newShareCode((n) => randomBytes(n)),
        direction: 'send',
        data_types: ['routes', 'tasks'],
        created_by: null,
      })
      .execute();
  });
  return [DEMO_SUBCONTRACTOR_NAME, `${shifts} shifts shared with the demo organisation`];
}
