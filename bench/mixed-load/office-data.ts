import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { addDays, localDateOf, localMidnight } from '@rahti/domain';
import type { AppContext } from '../../apps/server/src/platform/app-context';
import { truckCalculation } from '../../apps/server/test/calculations/calculator-fixtures';
import { createTenant } from '../../apps/server/test/helpers/tenants';
import { createMonthOfShifts } from '../timesheet/month-of-shifts';

const ZONE = 'Europe/Helsinki';

/** What the load generator needs to act as the office, the phones and the trackers. */
export interface OfficeData {
  organisationId: string;
  counts: { drivers: number; shifts: number; events: number; absences: number; positions: number };
  /** The Admin's and the Users' tokens, one per office session in turn. */
  officeTokens: string[];
  phones: { token: string; driverId: string }[];
  driverIds: string[];
  /** Tracked vehicles: id and the IMEI their tracker sends. */
  tracked: { id: string; imei: string }[];
  payPeriodId: string;
  period: { from: string; to: string };
  today: string;
  /** Local midnight of today, as an instant. */
  todayStart: string;
}

/**
 * A large office's month (issue 28): `drivers` drivers with about a month of shifts (set-based
 * SQL, bench/timesheet/month-of-shifts.ts), `tracked` of their vehicles with a tracker and a
 * position every two minutes from midnight until the load's first, a pay period over the month with the older shifts
 * approved, twelve calculations, and `phones` driver-app accounts linked to drivers. Tokens are
 * signed with the server's own keys (kept in the database), valid for two hours.
 */
export async function writeOfficeData(
  context: AppContext,
  app: FastifyInstance,
  size: { drivers: number; days: number; tracked: number; phones: number; positionsUntil: Date },
): Promise<OfficeData> {
  const { db } = context.database;
  const tenant = await createTenant(context, { name: 'Kuormaus Oy (mixed load)' });
  const org = tenant.organisationId;
  const now = Date.now();
  const today = localDateOf(now, ZONE);
  const from = addDays(today, -(size.days - 1));
  await sql`update organisations set time_zone = ${ZONE} where id = ${org}`.execute(db);
  const month = await createMonthOfShifts(db, org, {
    drivers: size.drivers,
    firstDay: new Date(localMidnight(from, ZONE)),
    days: size.days,
  });
  // As the owner: a bulk load for the bench, not a service's write.
  await sql`update drivers set gross_wage_per_hour = 18.5 + (employee_number::int % 7) where organisation_id = ${org}`.execute(
    db,
  );
  await sql`insert into pay_periods (organisation_id, start_date, end_date, pay_date) values (${org}, ${from}, ${today}, ${today})`.execute(
    db,
  );
  const trackedRows = await sql<{ id: string; imei: string }>`
    update vehicles set imei = '35' || lpad(substr(register_number, 5)::text, 13, '0')
    where organisation_id = ${org} and substr(register_number, 5)::int <= ${size.tracked}
    returning id, imei`.execute(db);
  const todayStart = new Date(localMidnight(today, ZONE));
  await sql`
    insert into positions (organisation_id, vehicle_id, recorded_at, latitude, longitude, speed_kmh, source)
    select ${org}, v.id, t, 60.17 + (v.n % 50) / 100.0 + extract(epoch from t - ${todayStart.toISOString()}::timestamptz) / 3.6e6,
      24.94 + (v.n % 37) / 100.0, 60 + v.n % 30, 'osmand'
    from (select id, substr(register_number, 5)::int as n from vehicles where organisation_id = ${org} and imei <> '') v
    cross join generate_series(${todayStart.toISOString()}::timestamptz, ${size.positionsUntil.toISOString()}::timestamptz, interval '2 minutes') t`.execute(
    db,
  );
  await sql`
    update vehicles v set last_position_at = p.at
    from (select vehicle_id, max(recorded_at) as at from positions where organisation_id = ${org} group by vehicle_id) p
    where v.organisation_id = ${org} and v.id = p.vehicle_id`.execute(db);
  for (let i = 0; i < 12; i++) {
    const response = await app.inject({
      method: 'POST',
      url: '/api/calculations',
      headers: tenant.users.admin.headers,
      payload: { ...truckCalculation, name: `Laskelma ${i + 1}` },
    });
    if (response.statusCode !== 201) throw new Error(`calculation: ${response.statusCode} ${response.body}`);
  }
  const driverIds = (
    await db.selectFrom('drivers').select('id').where('organisation_id', '=', org).orderBy('employee_number').execute()
  ).map((row) => row.id);
  const phones = [];
  for (const driverId of driverIds.slice(0, size.phones)) phones.push(await linkPhone(context, org, driverId));
  const payPeriodId = (
    await db.selectFrom('pay_periods').select('id').where('organisation_id', '=', org).executeTakeFirstOrThrow()
  ).id;
  const positions = Number(
    (
      await db
        .selectFrom('positions')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('organisation_id', '=', org)
        .executeTakeFirstOrThrow()
    ).n,
  );
  await sql`analyze`.execute(db);
  return {
    organisationId: org,
    counts: { ...month, positions },
    officeTokens: [tenant.users.admin.token, tenant.users.superuser.token],
    phones,
    driverIds,
    tracked: trackedRows.rows,
    payPeriodId,
    period: { from, to: today },
    today,
    todayStart: todayStart.toISOString(),
  };
}

/** A driver-app account linked to the driver, signed in as the app is. */
async function linkPhone(context: AppContext, organisationId: string, driverId: string) {
  const { db } = context.database;
  const email = `phone.${randomUUID().slice(0, 8)}@bench.example`;
  const user = await db
    .insertInto('users')
    .values({
      organisation_id: organisationId,
      username: email,
      email,
      display_name: 'Bench Driver',
      display_language: 'fi',
      role: 'User',
      is_driver: true,
      password_hash: 'x',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .updateTable('drivers')
    .set({ user_id: user.id })
    .where('organisation_id', '=', organisationId)
    .where('id', '=', driverId)
    .execute();
  const token = await context.accessTokens.sign(
    {
      id: user.id,
      OrganisationId: organisationId,
      OrganisationName: 'Kuormaus Oy (mixed load)',
      OrganisationCurrency: 'EUR',
      Role: 'User',
      DisplayLanguage: 'fi',
      client_id: 'driver',
    },
    7200,
  );
  return { token, driverId };
}
