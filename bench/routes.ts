/**
 * The route register at a large office's size (issue 23): 1 000 routes in one organisation on
 * 40 costed vehicles for 200 customers, with recurrences as hauliers write them (weekdays every
 * week or every other week, a day or the n-th weekday of the month, some ending on a date or
 * after a count, some skipping holidays, a few runs moved or skipped) and 2–8 waypoints each.
 * After a warm-up, p50/p95/max of GET /api/routes (every route, without waypoints, with its economics for the month:
 * its runs expanded and counted) for the current and the next month, through the whole server
 * in process.
 *
 * Run:                       npx tsx bench/routes.ts            (embedded PGlite, in memory)
 * On a PostgreSQL server:    DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/routes.ts
 * Prints one JSON object; exits 1 over budget (p95 150 ms) or when a route is missing.
 */
import { addDays, calculationInputSchema, localDateOf, routeInputSchema, vehicleInputSchema } from '@rahti/domain';
import { buildApp } from '../apps/server/src/app';
import { createAppContext } from '../apps/server/src/platform/app-context';
import { loadConfig } from '../apps/server/src/config/config';
import { withTenant } from '../apps/server/src/db/tenant';
import { calculationsRepository } from '../apps/server/src/calculations/calculations.repository';
import { vehiclesRepository } from '../apps/server/src/vehicles/vehicles.repository';
import { routesRepository } from '../apps/server/src/routes/routes.repository';
import { DEMO_CALCULATIONS } from '../apps/server/src/seed/demo-invoicing-data';
import { createTenant } from '../apps/server/test/helpers/tenants';
import { summary, timedRuns } from './latency';
import { openBenchDatabase } from './bench-database';
import { machineFigures } from './machine-figures';

const ROUTES = 1_000;
const VEHICLES = 40;
const CUSTOMERS = 200;
const RUNS = { list: Number(process.env.BENCH_RUNS ?? 50), warmUp: 5 };
const BUDGET = { listP95Ms: 150 } as const;
const ZONE = 'Europe/Helsinki';
const WEEKDAYS = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const;
const TOWNS = [
  { address: 'Vantaa', lat: 60.29, lng: 25.04 },
  { address: 'Tampere', lat: 61.5, lng: 23.76 },
  { address: 'Turku', lat: 60.45, lng: 22.27 },
  { address: 'Lahti', lat: 60.98, lng: 25.66 },
  { address: 'Jyväskylä', lat: 62.24, lng: 25.75 },
  { address: 'Oulu', lat: 65.01, lng: 25.47 },
  { address: 'Kotka', lat: 60.47, lng: 26.95 },
  { address: 'Pori', lat: 61.48, lng: 21.8 },
];

/** The n-th route's recurrence: mostly weekly, a quarter monthly, a tenth on demand. */
function recurrenceOf(n: number, today: string) {
  if (n % 10 === 9) return null;
  const startDate = addDays(today, -((n * 7) % 400));
  const base = {
    startDate,
    startTime: `${String(4 + (n % 14)).padStart(2, '0')}:${n % 2 ? '30' : '00'}`,
    durationMinutes: 60 + (n % 12) * 45,
    skipPublicHolidays: n % 3 === 0,
    ...(n % 7 === 0
      ? { untilDate: addDays(startDate, 120 + (n % 300)) }
      : n % 11 === 0
        ? { count: 20 + (n % 80) }
        : {}),
    exceptions: Array.from({ length: n % 4 }, (_, i) => ({
      date: addDays(today, -14 + i * 7),
      action: i % 2 ? ('skip' as const) : ('move' as const),
      ...(i % 2 ? {} : { toTime: '12:00' }),
    })),
  };
  if (n % 4 === 3)
    return n % 8 === 3
      ? { ...base, frequency: 'monthly' as const, interval: 1, monthDay: n % 16 === 3 ? -1 : 1 + (n % 28) }
      : {
          ...base,
          frequency: 'monthly' as const,
          interval: 1 + (n % 2),
          setPosition: n % 5 === 0 ? -1 : 1 + (n % 4),
          weekday: WEEKDAYS[n % 5]!,
        };
  const days = 1 + (n % 5);
  return {
    ...base,
    frequency: 'weekly' as const,
    interval: n % 6 === 0 ? 2 : 1,
    weekdays: Array.from({ length: days }, (_, i) => WEEKDAYS[(n + i) % 7]!),
  };
}

