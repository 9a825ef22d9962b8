/**
 * Adds a large office's month of planning (bench/planning-month.ts) to the demo organisation of
 * the configured database, for bench/resource-planning-page.ts: run after the demo seed, before
 * the server opens the database. `BENCH_PLAN_MONDAY` (YYYY-MM-DD) starts the planned weeks.
 */
import { loadConfig } from '../../apps/server/src/config/config';
import { openConfiguredDatabase } from '../../apps/server/src/db/open-configured';
import { withTenant } from '../../apps/server/src/db/tenant';
import { DEMO_ORGANISATION_ID } from '../../apps/server/src/seed/demo-organisation';
import { insertPlanningMonth } from '../planning-month';

const monday = process.env.BENCH_PLAN_MONDAY;
if (!monday || !/^\d{4}-\d{2}-\d{2}$/.test(monday)) throw new Error('BENCH_PLAN_MONDAY (YYYY-MM-DD) is needed');
const database = await openConfiguredDatabase(loadConfig());
try {
  const plans = await withTenant(database.db, DEMO_ORGANISATION_ID, (tx) =>
    insertPlanningMonth(tx, DEMO_ORGANISATION_ID, monday, 'Europe/Helsinki'),
  );
  console.log(`${plans.length} planned shifts from ${monday}`);
} finally {
  await database.close();
}
