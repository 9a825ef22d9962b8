/**
 * Tasks and invoices at a large office's size (issue 22): 10 000 tasks in one month on 40
 * vehicles for 200 customers. After a warm-up, p50/p95/max of GET /api/tasks (a page of 100,
 * newest first and by profit) and GET /api/tasks/totals over the month; then a 10 000-row
 * invoice file (2 500 invoices of four rows) previewed and imported, and 100 invoices made at
 * once (their numbers must be 100 distinct ones with no hole), through the whole server in process.
 *
 * Run:                       npx tsx bench/invoicing.ts            (embedded PGlite, in memory)
 * On a PostgreSQL server:    DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/invoicing.ts
 * Prints one JSON object; exits 1 over budget (tasks page p95 150 ms, totals p95 300 ms,
 * the import's preview and save 10 s together) or when a number is shared or skipped.
 */
import { calculationInputSchema, localDateOf, localMidnight, vehicleInputSchema } from '@rahti/domain';
import { buildApp } from '../apps/server/src/app';
import { createAppContext } from '../apps/server/src/platform/app-context';
import { loadConfig } from '../apps/server/src/config/config';
import { withTenant } from '../apps/server/src/db/tenant';
import { calculationsRepository } from '../apps/server/src/calculations/calculations.repository';
import { vehiclesRepository } from '../apps/server/src/vehicles/vehicles.repository';
import { DEMO_CALCULATIONS } from '../apps/server/src/seed/demo-invoicing-data';
import { createTenant } from '../apps/server/test/helpers/tenants';
import { summary, timedRuns } from './latency';
import { openBenchDatabase } from './bench-database';
import { machineFigures } from './machine-figures';
import { multipartFile } from './invoicing/multipart-file';

const TASKS = 10_000;
const VEHICLES = 40;
const CUSTOMERS = 200;
const IMPORT_ROWS = 10_000;
const CONCURRENT_INVOICES = 100;
const RUNS = { page: Number(process.env.BENCH_RUNS ?? 50), warmUp: 5 };
const BUDGET = { pageP95Ms: 150, totalsP95Ms: 300, importMs: 10_000 } as const;
const ZONE = 'Europe/Helsinki';

