import type { Kysely } from 'kysely';
import { expandRecurrence, holidayCalendarFor, localDateOf, type PlannedShiftInput } from '@rahti/domain';
import type { Database } from '../db/schema';
import { withTenant, type Tx } from '../db/tenant';
import { plannedShiftsRepository } from '../planning/planned-shifts.repository';
import { DEMO_ROUTES } from './demo-routes-data';
import { addDays, weekdayOf } from './seed-dates';

const ZONE = 'Europe/Helsinki';
const WEEKS = 3;
/** A recorded shift carries out a plan of its driver starting within this much of it. */
const START_SLACK_MS = 3 * 3_600_000;
const PAY_PERIODS = { count: 3, payDaysAfter: 5 } as const;

/**
 * Two-week pay periods for the six weeks from this week's Monday, so the plan's days have periods
 * (the weeks before are left to the office: the payroll journey makes its own there); none when
 * the organisation has any.
 */
async function seedPayPeriods(tx: Tx, org: string, monday: string): Promise<number> {
  if (await tx.selectFrom('pay_periods').select('id').where('organisation_id', '=', org).executeTakeFirst()) return 0;
  const first = monday;
  await tx
    .insertInto('pay_periods')
    .values(
      Array.from({ length: PAY_PERIODS.count }, (_, n) => ({
        organisation_id: org,
        start_date: addDays(first, 14 * n),
        end_date: addDays(first, 14 * n + 13),
        pay_date: addDays(first, 14 * n + 13 + PAY_PERIODS.payDaysAfter),
        name: null,
      })),
    )
    .execute();
  return PAY_PERIODS.count;
}

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
 * Thursday the Turku run's driver also gets an extra delivery at the same hours. This week's runs
 * already driven are linked to the demo's recorded shifts, the first recorded without its route
 * (an "events without a matching route" note). Added only when the organisation has
 * no plan; two-week pay periods too when it has none.
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

  const periods = await withTenant(db, org, async (tx) => {
    const added = await seedPayPeriods(tx, org, monday);
    const carriedOut: { id: string; start_at: Date }[] = [];
    for (const plan of plans) {
      const id = await plannedShiftsRepository.insert(tx, org, null, plan.input);
      // This week's runs so far were driven: the demo's recorded shift of the plan's driver near its start carries it out.
      if (Date.parse(plan.input.start) < now.getTime())
        carriedOut.push(
          ...(await tx
            .updateTable('shifts')
            .set({ planned_shift_id: id })
            .where('organisation_id', '=', org)
            .where('driver_id', '=', plan.input.driverId)
            .where('planned_shift_id', 'is', null)
            .where('start_at', '>=', new Date(Date.parse(plan.input.start) - START_SLACK_MS))
            .where('start_at', '<=', new Date(Date.parse(plan.input.start) + START_SLACK_MS))
            .returning(['id', 'start_at'])
            .execute()),
        );
    }
    // The first of them was recorded without its route, as happens: the calendar's notes name it.
    const first = carriedOut.sort((a, b) => new Date(a.start_at).getTime() - new Date(b.start_at).getTime())[0];
    if (first)
      await tx
        .updateTable('shifts')
        .set({ route_id: null })
        .where('organisation_id', '=', org)
        .where('id', '=', first.id)
        .execute();
    return added;
  });
  const drafts = plans.filter((plan) => plan.week >= 2).length;
  return [
    ...(periods > 0 ? [`${periods} pay periods`] : []),
    `${plans.length - drafts} published planned shifts`,
    `${drafts} draft planned shifts`,
  ];
}
