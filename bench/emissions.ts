/**
 * The emissions report at a large haulier's size (issue 25): a year of 100 000 tasks on 500
 * vehicles for 200 customers, each task with km and a load; 400 vehicles refuelled twice a week
 * (about 41 600 refuels), the other 100 modelled from their calculation's consumption. After a
 * warm-up, p50/p95/max of GET /api/emissions for the year by vehicle, customer and month (and by
 * task: 100 000 rows, reported, not budgeted), through the whole server in process; and the files
 * made from it (reported, not budgeted): the CSV by customer, and the PDF of the year of the
 * customer with the most tasks (500 tasks' shares of the year's report by task, a dozen pages).
 *
 * Run:                       npx tsx bench/emissions.ts            (embedded PGlite, in memory)
 * On a PostgreSQL server:    DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/emissions.ts
 * Prints one JSON object; exits 1 over budget (2 s for a year) or when a vehicle is missing.
 */
import { sql } from 'kysely';
import { buildApp } from '../apps/server/src/app';
import { createAppContext } from '../apps/server/src/platform/app-context';
import { loadConfig } from '../apps/server/src/config/config';
import { withTenant } from '../apps/server/src/db/tenant';
import { createTenant } from '../apps/server/test/helpers/tenants';
import { summary, timedRuns } from './latency';
import { runServerBench } from './bench-database';
import { costedFleet } from './costed-fleet';

const VEHICLES = 500;
const MEASURED_VEHICLES = 400;
const TASKS = 100_000;
const CUSTOMERS = 200;
const RUNS = { report: Number(process.env.BENCH_RUNS ?? 10), warmUp: 2 };
const BUDGET = { yearP95Ms: 2_000 } as const;
const YEAR = { from: '2026-01-01', to: '2026-12-31' };

await runServerBench('emissions', async (bench) => {
  const { kind, database } = bench;
  const context = await createAppContext(loadConfig({ LOG_LEVEL: 'silent' }), database);
  const app = await buildApp(context);
  const tenant = await createTenant(context, { name: 'Bench Emissions Oy' });
  const headers = tenant.users.admin.headers;
  const org = tenant.organisationId;

  await withTenant(database.db, org, async (tx) => {
    await costedFleet(tx, tenant, { count: VEHICLES, prefix: 'EM' });
    await tx
      .insertInto('customers')
      .values(Array.from({ length: CUSTOMERS }, (_, n) => ({ organisation_id: org, name: `Asiakas ${n + 1} Oy` })))
      .execute();
    // Tasks spread over the year: vehicle n % 500, customer n % 200 (every 10th without one), 40–640 km, 2–26 t or none.
    await sql`
      insert into tasks (organisation_id, start_at, end_at, customer_id, vehicle_id, km, income, time_cost_per_hour,
        distance_cost_per_km, weight_kg, description)
      select ${org}::uuid, ts, ts + interval '5 hours', case when n % 10 = 9 then null else c.id end, v.id,
        40 + (n * 7) % 600, 500, 60, 1, case when n % 13 = 0 then null else 2000 + (n * 37) % 24000 end, 'Bench task'
      from generate_series(0, ${TASKS - 1}) as n
      cross join lateral (select timestamptz '2026-01-01 05:00+02' + make_interval(mins => (n * 5 + (n % 7) * 3) % 525000) as ts) t
      join (select id, row_number() over (order by id) - 1 as k from vehicles where organisation_id = ${org}) v on v.k = n % ${VEHICLES}
      left join (select id, row_number() over (order by id) - 1 as k from customers where organisation_id = ${org}) c on c.k = n % ${CUSTOMERS}`.execute(
      tx,
    );
    await sql`
      insert into refuels (organisation_id, vehicle_id, at, fuel_type, amount, unit, price_per_unit, source)
      select ${org}::uuid, v.id, timestamptz '2026-01-02 16:00+02' + make_interval(hours => (d * 84 + v.k % 24)::int), 0,
        180 + (v.k * 13 + d * 7) % 220, 'l', 1.75, 'card'
      from (select id, row_number() over (order by id) - 1 as k from vehicles where organisation_id = ${org}) v
      cross join generate_series(0, 103) as d
      where v.k < ${MEASURED_VEHICLES}`.execute(tx);
  });
  await sql`analyze`.execute(database.db);
  console.error(`${kind}: ${VEHICLES} vehicles, ${TASKS} tasks, refuels for ${MEASURED_VEHICLES}; measuring…`);

  const measure = async (groupBy: string) => {
    const url = `/api/emissions?from=${YEAR.from}&to=${YEAR.to}&groupBy=${groupBy}`;
    let rows = 0;
    let bytes = 0;
    const get = async () => {
      const response = await app.inject({ method: 'GET', url, headers });
      if (response.statusCode !== 200)
        throw new Error(`${url} answered ${response.statusCode}: ${response.body.slice(0, 300)}`);
      rows = (JSON.parse(response.body) as { rows: unknown[] }).rows.length;
      bytes = response.body.length;
    };
    await timedRuns(get, RUNS.warmUp);
    return { ...summary(await timedRuns(get, RUNS.report)), rows, bytes };
  };
  const byVehicle = await measure('vehicle');
  if (byVehicle.rows !== VEHICLES) throw new Error(`reported ${byVehicle.rows} of ${VEHICLES} vehicles`);
  const byCustomer = await measure('customer');
  const byMonth = await measure('month');
  const byTask = await measure('task');
  // The customer with the most tasks (every 10th task has none, so some customers have no task at all).
  const customer = await withTenant(database.db, org, (tx) =>
    tx
      .selectFrom('tasks')
      .select(['customer_id as id', (eb) => eb.fn.countAll().as('tasks')])
      .where('organisation_id', '=', org)
      .where('customer_id', 'is not', null)
      .groupBy('customer_id')
      .orderBy('tasks', 'desc')
      .executeTakeFirstOrThrow(),
  );
  const measureFile = async (url: string) => {
    let bytes = 0;
    const get = async () => {
      const response = await app.inject({ method: 'GET', url, headers });
      if (response.statusCode !== 200)
        throw new Error(`${url} answered ${response.statusCode}: ${response.body.slice(0, 300)}`);
      bytes = response.rawPayload.length;
    };
    await timedRuns(get, RUNS.warmUp);
    return { ...summary(await timedRuns(get, RUNS.report)), bytes };
  };
  const csvByCustomer = await measureFile(`/api/emissions/csv?from=${YEAR.from}&to=${YEAR.to}&groupBy=customer`);
  const customerPdf = await measureFile(`/api/emissions/pdf?from=${YEAR.from}&to=${YEAR.to}&customerId=${customer.id}`);
  await app.close();

  const withinBudget = [byVehicle, byCustomer, byMonth].every((figures) => figures.p95 <= BUDGET.yearP95Ms);
  return {
    figures: {
      vehicles: VEHICLES,
      tasks: TASKS,
      year: YEAR,
      byVehicle,
      byCustomer,
      byMonth,
      byTask,
      csvByCustomer,
      customerPdf: { ...customerPdf, tasks: Number(customer.tasks) },
      budgets: BUDGET,
    },
    withinBudget,
  };
});
