/**
 * Fleet items at a large fleet's size (issue 25): 2 000 vehicles, each with a monthly service by
 * date (three occurrences already done, the fourth open) and a service by km, and 60 days of
 * daily odometer readings per vehicle (120 000 readings). After a warm-up, p50/p95/max of
 * GET /api/fleet-items (every occurrence with its state, current km and forecast) through the
 * whole server in process.
 *
 * Run:                       npx tsx bench/fleet-items.ts            (embedded PGlite, in memory)
 * On a PostgreSQL server:    DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/fleet-items.ts
 * Prints one JSON object; exits 1 over budget (p95 150 ms) or when an item is missing.
 */
import { sql } from 'kysely';
import { vehicleInputSchema } from '@rahti/domain';
import { buildApp } from '../apps/server/src/app';
import { createAppContext } from '../apps/server/src/platform/app-context';
import { loadConfig } from '../apps/server/src/config/config';
import { withTenant } from '../apps/server/src/db/tenant';
import { vehiclesRepository } from '../apps/server/src/vehicles/vehicles.repository';
import { createTenant } from '../apps/server/test/helpers/tenants';
import { summary, timedRuns } from './latency';
import { runServerBench } from './bench-database';

const VEHICLES = 2_000;
const READING_DAYS = 60;
const DONE_PER_SERIES = 3;
const RUNS = { list: Number(process.env.BENCH_RUNS ?? 50), warmUp: 5 };
const BUDGET = { listP95Ms: 150 } as const;

await runServerBench('fleet-items', async (bench) => {
  const { kind, database } = bench;
  const context = await createAppContext(loadConfig({ LOG_LEVEL: 'silent' }), database);
  const app = await buildApp(context);
  const tenant = await createTenant(context, { name: 'Bench Fleet Oy' });
  const headers = tenant.users.admin.headers;
  const org = tenant.organisationId;
  const now = new Date();

  await withTenant(database.db, org, async (tx) => {
    for (let n = 0; n < VEHICLES; n++)
      await vehiclesRepository.create(
        tx,
        org,
        vehicleInputSchema.parse({
          registerNumber: `F${String.fromCharCode(65 + (n % 26))}${String.fromCharCode(65 + (Math.floor(n / 26) % 26))}-${100 + (n % 900)}`,
          vehicleClass: n % 10 === 9 ? 2 : 4,
        }),
      );
    // Each vehicle drives 150–450 km a day from its own starting km; a reading every day at 18:00.
    await sql`
      insert into odometer_readings (organisation_id, vehicle_id, at, km, source)
      select ${org}::uuid, v.id, ${now}::timestamptz - make_interval(days => d) + interval '6 hours',
        100000 + v.n * 37 + (${READING_DAYS} - d) * (150 + v.n % 300), 'tracking'
      from (select id, row_number() over (order by id) as n from vehicles where organisation_id = ${org}) v
      cross join generate_series(1, ${READING_DAYS}) as d`.execute(tx);
    await sql`
      insert into fleet_item_series (organisation_id, vehicle_id, type, due_type, first_due_date, repeat_unit, repeat_count, cost, description)
      select ${org}::uuid, id, 'maintenance', 'time', (${now}::timestamptz - interval '80 days')::date, 'month', 1, 450, 'Monthly check'
      from vehicles where organisation_id = ${org}`.execute(tx);
    await sql`
      insert into fleet_item_series (organisation_id, vehicle_id, type, due_type, first_km, last_km, interval_km, cost, description)
      select ${org}::uuid, v.id, 'maintenance', 'distance', 100000 + v.n * 37 + 30000, 1000000, 60000, 1400, 'Engine service'
      from (select id, row_number() over (order by id) as n from vehicles where organisation_id = ${org}) v`.execute(
      tx,
    );
    await sql`
      insert into fleet_items (organisation_id, series_id, sequence, due_date, completed_date, actual_cost)
      select ${org}::uuid, s.id, k, s.first_due_date + (k * 30), case when k < ${DONE_PER_SERIES} then s.first_due_date + (k * 30) end,
        case when k < ${DONE_PER_SERIES} then 430 end
      from fleet_item_series s cross join generate_series(0, ${DONE_PER_SERIES}) as k
      where s.organisation_id = ${org} and s.due_type = 'time'`.execute(tx);
    await sql`
      insert into fleet_items (organisation_id, series_id, sequence, due_km)
      select ${org}::uuid, id, 0, first_km from fleet_item_series where organisation_id = ${org} and due_type = 'distance'`.execute(
      tx,
    );
  });
  await sql`analyze`.execute(database.db);
  const expected = VEHICLES * (DONE_PER_SERIES + 2);
  console.error(
    `${kind}: ${VEHICLES} vehicles, ${expected} occurrences, ${VEHICLES * READING_DAYS} readings; measuring…`,
  );

  let last = '';
  const url = `/api/fleet-items?at=${encodeURIComponent(now.toISOString())}`;
  const list = async () => {
    const response = await app.inject({ method: 'GET', url, headers });
    if (response.statusCode !== 200)
      throw new Error(`${url} answered ${response.statusCode}: ${response.body.slice(0, 300)}`);
    last = response.body;
  };
  await timedRuns(list, RUNS.warmUp);
  const timings = summary(await timedRuns(list, RUNS.list));
  const entries = JSON.parse(last) as { state: string; forecastDate?: string }[];
  if (entries.length !== expected) throw new Error(`listed ${entries.length} of ${expected} occurrences`);
  const states: Record<string, number> = {};
  for (const entry of entries) states[entry.state] = (states[entry.state] ?? 0) + 1;
  const forecasts = entries.filter((entry) => entry.forecastDate !== undefined).length;
  await app.close();

  const withinBudget = timings.p95 <= BUDGET.listP95Ms;
  return {
    figures: {
      vehicles: VEHICLES,
      occurrences: expected,
      readings: VEHICLES * READING_DAYS,
      list: { requests: RUNS.list, ...timings, bytes: last.length, states, forecasts },
      budgets: BUDGET,
    },
    withinBudget,
  };
});
