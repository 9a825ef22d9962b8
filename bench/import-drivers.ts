/**
 * Imports 5 000 drivers through the API on the embedded database (PGlite, in memory): the
 * upload preview of a CSV (parse, check every row, look up clashes) and the all-or-nothing
 * save of the confirmed rows. Target: under 10 s in all (issue 4).
 * Run: npx tsx bench/import-drivers.ts   — prints one JSON object.
 */
import { performance } from 'node:perf_hooks';
import { createTenant } from '../apps/server/test/helpers/tenants';
import { buildApp } from '../apps/server/src/app';
import { createAppContext } from '../apps/server/src/platform/app-context';
import { loadConfig } from '../apps/server/src/config/config';
import { openDatabase } from '../apps/server/src/db/database';
import { migrateToLatest } from '../apps/server/src/db/migrate';

const ROWS = 5000;
const header = 'Etunimi;Sukunimi;Käyttäjätunnus;Kuljettajakortin tunnus;Henkilönumero;Sähköposti;Bruttotuntipalkka';
const lines = Array.from(
  { length: ROWS },
  (_, i) =>
    `Kuljettaja${i};Bench;bench.driver${i};FI${String(i).padStart(12, '0')}00;${i};d${i}@kuljetus.fi;18,${i % 100}`,
);
const csv = Buffer.from(`\uFEFF${header}\r\n${lines.join('\r\n')}\r\n`);

const database = await openDatabase({ kind: 'pglite' });
await migrateToLatest(database.db);
const context = await createAppContext(loadConfig({ LOG_LEVEL: 'silent' }), database);
const app = await buildApp(context);
const tenant = await createTenant(context);
const headers = tenant.users.admin.headers;

const boundary = '----bench';
const payload = Buffer.concat([
  Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="drivers.csv"\r\nContent-Type: text/csv\r\n\r\n`,
  ),
  csv,
  Buffer.from(`\r\n--${boundary}--\r\n`),
]);

const started = performance.now();
const preview = await app.inject({
  method: 'POST',
  url: '/api/drivers/import/preview',
  headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
  payload,
});
const previewed = performance.now();
const body = preview.json() as { valid: number; rows: { line: number; values: Record<string, string> }[] };
const saved = await app.inject({
  method: 'POST',
  url: '/api/drivers/import',
  headers,
  payload: { rows: body.rows.map(({ line, values }) => ({ line, values })) },
});
const finished = performance.now();
const count = await app.inject({ method: 'GET', url: '/api/drivers?search=bench.driver', headers });

await app.close();
await database.close();

console.log(
  JSON.stringify({
    benchmark: 'import-drivers',
    database: 'pglite',
    rows: ROWS,
    csvBytes: csv.length,
    previewStatus: preview.statusCode,
    validRows: body.valid,
    importStatus: saved.statusCode,
    driversAfterImport: (count.json() as unknown[]).length,
    previewMs: Math.round(previewed - started),
    importMs: Math.round(finished - previewed),
    totalMs: Math.round(finished - started),
    targetMs: 10_000,
    rssMb: Math.round(process.memoryUsage().rss / 1024 / 1024),
  }),
);