const bench = await openBenchDatabase();
const { kind, database } = bench;
let exitCode = 0;
try {
  const context = await createAppContext(loadConfig({ LOG_LEVEL: 'silent' }), database);
  const app = await buildApp(context);
  const tenant = await createTenant(context, { name: 'Bench Routes Oy' });
  const headers = tenant.users.admin.headers;
  const org = tenant.organisationId;
  const today = localDateOf(Date.now(), ZONE);

  await withTenant(database.db, org, async (tx) => {
    const calculationId = await calculationsRepository.create(
      tx,
      org,
      calculationInputSchema.parse(DEMO_CALCULATIONS[0]),
      tenant.users.admin.id,
    );
    const vehicleIds: string[] = [];
    for (let n = 0; n < VEHICLES; n++)
      vehicleIds.push(
        (
          await vehiclesRepository.create(
            tx,
            org,
            vehicleInputSchema.parse({ registerNumber: `RTE-${100 + n}`, vehicleClass: 4 }),
          )
        ).id,
      );
    await tx
      .updateTable('vehicles')
      .set({ calculation_id: calculationId })
      .where('organisation_id', '=', org)
      .execute();
    const customers = await tx
      .insertInto('customers')
      .values(Array.from({ length: CUSTOMERS }, (_, n) => ({ organisation_id: org, name: `Asiakas ${n + 1} Oy` })))
      .returning('id')
      .execute();
    for (let n = 0; n < ROUTES; n++) {
      const stops = 2 + (n % 7);
      const input = routeInputSchema.parse({
        name: `Reitti ${String(n + 1).padStart(4, '0')}`,
        code: String(n % 10_000).padStart(4, '0'),
        customerId: n % 5 === 4 ? null : customers[n % CUSTOMERS]!.id,
        vehicleId: n % 8 === 7 ? null : vehicleIds[n % VEHICLES],
        requiredLicences: n % 3 === 0 ? ['CE', 'ADR'] : ['CE'],
        waypoints: Array.from({ length: stops }, (_, i) => TOWNS[(n + i) % TOWNS.length]!),
        recurrence: recurrenceOf(n, today),
        incomeBasis: n % 6 === 5 ? 'perHour' : 'perRun',
        income: n % 6 === 5 ? 75 + (n % 20) : 300 + (n % 900),
      });
      await routesRepository.insert(tx, org, {
        input,
        distanceKm: 40 + (n % 600),
        drivingMinutes: 45 + (n % 500),
        distanceSource: 'estimate',
      });
    }
    // A tenth of the routes ended ten days ago.
    await tx
      .updateTable('routes')
      .set({ ended_on: addDays(today, -10) })
      .where('organisation_id', '=', org)
      .where('name', 'like', 'Reitti %7')
      .execute();
  });
  console.error(`${kind}: ${ROUTES} routes, ${VEHICLES} vehicles, ${CUSTOMERS} customers; measuring…`);

  let last = '';
  const list = async (url: string) => {
    const response = await app.inject({ method: 'GET', url, headers });
    if (response.statusCode !== 200)
      throw new Error(`${url} answered ${response.statusCode}: ${response.body.slice(0, 300)}`);
    last = response.body;
  };
  /** The last answer checked once, outside the timings: every route, and its month's runs summed. */
  const checked = () => {
    const routes = JSON.parse(last) as { economics: { runsInMonth: number } }[];
    if (routes.length !== ROUTES) throw new Error(`listed ${routes.length} of ${ROUTES} routes`);
    return { runsInMonth: routes.reduce((sum, route) => sum + route.economics.runsInMonth, 0), bytes: last.length };
  };
  const nextMonth = addDays(`${today.slice(0, 8)}01`, 32).slice(0, 7);
  await timedRuns(() => list('/api/routes'), RUNS.warmUp);
  const current = { ...summary(await timedRuns(() => list('/api/routes'), RUNS.list)), ...checked() };
  await timedRuns(() => list(`/api/routes?month=${nextMonth}`), RUNS.warmUp);
  const next = {
    month: nextMonth,
    ...summary(await timedRuns(() => list(`/api/routes?month=${nextMonth}`), RUNS.list)),
    ...checked(),
  };
  await app.close();

  const withinBudget = current.p95 <= BUDGET.listP95Ms && next.p95 <= BUDGET.listP95Ms;
  console.log(
    JSON.stringify(
      {
        benchmark: 'routes',
        database: kind,
        routes: ROUTES,
        list: { requests: RUNS.list, ...current },
        listNextMonth: { requests: RUNS.list, ...next },
        budgets: BUDGET,
        withinBudget,
        ...machineFigures(),
      },
      null,
      2,
    ),
  );
  if (!withinBudget) exitCode = 1;
} catch (error) {
  console.error(error);
  exitCode = 1;
} finally {
  await bench.close();
}
process.exit(exitCode);
