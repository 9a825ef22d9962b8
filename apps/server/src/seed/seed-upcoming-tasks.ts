import type { Kysely } from 'kysely';
import { addDays, localMidnight, taskInputSchema } from '@rahti/domain';
import type { Database } from '../db/schema';
import { withTenant } from '../db/tenant';
import type { AuthContext } from '../http/access';
import type { ServiceContext } from '../platform/app-context';
import { createTasksService } from '../tasks/tasks.service';

const ZONE = 'Europe/Helsinki';
const HOUR_MS = 3_600_000;

/** Orders taken for next week and not planned yet: what resource planning's "Tasks to plan" lists. */
const UPCOMING = [
  { weekday: 1, hour: 8, hours: 3.5, customer: 'Pohjolan Tukku Oy', driver: null, km: 140, income: 480 },
  { weekday: 2, hour: 6, hours: 9, customer: 'Järvisen Puutavara Oy', driver: '1004', km: 520, income: 1350 },
  { weekday: 4, hour: 13, hours: 2.5, customer: 'Satamalogistiikka Oy', driver: null, km: 60, income: 310 },
] as const;
const DESCRIPTIONS = ['Nosturin siirto työmaalle', 'Sahatavara Ouluun', 'Kontin tyhjennys satamassa'];

/**
 * Three orders of next week with a customer and a costed vehicle, one already given to a driver;
 * added only when the organisation has no task without a shift from next Monday on.
 */
export async function seedUpcomingTasks(
  db: Kysely<Database>,
  context: ServiceContext,
  auth: AuthContext,
  today: string,
): Promise<number> {
  const org = auth.organisationId;
  const monday = addDays(today, 7 - ((new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7));
  const read = await withTenant(db, org, async (tx) => ({
    existing: await tx
      .selectFrom('tasks')
      .select('id')
      .where('organisation_id', '=', org)
      .where('shift_id', 'is', null)
      .where('start_at', '>=', new Date(localMidnight(monday, ZONE)))
      .executeTakeFirst(),
    vehicles: await tx
      .selectFrom('vehicles')
      .select('id')
      .where('organisation_id', '=', org)
      .where('calculation_id', 'is not', null)
      .orderBy('register_number')
      .execute(),
    customers: await tx.selectFrom('customers').select(['id', 'name']).where('organisation_id', '=', org).execute(),
    drivers: await tx
      .selectFrom('drivers')
      .select(['id', 'employee_number'])
      .where('organisation_id', '=', org)
      .execute(),
  }));
  if (read.existing || read.vehicles.length === 0) return 0;
  const tasks = createTasksService(context);
  for (const [index, order] of UPCOMING.entries()) {
    const start = localMidnight(addDays(monday, order.weekday - 1), ZONE) + order.hour * HOUR_MS;
    await tasks.create(
      auth,
      taskInputSchema.parse({
        vehicleId: read.vehicles[index % read.vehicles.length]!.id,
        customerId: read.customers.find((customer) => customer.name === order.customer)?.id ?? null,
        driverId: order.driver
          ? (read.drivers.find((driver) => driver.employee_number === order.driver)?.id ?? null)
          : null,
        start: new Date(start).toISOString(),
        end: new Date(start + order.hours * HOUR_MS).toISOString(),
        km: order.km,
        income: order.income,
        description: DESCRIPTIONS[index],
      }),
    );
  }
  return UPCOMING.length;
}
