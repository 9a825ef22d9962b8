/**
 * Transport tasks and waybills (issue 26) through the whole server in process: an organisation
 * with 1 000 transport tasks in one month (20 drivers and vehicles, three stops and two goods lines
 * each, a waybill each, timelines), then after a warm-up p50/p95/max of
 * `GET /api/transport-tasks` for the month with `limit=1000` (every task on one page), and of
 * `GET /api/waybills/{id}/pdf` for a delivered task signed on the phone (its signature read from
 * the stored files, the QR code, the layout).
 *
 * Run:                       npx tsx bench/transport-tasks.ts            (embedded PGlite, in memory)
 * On a PostgreSQL server:    DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/transport-tasks.ts
 * Prints one JSON object; exits 1 over budget (list p95 200 ms, PDF p95 300 ms) or when a task is missing.
 */
import { sql } from 'kysely';
import { allFeatures, stopEventInputSchema, type TransportTask, type TransportTasksPage } from '@rahti/domain';
import { buildApp } from '../apps/server/src/app';
import { createAppContext } from '../apps/server/src/platform/app-context';
import { loadConfig } from '../apps/server/src/config/config';
import { withTenant } from '../apps/server/src/db/tenant';
import { createDatabaseFileStorage } from '../apps/server/src/files/file-storage';
import type { AuthContext } from '../apps/server/src/http/access';
import { demoDeliveryPhoto, demoSignaturePng } from '../apps/server/src/seed/demo-proof-images';
import { createStopEventsService } from '../apps/server/src/transport/stop-events.service';
import { createTenant } from '../apps/server/test/helpers/tenants';
import { summary, timedRuns } from './latency';
import { runServerBench } from './bench-database';

const TASKS = 1_000;
const DRIVERS = 20;
const MONTH = { from: '2026-11-01', to: '2026-11-30' } as const;
const RUNS = { list: Number(process.env.BENCH_RUNS ?? 50), pdf: Number(process.env.BENCH_RUNS ?? 50), warmUp: 5 };
const BUDGET = { listP95Ms: 200, pdfP95Ms: 300 } as const;

const party = (name: string, city: string) =>
  JSON.stringify({
    name,
    street: 'Teollisuustie 1',
    postcode: '00100',
    city,
    country: 'FI',
    businessId: '',
    contactName: '',
    phone: '',
  });

