import type { Kysely } from 'kysely';
import { expandRecurrence, holidayCalendarFor, localDateOf, type PlannedShiftInput } from '@rahti/domain';
import type { Database } from '../db/schema';
import { withTenant } from '../db/tenant';
import { plannedShiftsRepository } from '../planning/planned-shifts.repository';
import { DEMO_ROUTES } from './demo-routes-data';
import { addDays, weekdayOf } from './seed-dates';

const ZONE = 'Europe/Helsinki';
const WEEKS = 3;

/** One plan to store: the input and which demo situation it shows. */
interface DemoPlan {
  input: PlannedShiftInput;
  week: number;
}

/**
 * The demo's resource plan (issue 24): every run of its routes from this week's Monday for three
 * weeks, given to the route's usual drivers and vehicle; this week and the next published, the
 * week after a draft. Two plans are wrong on purpose, so the calendar has conflicts to show:
 * next Wednesday's Turku run goes to the driver whose CE licence has expired (1007), and next
 * Thursday the Turku run's driver also gets an extra delivery at the same hours. Added only when
 * the organisation has no plan.
 */
export async function seedDemoPlanning(db: Kysely<Database>, organisationId: string, now: Date): Promise<string[]> {
  const org = organisationId;
  const read = await withTenant(db, org, async (tx) => {
    if (await tx.selectFrom('planned_shifts').select('id').where('organisation_id', '=', org).executeTakeFirst())
      return null;
    return {
      routes: await tx
        .selectFrom('routes')
        .select(['id', 'name', 'recurrence', 'vehicle_id'])
        .where('organisation_id', '=', org)
        .where('ended_on', 'is', null)
        .execute(),
      drivers: await tx
        .selectFrom('drivers')
        .select(['id', 'employee_number'])
        .where('organisation_id', '=', org)
        .execute(),
    };
  });
  if (!read) return [];

  const driverOf = (employeeNumber: string) => read.drivers.find((d) => d.employee_number === employeeNumber)?.id;
  const today = localDateOf(now.getTime(), ZONE);
  const monday = addDays(today, 1 - weekdayOf(today));
  const range = { from: monday, to: addDays(monday, WEEKS * 7 - 1) };
  const calendar = { zone: ZONE, holidays: holidayCalendarFor('EUR') };
  const plans: DemoPlan[] = [];
  for (const route of read.routes) {
    const demo = DEMO_ROUTES.find((candidate) => candidate.input.name === route.name);
    const usual = (demo?.runs ?? []).flatMap((run) => driverOf(run.employeeNumber) ?? []);
    if (!route.recurrence || usual.length === 0) continue;
    expandRecurrence(route.recurrence, range, calendar).forEach((run, index) => {
      const week = Math.floor(
        (Date.parse(`${run.date}T00:00:00Z`) - Date.parse(`${monday}T00:00:00Z`)) / (7 * 86_400_000),
      );
      plans.push({
        week,
        input: {
          driverId: usual[index % usual.length]!,
          vehicleIds: route.vehicle_id ? [route.vehicle_id] : [],
          start: run.start,
          end: run.end,
          routeId: route.id,
          taskIds: [],
          status: week < 2 ? 'published' : 'draft',
        },
      });
    });
  }

  // The two conflicts on purpose, next week.
  const turku = read.routes.find((route) => route.name === DEMO_ROUTES[0]!.input.name);
  const onDay = (weekday: number) =>
    plans.find(
      (plan) => plan.input.routeId === turku?.id && plan.input.start.startsWith(addDays(monday, 7 + weekday - 1)),
    );
  const expired = driverOf('1007');
  const wednesday = onDay(3);
  if (wednesday && expired) wednesday.input.driverId = expired;
  const thursday = onDay(4);
  if (thursday) {
    const { routeId: _route, ...extra } = thursday.input;
    plans.push({ week: 1, input: { ...extra, vehicleIds: [], status: 'published' } });
  }

  await withTenant(db, org, async (tx) => {
    for (const plan of plans) await plannedShiftsRepository.insert(tx, org, null, plan.input);
  });
  const drafts = plans.filter((plan) => plan.week >= 2).length;
  return [`${plans.length - drafts} published planned shifts`, `${drafts} draft planned shifts`];
}
