/**
 * The dashboard's analytics at the budget's size (issue 27): a year of 100 vehicles, each with
 * one shift a day (100 drivers; 10 h, odometer km, eight events: drive, load, queue, wait,
 * break, unload, empty drive, drive) and two tasks a day with income and costs — 36 500
 * shifts, 292 000 events, 73 000 tasks. After a warm-up, p50/p95/max of GET /api/analytics for
 * the year per vehicle and per month, through the whole server in process.
 *
 * Run:                       npx tsx bench/analytics.ts            (embedded PGlite, in memory)
 * On a PostgreSQL server:    DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/analytics.ts
 * Smaller, to try it:        BENCH_VEHICLES=5 BENCH_DAYS=20 npx tsx bench/analytics.ts
 * Prints one JSON object; exits 1 over budget (500 ms p95 for a year) or when a figure is missing.
 */
import { sql } from 'kysely';
import type { Analytics } from '@rahti/domain';
import { buildApp } from '../apps/server/src/app';
import { createAppContext } from '../apps/server/src/platform/app-context';
import { loadConfig } from '../apps/server/src/config/config';
import { withTenant } from '../apps/server/src/db/tenant';
import { createTenant } from '../apps/server/test/helpers/tenants';
import { summary, timedRuns } from './latency';
import { runServerBench } from './bench-database';
import { costedFleet } from './costed-fleet';

const VEHICLES = Number(process.env.BENCH_VEHICLES ?? 100);
const DAYS = Number(process.env.BENCH_DAYS ?? 365);
const RUNS = { report: Number(process.env.BENCH_RUNS ?? 20), warmUp: 3 };
const BUDGET = { yearP95Ms: 500 } as const;
const YEAR = { from: '2026-01-01', to: '2026-12-31' };
// Minutes from the shift's start (06:00 local) of its eight events: [work type, start, end].
const EVENTS: [number, number, number][] = [
  [1, 0, 120],
  [2, 120, 165],
  [10, 165, 185],
  [4, 185, 215],
  [5, 215, 260],
  [3, 260, 320],
  [19, 320, 440],
  [1, 440, 600],
];

await runServerBench('analytics', async (bench) => {
  const { kind, database } = bench;
  const context = await createAppContext(loadConfig({ LOG_LEVEL: 'silent' }), database);
  const app = await buildApp(context);
  const tenant = await createTenant(context, { name: 'Bench Analytics Oy' });
  const headers = tenant.users.admin.headers;
  const org = tenant.organisationId;

  await withTenant(database.db, org, async (tx) => {
    const calculationId = await costedFleet(tx, tenant, { count: VEHICLES, prefix: 'AN' });
    await tx.updateTable('vehicles').set({ is_active: true }).where('organisation_id', '=', org).execute();
    await sql`insert into drivers (organisation_id, first_name, last_name, employee_number, username)
      select ${org}::uuid, 'Kuski', 'Nro ' || k, k::text, 'bench.analytics.' || k from generate_series(1, ${VEHICLES}) k`.execute(
      tx,
    );
    const vehicles = sql`(select id, row_number() over (order by id) - 1 as k from vehicles where organisation_id = ${org})`;
    const drivers = sql`(select id, row_number() over (order by id) - 1 as k from drivers where organisation_id = ${org})`;
    // Shift d × vehicles + k: vehicle k's on day d, from 06:00 Helsinki for 10 h, 300–700 km.
    await sql`insert into shifts (organisation_id, client_key, driver_id, start_at, end_at, start_km, end_km, approval)
      select ${org}::uuid, 'bench-' || d || '-' || v.k, dr.id, s.at, s.at + interval '10 hours',
        100000 + d * 500, 100000 + d * 500 + 300 + (d * 7 + v.k * 13) % 400, 'approved'
      from generate_series(0, ${DAYS - 1}) d
      cross join ${vehicles} v
      join ${drivers} dr on dr.k = v.k
      cross join lateral (select timestamptz '2026-01-01 06:00 Europe/Helsinki' + make_interval(days => d) as at) s`.execute(
      tx,
    );
    await sql`insert into shift_vehicles (organisation_id, shift_id, vehicle_id, position)
      select s.organisation_id, s.id, v.id, 0 from shifts s
      join ${vehicles} v on s.client_key like 'bench-%-' || v.k
      where s.organisation_id = ${org}`.execute(tx);
    await sql`insert into shift_events (organisation_id, shift_id, work_type, start_at, end_at)
      select s.organisation_id, s.id, e.work_type, s.start_at + make_interval(mins => e.from_minute),
        s.start_at + make_interval(mins => e.to_minute)
      from shifts s
      cross join (values ${sql.join(EVENTS.map(([type, from, to]) => sql`(${type}::smallint, ${from}::int, ${to}::int)`))})
        as e(work_type, from_minute, to_minute)
      where s.organisation_id = ${org}`.execute(tx);
    await sql`insert into tasks (organisation_id, start_at, end_at, vehicle_id, shift_id, km, income, other_costs,
        time_cost_per_hour, distance_cost_per_km, calculation_id, description)
      select s.organisation_id, s.start_at + make_interval(hours => half * 5), s.start_at + make_interval(hours => half * 5 + 4),
        sv.vehicle_id, null, 150 + half * 20, 640.5 + half * 10, 12.25, 61.43, 0.87, ${calculationId}::uuid, 'Bench task'
      from shifts s join shift_vehicles sv on sv.organisation_id = s.organisation_id and sv.shift_id = s.id
      cross join generate_series(0, 1) half
      where s.organisation_id = ${org}`.execute(tx);
  });
  await sql`analyze`.execute(database.db);
  console.error(`${kind}: ${VEHICLES} vehicles × ${DAYS} days of shifts, events and tasks; measuring…`);

  const measure = async (groupBy: 'vehicle' | 'month') => {
    const url = `/api/analytics?from=${YEAR.from}&to=${YEAR.to}&groupBy=${groupBy}`;
    let answer: Analytics | undefined;
    const get = async () => {
      const response = await app.inject({ method: 'GET', url, headers });
      if (response.statusCode !== 200)
        throw new Error(`${url} answered ${response.statusCode}: ${response.body.slice(0, 300)}`);
      answer = JSON.parse(response.body) as Analytics;
    };
    await timedRuns(get, RUNS.warmUp);
    const figures = summary(await timedRuns(get, RUNS.report));
    return { ...figures, groups: answer?.groups.length ?? 0, totals: answer?.totals };
  };
  const byVehicle = await measure('vehicle');
  const byMonth = await measure('month');
  await app.close();

  const expected = { shifts: VEHICLES * DAYS, tasks: VEHICLES * DAYS * 2 };
  const totals = byVehicle.totals;
  if (byVehicle.groups !== VEHICLES || totals?.shiftCount !== expected.shifts || totals.taskCount !== expected.tasks)
    throw new Error(
      `expected ${VEHICLES} vehicles, ${expected.shifts} shifts, ${expected.tasks} tasks: ${JSON.stringify(totals)}`,
    );
  const withinBudget = [byVehicle, byMonth].every((figures) => figures.p95 <= BUDGET.yearP95Ms);
  const figuresOf = ({ totals: _totals, ...timing }: typeof byVehicle) => timing;
  return {
    figures: {
      vehicles: VEHICLES,
      days: DAYS,
      shifts: expected.shifts,
      events: expected.shifts * EVENTS.length,
      tasks: expected.tasks,
      year: YEAR,
      totals,
      byVehicle: figuresOf(byVehicle),
      byMonth: figuresOf(byMonth),
      budgets: BUDGET,
    },
    withinBudget,
  };
});
