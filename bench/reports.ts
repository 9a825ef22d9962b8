/**
 * A month's vehicle report for 100 vehicles (issue 27): May 2026 with three tasks a vehicle a
 * day (9 300 tasks) and two refuels a vehicle a week (about 900), through the whole server in
 * process. After a warm-up, p50/p95/max of POST /api/organisation/report as CSV and as PDF (a
 * page or three of 100 rows), each within 5 s.
 *
 * Run:                       npx tsx bench/reports.ts            (embedded PGlite, in memory)
 * On a PostgreSQL server:    DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/reports.ts
 * Smaller:                   BENCH_VEHICLES=10 BENCH_RUNS=2 npx tsx bench/reports.ts
 * Prints one JSON object; exits 1 over budget or when a vehicle is missing from the report.
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

const VEHICLES = Number(process.env.BENCH_VEHICLES ?? 100);
const TASKS_A_DAY = 3;
const RUNS = { report: Number(process.env.BENCH_RUNS ?? 10), warmUp: 2 };
const BUDGET = { csvP95Ms: 5_000, pdfP95Ms: 5_000 } as const;
const MONTH = { from: '2026-05-01', to: '2026-05-31' };

await runServerBench('reports', async (bench) => {
  const { kind, database } = bench;
  const context = await createAppContext(loadConfig({ LOG_LEVEL: 'silent' }), database);
  const app = await buildApp(context);
  const tenant = await createTenant(context, { name: 'Bench Raportit Oy' });
  const headers = { ...tenant.users.admin.headers, 'accept-language': 'fi' };
  const org = tenant.organisationId;

  await withTenant(database.db, org, async (tx) => {
    await costedFleet(tx, tenant, { count: VEHICLES, prefix: 'RP' });
    // Three tasks a vehicle a day, 06:00, 10:00 and 14:00 Helsinki time, 40–640 km each.
    await sql`
      insert into tasks (organisation_id, start_at, end_at, vehicle_id, km, income, time_cost_per_hour,
        distance_cost_per_km, description)
      select ${org}::uuid, ts, ts + interval '3 hours', v.id, 40 + (v.k * 7 + d * 13 + s * 5) % 600, 500, 60, 1, 'Bench task'
      from (select id, row_number() over (order by id) - 1 as k from vehicles where organisation_id = ${org}) v
      cross join generate_series(0, 30) as d
      cross join generate_series(0, ${TASKS_A_DAY - 1}) as s
      cross join lateral (select timestamptz '2026-05-01 06:00+03' + make_interval(days => d, hours => s * 4) as ts) t`.execute(
      tx,
    );
    await sql`
      insert into refuels (organisation_id, vehicle_id, at, fuel_type, amount, unit, price_per_unit, source)
      select ${org}::uuid, v.id, timestamptz '2026-05-01 16:00+03' + make_interval(hours => (w * 84 + v.k % 24)::int), 0,
        180 + (v.k * 13 + w * 7) % 220, 'l', 1.789, 'card'
      from (select id, row_number() over (order by id) - 1 as k from vehicles where organisation_id = ${org}) v
      cross join generate_series(0, 8) as w`.execute(tx);
  });
  await sql`analyze`.execute(database.db);
  console.error(`${kind}: ${VEHICLES} vehicles, ${VEHICLES * 31 * TASKS_A_DAY} tasks in May; measuring…`);

  const measure = async (format: 'csv' | 'pdf') => {
    let bytes = 0;
    let lines = 0;
    const post = async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/organisation/report',
        headers,
        payload: { kind: 'vehicles', ...MONTH, format },
      });
      if (response.statusCode !== 200)
        throw new Error(`${format} answered ${response.statusCode}: ${response.body.slice(0, 300)}`);
      bytes = response.rawPayload.length;
      if (format === 'csv') lines = response.body.split('\r\n').filter(Boolean).length;
    };
    await timedRuns(post, RUNS.warmUp);
    return { ...summary(await timedRuns(post, RUNS.report)), bytes, ...(format === 'csv' ? { lines } : {}) };
  };
  const csv = await measure('csv');
  // The header, a line per vehicle, the totals.
  if (csv.lines !== VEHICLES + 2) throw new Error(`the CSV has ${csv.lines} lines for ${VEHICLES} vehicles`);
  const pdf = await measure('pdf');
  await app.close();

  return {
    figures: { vehicles: VEHICLES, tasks: VEHICLES * 31 * TASKS_A_DAY, month: MONTH, csv, pdf, budgets: BUDGET },
    withinBudget: csv.p95 <= BUDGET.csvP95Ms && pdf.p95 <= BUDGET.pdfP95Ms,
  };
});
