import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startRfmsSimulator } from '@rahti/rfms-simulator';
import { assertChromiumInstalled } from './chromium';
import { DEMO_ORGANISATION } from './demo';
import { findFreePort } from './free-port';
import { DRIVER_DIST_DIR, SCREENSHOT_DIR, TMP_DIR, WEB_DIST_DIR } from './paths';
import { runScript, startServer, type RunningServer } from './server-process';
import { E2E_WORKERS } from './workers';

const SERVER_SCRIPT = 'apps/server/src/main.ts';
const SEED_SCRIPT = 'apps/server/src/seed/seed-demo.main.ts';
const STALE_RUN_MS = 24 * 60 * 60 * 1000;

/**
 * Once per `npm run test:e2e`: checks the prerequisites, seeds a fresh embedded database with
 * the demo organisation, and starts one real server per worker (E2E_WORKERS), each on a copy of
 * that database and free ports of its own, so the files of one worker run one after another
 * against their own server while another worker's files run against another. E2E_BASE_URL
 * instead points the journeys at a server you already run (seeded with `npm run seed:demo` and
 * SITE_OPERATOR_ORGANISATIONS set to the demo organisation); the files then run one at a time.
 */
export default async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  assertChromiumInstalled();
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  rmSync(join(SCREENSHOT_DIR, 'failed'), { recursive: true, force: true }); // only this run's failures

  const external = process.env.E2E_BASE_URL?.replace(/\/+$/, '');
  if (external) {
    project.provide('servers', [{ baseUrl: external, osmandUrl: '' }]);
    project.provide('rfmsUrl', '');
    return undefined;
  }

  for (const [name, dir] of [
    ['web', WEB_DIST_DIR],
    ['driver', DRIVER_DIST_DIR],
  ] as const) {
    if (!existsSync(join(dir, 'index.html'))) {
      throw new Error(
        `The ${name} app is not built (${dir}/index.html is missing). Run \`npm run build\` first; \`npm run test:e2e\` does.`,
      );
    }
  }

  removeStaleRuns();
  const runDir = join(TMP_DIR, `run-${Date.now()}-${process.pid}`);
  const seedDir = join(runDir, 'seed-data');
  mkdirSync(seedDir, { recursive: true });

  // A copy of the builds: a rebuild in this checkout while the journeys run (another
  // engineer's `npm run build`) would otherwise swap the hashed files under the server.
  const webDist = join(runDir, 'web-dist');
  const driverDist = join(runDir, 'driver-dist');
  cpSync(WEB_DIST_DIR, webDist, { recursive: true });
  cpSync(DRIVER_DIST_DIR, driverDist, { recursive: true });

  // A truck maker's service for the tracking journey: big pages, so a day's backfill is a few requests.
  const simulator = await startRfmsSimulator({ port: 0, trucks: 4, pageSize: 2000 });
  const common = {
    // Tracking (issue 14): a key for the services' passwords, quick polls, and no map tiles (no network here).
    CREDENTIALS_KEY: randomBytes(32).toString('base64'),
    RFMS_POLL_SECONDS: '3',
    EXTERNAL_SERVICES_ALLOW_PRIVATE: 'true', // the rFMS simulator listens on 127.0.0.1 over http
    JOBS_POLL_MS: '500',
    MAP_TILE_URL: '',
    HOST: '127.0.0.1',
    SITE_OPERATOR_ORGANISATIONS: DEMO_ORGANISATION.id,
    WEB_DIST_DIR: webDist,
    DRIVER_DIST_DIR: driverDist,
    LOG_LEVEL: process.env.E2E_SERVER_LOG_LEVEL ?? 'info',
    DATABASE_URL: '', // always the embedded database in a fresh directory
  };

  // Seeded once; each server starts on a copy (a copy is quicker than a seed, and the same).
  await runScript(SEED_SCRIPT, { ...common, DATA_DIR: seedDir }, join(runDir, 'seed.log'));
  const dataDirs = Array.from({ length: E2E_WORKERS }, (_, worker) => join(runDir, `data-${worker + 1}`));
  // Each server's port and its OsmAnd listener's (issue 14; 5055 may be another run's), all different.
  const ports = await freePorts(2 * E2E_WORKERS);
  const started = await Promise.allSettled(
    dataDirs.map(async (dataDir, worker) => {
      cpSync(seedDir, dataDir, { recursive: true });
      const [port, osmandPort] = [ports[2 * worker]!, ports[2 * worker + 1]!];
      const env = {
        ...common,
        PORT: String(port),
        OSMAND_PORT: String(osmandPort),
        PUBLIC_URL: `http://localhost:${port}`,
        DATA_DIR: dataDir,
      };
      const server = await startServer(SERVER_SCRIPT, env, join(runDir, `server-${worker + 1}.log`));
      return { server, osmandUrl: `http://127.0.0.1:${osmandPort}` };
    }),
  );
  const servers = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const stopAll = async (running: { server: RunningServer }[]) => {
    await Promise.all(running.map(({ server }) => server.stop()));
    await simulator.close();
  };
  const failed = started.find((result) => result.status === 'rejected');
  if (failed) {
    await stopAll(servers);
    throw failed.reason;
  }
  project.provide(
    'servers',
    servers.map(({ server, osmandUrl }) => ({ baseUrl: server.url, osmandUrl })),
  );
  project.provide('rfmsUrl', simulator.url);
  console.log(
    `e2e: ${servers.length} server(s) at ${servers.map(({ server }) => server.url).join(', ')}, logs in ${runDir}`,
  );

  return async () => {
    await stopAll(servers);
    // The logs stay for a look after a failure; the data and the copied builds go.
    for (const dir of [seedDir, ...dataDirs, webDist, driverDist]) rmSync(dir, { recursive: true, force: true });
  };
}

/** `count` different ports that nothing listens on now. */
async function freePorts(count: number): Promise<number[]> {
  const ports = new Set<number>();
  while (ports.size < count) ports.add(await findFreePort());
  return [...ports];
}

/** Data of earlier runs that ended without teardown; younger runs may belong to a parallel session. */
function removeStaleRuns(): void {
  if (!existsSync(TMP_DIR)) return;
  for (const entry of readdirSync(TMP_DIR)) {
    const path = join(TMP_DIR, entry);
    if (entry.startsWith('run-') && Date.now() - statSync(path).mtimeMs > STALE_RUN_MS)
      rmSync(path, { recursive: true, force: true });
  }
}