await runServerBench('transport-tasks', async (bench) => {
  const { kind, database } = bench;
  const context = await createAppContext(loadConfig({ LOG_LEVEL: 'silent' }), database);
  const app = await buildApp(context);
  const tenant = await createTenant(context, { name: 'Bench Kuljetus Oy' });
  const headers = { ...tenant.users.admin.headers, 'accept-language': 'fi' };
  const org = tenant.organisationId;

  await withTenant(database.db, org, async (tx) => {
    await sql`insert into drivers (organisation_id, first_name, last_name, username, employee_number)
      select ${org}::uuid, 'Kuljettaja', 'K' || n, 'bench.driver.' || n, (1000 + n)::text from generate_series(1, ${DRIVERS}) n`.execute(
      tx,
    );
    await sql`insert into vehicles (organisation_id, name, register_number, vehicle_class)
      select ${org}::uuid, '', 'BEN-' || (100 + n), 3 from generate_series(1, ${DRIVERS}) n`.execute(tx);
    // Tasks spread over the month's days, 05:00–16:00 UTC; one in ten not assigned yet.
    await sql`
      insert into transport_tasks (organisation_id, reference, sender, consignee, driver_id, vehicle_id, price, km, state, date, first_window_start)
      select ${org}::uuid, 'BT-' || n, ${party('Lähettäjä Oy', 'Vantaa')}::jsonb, ${party('Vastaanottaja Oy', 'Tampere')}::jsonb,
        case when n % 10 = 0 then null else d.id end, case when n % 10 = 0 then null else v.id end,
        400 + n % 300, 50 + n % 400,
        case when n % 10 = 0 then 'created' when n % 7 = 0 then 'delivered' else 'assigned' end,
        (${MONTH.from}::date + (n % 30)), (${MONTH.from}::date + (n % 30))::timestamptz + make_interval(hours => 5 + n % 11)
      from generate_series(1, ${TASKS}) n
      join (select id, row_number() over (order by id) as k from drivers where organisation_id = ${org}) d on d.k = 1 + n % ${DRIVERS}
      join (select id, row_number() over (order by id) as k from vehicles where organisation_id = ${org}) v on v.k = 1 + n % ${DRIVERS}`.execute(
      tx,
    );
    await sql`
      insert into transport_stops (organisation_id, transport_task_id, position, kind, name, street, city, latitude, longitude, window_start)
      select t.organisation_id, t.id, p, case p when 0 then 'pickup' else 'delivery' end, '', 'Katu ' || p, (array['Vantaa', 'Lahti', 'Tampere'])[p + 1],
        60.2 + p * 0.5, 25.0 - p * 0.4, t.first_window_start + make_interval(hours => p * 2)
      from transport_tasks t cross join generate_series(0, 2) p where t.organisation_id = ${org}`.execute(tx);
    await sql`
      insert into transport_goods (organisation_id, transport_task_id, position, description, packages, package_kind, weight_kg, un_number, hazard_class, packing_group, proper_name)
      select t.organisation_id, t.id, g, 'Tavaraa ' || g, 10 + g, 'eurPallet', 4000 + g * 500,
        case when g = 1 and t.reference like '%3' then '1203' end, case when g = 1 and t.reference like '%3' then '3' end,
        case when g = 1 and t.reference like '%3' then 'II' end, case when g = 1 and t.reference like '%3' then 'BENSIINI' end
      from transport_tasks t cross join generate_series(0, 1) g where t.organisation_id = ${org}`.execute(tx);
    await sql`insert into waybill_counters (organisation_id, next_number) values (${org}, ${TASKS + 1})`.execute(tx);
    await sql`
      insert into waybills (organisation_id, number, transport_task_id, kind)
      select organisation_id, row_number() over (order by created_at, id), id, 'domestic' from transport_tasks where organisation_id = ${org}`.execute(
      tx,
    );
    await sql`
      insert into transport_events (organisation_id, transport_task_id, kind, at, by_name)
      select organisation_id, id, 'created', created_at, 'Bench' from transport_tasks where organisation_id = ${org}`.execute(
      tx,
    );
  });
  await sql`analyze`.execute(database.db);

  // One task made, assigned and delivered the way the office and the phone do it, for its signed PDF.
  const driver = await withTenant(database.db, org, (tx) =>
    tx.selectFrom('drivers').select('id').where('organisation_id', '=', org).executeTakeFirstOrThrow(),
  );
  const made = await app.inject({
    method: 'POST',
    url: '/api/transport-tasks',
    headers,
    payload: {
      reference: 'SIGNED-1',
      sender: { name: 'Lähettäjä Oy', street: 'Tikkurilantie 10', city: 'Vantaa' },
      consignee: { name: 'Vastaanottaja Oy', street: 'Hatanpään valtatie 34', city: 'Tampere' },
      stops: [
        { kind: 'pickup', street: 'Tikkurilantie 10', city: 'Vantaa', windowStart: '2026-11-12T06:00:00Z' },
        { kind: 'delivery', street: 'Hatanpään valtatie 34', city: 'Tampere' },
      ],
      goods: Array.from({ length: 10 }, (_, i) => ({ description: `Tavaraerä ${i + 1}`, packages: 2, weightKg: 800 })),
      driverId: driver.id,
      price: 840,
    },
  });
  if (made.statusCode !== 201) throw new Error(`create answered ${made.statusCode}: ${made.body.slice(0, 300)}`);
  const task = made.json<TransportTask>();
  const storage = createDatabaseFileStorage(database.db);
  await storage.put(org, {
    clientKey: 'bench-signature',
    contentType: 'image/png',
    bytes: demoSignaturePng(),
    createdBy: null,
  });
  await storage.put(org, {
    clientKey: 'bench-photo',
    contentType: 'image/jpeg',
    bytes: demoDeliveryPhoto(),
    createdBy: null,
  });
  const auth = {
    userId: tenant.users.user.id,
    organisationId: org,
    language: 'fi',
    features: allFeatures(),
    client: 'driver',
  } as AuthContext;
  const events = createStopEventsService(context);
  const send = (stop: number, kind: string, at: string, extra: Record<string, unknown> = {}) =>
    events.recordStopEvent(
      auth,
      driver.id,
      stopEventInputSchema.parse({
        clientKey: `bench-${kind}`,
        transportTaskId: task.id,
        stopId: task.stops[stop]!.id,
        kind,
        at,
        ...extra,
      }),
    );
  await send(0, 'loaded', '2026-11-12T06:30:00Z');
  const delivered = await send(1, 'delivered', '2026-11-12T09:00:00Z', {
    proof: { signerName: 'Maija Vastaanottaja', signatureKey: 'bench-signature', photoKeys: ['bench-photo'] },
  });
  if (delivered.outcome !== 'applied') throw new Error(`delivery: ${JSON.stringify(delivered)}`);
  console.error(`${kind}: ${TASKS + 1} transport tasks in ${MONTH.from}…${MONTH.to}; measuring…`);

  let listed = '';
  const listUrl = `/api/transport-tasks?from=${MONTH.from}&to=${MONTH.to}&limit=1000`;
  const list = async () => {
    const response = await app.inject({ method: 'GET', url: listUrl, headers });
    if (response.statusCode !== 200)
      throw new Error(`${listUrl} answered ${response.statusCode}: ${response.body.slice(0, 300)}`);
    listed = response.body;
  };
  let pdfBytes = 0;
  const pdfUrl = `/api/waybills/${task.waybill!.id}/pdf`;
  const pdf = async () => {
    const response = await app.inject({ method: 'GET', url: pdfUrl, headers });
    if (response.statusCode !== 200) throw new Error(`${pdfUrl} answered ${response.statusCode}`);
    pdfBytes = response.rawPayload.length;
  };
  await timedRuns(list, RUNS.warmUp);
  const listTimings = summary(await timedRuns(list, RUNS.list));
  await timedRuns(pdf, RUNS.warmUp);
  const pdfTimings = summary(await timedRuns(pdf, RUNS.pdf));
  const page = JSON.parse(listed) as TransportTasksPage;
  if (page.items.length !== 1000 || page.total !== TASKS + 1)
    throw new Error(`listed ${page.items.length} of ${page.total} (expected 1000 of ${TASKS + 1})`);
  await app.close();

  const withinBudget = listTimings.p95 <= BUDGET.listP95Ms && pdfTimings.p95 <= BUDGET.pdfP95Ms;
  return {
    figures: {
      tasks: TASKS + 1,
      list: { requests: RUNS.list, ...listTimings, bytes: listed.length },
      pdf: { requests: RUNS.pdf, ...pdfTimings, bytes: pdfBytes },
      budgets: BUDGET,
    },
    withinBudget,
  };
});
