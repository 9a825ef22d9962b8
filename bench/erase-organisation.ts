/**
 * Erasing an organisation (issue 27, decision 0040) while another organisation works: one
 * organisation with N positions over about two months (50 vehicles), set to be deleted 31 days
 * ago, erased by the job's own function in batches; meanwhile four office users of another
 * organisation keep reading its vehicles, drivers, organisation and vehicle locations through
 * the whole server in process. Prints the erasure's time and rows per second, and the office
 * requests' p50/p95/max during it.
 *
 * Run:                     ERASE_POSITIONS=100000 npx tsx bench/erase-organisation.ts   (embedded PGlite)
 * On a PostgreSQL server:  DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/erase-organisation.ts
 * Budget: 10 million positions erased within 5 minutes (pro rata for another N), office p95 ≤ 200 ms.
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config/config';
import { withSystem } from '../apps/server/src/db/tenant';
import { eraseDueOrganisations } from '../apps/server/src/organisation-erasure/organisation-erasure.job';
import { createAppContext } from '../apps/server/src/platform/app-context';
import { createTenant } from '../apps/server/test/helpers/tenants';
import { summary } from './latency';
import { runServerBench } from './bench-database';

const POSITIONS = Number(process.env.ERASE_POSITIONS ?? 10_000_000);
const VEHICLES = 50;
const OFFICE_USERS = 4;
const INSERT_CHUNK = 500_000;
const BUDGET = { eraseSecondsPer10M: 300, officeP95Ms: 200 } as const;
const DAY_MS = 86_400_000;

await runServerBench('erase-organisation', async ({ database }) => {
  const context = await createAppContext(loadConfig({ LOG_LEVEL: 'silent' }), database);
  const app = await buildApp(context);
  const erased = await createTenant(context, { name: 'Poistuva Kuljetus Oy' });
  const busy = await createTenant(context, { name: 'Kiireinen Kuljetus Oy' });

  const seedStart = performance.now();
  await withSystem(database.db, async (tx) => {
    for (const tenant of [erased, busy]) {
      await sql`insert into vehicles (organisation_id, name, register_number, vehicle_class)
        select ${tenant.organisationId}::uuid, '', 'ERA-' || (100 + n), 3 from generate_series(1, ${VEHICLES}) n`.execute(
        tx,
      );
      await sql`insert into drivers (organisation_id, first_name, last_name, username, employee_number)
        select ${tenant.organisationId}::uuid, 'Kuljettaja', 'K' || n, 'erase.bench.' || n, (1000 + n)::text
        from generate_series(1, 20) n`.execute(tx);
    }
  });
  const perVehicle = Math.ceil(POSITIONS / VEHICLES);
  // Spread over about two months, so the positions fill more than one monthly partition.
  const stepSeconds = Math.max(1, Math.floor((60 * DAY_MS) / 1000 / perVehicle));
  const start = new Date(Date.now() - 60 * DAY_MS);
  for (let from = 0; from < perVehicle; from += INSERT_CHUNK / VEHICLES) {
    const to = Math.min(perVehicle, from + INSERT_CHUNK / VEHICLES);
    await withSystem(database.db, (tx) =>
      sql`insert into positions (organisation_id, vehicle_id, recorded_at, latitude, longitude, source)
        select v.organisation_id, v.id, ${start}::timestamptz + make_interval(secs => g * ${stepSeconds}::int), 60.17, 24.94, 'phone'
        from vehicles v, generate_series(${from}::int, ${to - 1}::int) g
        where v.organisation_id = ${erased.organisationId}::uuid`.execute(tx),
    );
  }
  await withSystem(database.db, (tx) =>
    tx
      .updateTable('organisations')
      .set({ set_to_be_deleted_at: new Date(Date.now() - 31 * DAY_MS) })
      .where('id', '=', erased.organisationId)
      .execute(),
  );
  await sql`analyze positions`.execute(database.db);
  const seedSeconds = (performance.now() - seedStart) / 1000;

  const reads = ['/api/vehicles', '/api/drivers', '/api/organisation', '/api/vehicle-locations'];
  const samples: number[] = [];
  let failures = 0;
  let erasing = true;
  const officeUser = async (index: number) => {
    for (let i = index; erasing; i++) {
      // A request arrives from a socket, after the event loop's turn: inject alone never leaves the microtasks.
      await new Promise<void>((resolve) => setImmediate(resolve));
      const began = performance.now();
      const response = await app.inject({
        method: 'GET',
        url: reads[i % reads.length]!,
        headers: busy.users.user.headers,
      });
      samples.push(performance.now() - began);
      if (response.statusCode !== 200) failures++;
    }
  };
  // Warm: the first request of each route compiles its schemas and plans.
  for (let i = 0; i < 5; i++) {
    for (const url of reads) await app.inject({ method: 'GET', url, headers: busy.users.user.headers });
  }
  const load = Array.from({ length: OFFICE_USERS }, (_, index) => officeUser(index));

  const eraseStart = performance.now();
  const outcome = await eraseDueOrganisations(context);
  const eraseSeconds = (performance.now() - eraseStart) / 1000;
  erasing = false;
  await Promise.all(load);
  await app.close();

  const left = await withSystem(database.db, (tx) =>
    sql<{
      n: number;
    }>`select count(*)::int as n from positions where organisation_id = ${erased.organisationId}::uuid`.execute(tx),
  );
  const office = summary(samples.sort((a, b) => a - b));
  const budgetSeconds = (BUDGET.eraseSecondsPer10M * POSITIONS) / 10_000_000;
  return {
    figures: {
      positions: POSITIONS,
      seedSeconds: +seedSeconds.toFixed(1),
      eraseSeconds: +eraseSeconds.toFixed(1),
      rowsPerSecond: Math.round((outcome.erased[0]?.deletedRows ?? 0) / eraseSeconds),
      deletedRows: outcome.erased[0]?.deletedRows ?? 0,
      positionsLeft: Number(left.rows[0]?.n ?? -1),
      office: { requests: samples.length, failures, ...office },
      budget: { eraseSeconds: budgetSeconds, officeP95Ms: BUDGET.officeP95Ms },
    },
    withinBudget:
      outcome.finished &&
      Number(left.rows[0]?.n) === 0 &&
      failures === 0 &&
      eraseSeconds <= budgetSeconds &&
      office.p95 <= BUDGET.officeP95Ms,
  };
});