const bench = await openBenchDatabase();
const { kind, database } = bench;
let exitCode = 0;
try {
  const context = await createAppContext(loadConfig({ LOG_LEVEL: 'silent' }), database);
  const app = await buildApp(context);
  const tenant = await createTenant(context, { name: 'Bench Haulage Oy' });
  const headers = tenant.users.admin.headers;
  const org = tenant.organisationId;
  const today = localDateOf(Date.now(), ZONE);
  const from = `${today.slice(0, 8)}01`;
  const monthStart = localMidnight(from, ZONE);

  const { vehicleIds, customerIds } = await withTenant(database.db, org, async (tx) => {
    const calculationId = await calculationsRepository.create(
      tx,
      org,
      calculationInputSchema.parse(DEMO_CALCULATIONS[0]),
      tenant.users.admin.id,
    );
    const vehicleIds: string[] = [];
    for (let n = 0; n < VEHICLES; n++) {
      const { id } = await vehiclesRepository.create(
        tx,
        org,
        vehicleInputSchema.parse({ registerNumber: `BEN-${100 + n}`, vehicleClass: 4 }),
      );
      vehicleIds.push(id);
    }
    await tx
      .updateTable('vehicles')
      .set({ calculation_id: calculationId })
      .where('organisation_id', '=', org)
      .execute();
    const customers = await tx
      .insertInto('customers')
      .values(
        Array.from({ length: CUSTOMERS }, (_, n) => ({
          organisation_id: org,
          name: `Asiakas ${String(n + 1).padStart(3, '0')} Oy`,
          street: 'Satamakatu 1',
          post_code: '00100',
          town: 'Helsinki',
        })),
      )
      .returning('id')
      .execute();
    for (let start = 0; start < TASKS; start += 1000) {
      await tx
        .insertInto('tasks')
        .values(
          Array.from({ length: Math.min(1000, TASKS - start) }, (_, i) => {
            const n = start + i;
            // Spread over the month so far: a task every few minutes, 1–9 hours long.
            const startMs = monthStart + ((n * 4 * 60_000 * 31) % (28 * 86_400_000));
            return {
              organisation_id: org,
              start_at: new Date(startMs),
              end_at: new Date(startMs + (1 + (n % 9)) * 3_600_000),
              vehicle_id: vehicleIds[n % VEHICLES]!,
              customer_id: customers[n % CUSTOMERS]!.id,
              description: `Kuljetus ${n}`,
              pickup: 'Vantaa',
              delivery: 'Tampere',
              km: 40 + (n % 500),
              income: 300 + (n % 900),
              other_costs: n % 7 === 0 ? 42.5 : 0,
              time_cost_per_hour: 58.4,
              distance_cost_per_km: 0.92,
              calculation_id: calculationId,
            };
          }),
        )
        .execute();
    }
    return { vehicleIds, customerIds: customers.map((c) => c.id) };
  });
  console.error(`${kind}: ${TASKS} tasks, ${vehicleIds.length} vehicles, ${customerIds.length} customers; measuring…`);

  const get = async (url: string) => {
    const response = await app.inject({ method: 'GET', url, headers });
    if (response.statusCode !== 200)
      throw new Error(`${url} answered ${response.statusCode}: ${response.body.slice(0, 300)}`);
    return response.json() as { total?: number; count?: number };
  };
  const period = `from=${from}&to=${today}`;
  const page = () => get(`/api/tasks?${period}&limit=100`);
  const byProfit = () => get(`/api/tasks?${period}&limit=100&sort=-profit`);
  const totals = () => get(`/api/tasks/totals?${period}`);
  await timedRuns(page, RUNS.warmUp);
  await timedRuns(totals, RUNS.warmUp);
  const found = (await page()).total ?? 0;
  const pageMs = summary(await timedRuns(page, RUNS.page));
  const byProfitMs = summary(await timedRuns(byProfit, RUNS.page));
  const totalsMs = summary(await timedRuns(totals, RUNS.page));

  const header = 'invoiceId;date;customer;description;quantity;unit;unitPrice;vatPercent';
  const lines = Array.from({ length: IMPORT_ROWS }, (_, n) => {
    const invoice = Math.floor(n / 4);
    return `BENCH-${invoice};${today};Asiakas ${String((invoice % CUSTOMERS) + 1).padStart(3, '0')} Oy;Rivi ${n};${1 + (n % 5)},5;kpl;${(12.345 + n).toFixed(3).replace('.', ',')};25,5`;
  });
  const file = Buffer.from(`\uFEFF${[header, ...lines].join('\r\n')}\r\n`);
  const upload = multipartFile('invoices.csv', file);
  const previewStart = performance.now();
  const preview = await app.inject({
    method: 'POST',
    url: '/api/invoices/import/preview',
    headers: { ...headers, 'content-type': upload.contentType },
    payload: upload.body,
  });
  const previewMs = performance.now() - previewStart;
  const previewed = preview.json() as { valid: number; rows: { line: number; values: unknown }[] };
  if (previewed.valid !== IMPORT_ROWS) throw new Error(`preview: ${previewed.valid} of ${IMPORT_ROWS} valid`);
  const saveStart = performance.now();
  const saved = await app.inject({
    method: 'POST',
    url: '/api/invoices/import',
    headers,
    payload: { rows: previewed.rows.map(({ line, values }) => ({ line, values })) },
  });
  const saveMs = performance.now() - saveStart;
  if (saved.statusCode !== 201) throw new Error(`import answered ${saved.statusCode}: ${saved.body.slice(0, 300)}`);
  const imported = (saved.json() as { imported: number }).imported;

  const concurrentStart = performance.now();
  const made = await Promise.all(
    Array.from({ length: CONCURRENT_INVOICES }, (_, n) =>
      app.inject({
        method: 'POST',
        url: '/api/invoices',
        headers,
        payload: {
          customerId: customerIds[n % CUSTOMERS],
          date: today,
          rows: [{ description: 'Kuljetus', quantity: 1, unit: 'kpl', unitPrice: 100 + n, vatPercent: 25.5 }],
        },
      }),
    ),
  );
  const concurrentMs = performance.now() - concurrentStart;
  const numbers = made.map((response) => (response.json() as { number: number }).number).sort((a, b) => a - b);
  const gapFree =
    new Set(numbers).size === CONCURRENT_INVOICES && numbers.at(-1)! - numbers[0]! === CONCURRENT_INVOICES - 1;
  await app.close();

  const importMs = previewMs + saveMs;
  const withinBudget =
    pageMs.p95 <= BUDGET.pageP95Ms &&
    byProfitMs.p95 <= BUDGET.pageP95Ms &&
    totalsMs.p95 <= BUDGET.totalsP95Ms &&
    importMs <= BUDGET.importMs &&
    gapFree;
  const round = (value: number) => +value.toFixed(1);
  console.log(
    JSON.stringify(
      {
        benchmark: 'invoicing',
        database: kind,
        tasks: found,
        tasksPage: { requests: RUNS.page, ...pageMs },
        tasksPageByProfit: { requests: RUNS.page, ...byProfitMs },
        totals: { requests: RUNS.page, ...totalsMs },
        import: { rows: IMPORT_ROWS, invoices: imported, previewMs: round(previewMs), saveMs: round(saveMs) },
        concurrentInvoices: {
          count: CONCURRENT_INVOICES,
          ms: round(concurrentMs),
          first: numbers[0],
          last: numbers.at(-1),
          gapFree,
        },
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
