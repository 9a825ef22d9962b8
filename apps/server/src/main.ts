import { resolve } from 'node:path';
import { createAppContext } from './platform/app-context';
import { buildApp } from './app';
import { loadConfig } from './config/config';
import { scheduleAnalyze } from './db/maintenance';
import { DataDirLockedError, openConfiguredDatabase, openSidePool } from './db/open-configured';
import { DAILY_JOBS, JOB_HANDLERS } from './job-handlers';
import { createJobWorker } from './jobs/job-worker';
import { scheduleJob } from './jobs/jobs.repository';
import { logSlowQueries } from './metrics/slow-queries';
import { makePositionPartitions } from './positions/position-partitions';
import { buildOsmandListener } from './tracking/osmand/osmand-listener';

const repoRoot = resolve(import.meta.dirname, '../../..');
/** Connections of the tracking listener's and the job worker's own pools on PostgreSQL (issue 28). */
const TRACKING_POOL_SIZE = 4;
const JOBS_POOL_SIZE = 2;

async function main() {
  const config = loadConfig();
  config.webDistDir ??= resolve(repoRoot, 'apps/web/dist');
  config.driverDistDir ??= resolve(repoRoot, 'apps/driver/dist');

  const database = await openConfiguredDatabase(config);
  const context = await createAppContext(config, database);
  const app = await buildApp(context, { logger: { level: config.logLevel } });
  const stopAnalyze = scheduleAnalyze(database, (error) => app.log.warn({ err: error }, 'ANALYZE failed'));
  // This month's partitions before the first request; the jobs table keeps the coming ones made.
  await makePositionPartitions(database.db, new Date());
  for (const kind of DAILY_JOBS)
    await scheduleJob(database.db, { kind, key: kind, organisationId: null, runAt: new Date() });
  const jobsDatabase = await openSidePool(config, database, JOBS_POOL_SIZE);
  if (jobsDatabase.poolStats) context.metrics.watchPool('jobs', jobsDatabase.poolStats);
  const worker = createJobWorker({ ...context, database: jobsDatabase }, JOB_HANDLERS, app.log);
  worker.start(config.jobsPollMs);
  // Tracking devices and Traccar Client (issue 14): a server of its own on OSMAND_PORT, unless it is off.
  const trackingDatabase =
    config.osmandPort === null ? undefined : await openSidePool(config, database, TRACKING_POOL_SIZE);
  if (trackingDatabase?.poolStats) context.metrics.watchPool('tracking', trackingDatabase.poolStats);
  // The side pools on PostgreSQL are handles of their own: their slow statements are logged too (with no route).
  for (const side of [jobsDatabase, trackingDatabase])
    if (side && side.db !== database.db) logSlowQueries(side, config.slowQueryMs, app.log);
  const osmand = trackingDatabase
    ? await buildOsmandListener(
        { ...context, database: trackingDatabase },
        { logger: app.log.child({ listener: 'osmand' }) },
      )
    : undefined;

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, closing`);
    stopAnalyze();
    await worker.stop();
    const forced = setTimeout(() => {
      app.log.error('Shutdown took too long; exiting');
      process.exit(1);
    }, 10_000);
    forced.unref();
    try {
      // The listener first: what devices sent is written before the database closes.
      await osmand?.close();
      await trackingDatabase?.close();
      await app.close();
      await jobsDatabase.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'Error while closing');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  if (osmand && config.osmandPort !== null) {
    await osmand.listen({ port: config.osmandPort, host: config.host });
    const address = osmand.server.address();
    app.log.info(
      `OsmAnd listener for tracking devices on port ${typeof address === 'object' && address ? address.port : config.osmandPort}`,
    );
  }
  app.log.info(`Rahti is ready at ${config.publicUrl} (database: ${database.kind})`);
}

main().catch((error: unknown) => {
  if (error instanceof DataDirLockedError) {
    console.error(`Rahti cannot start: ${error.message}`);
    process.exit(2);
  }
  console.error('Rahti could not start:', error);
  process.exit(1);
});
