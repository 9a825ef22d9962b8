import { randomUUID } from 'node:crypto';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { buildApp, type BuildAppOptions } from '../../src/app';
import { createAppContext, type AppContext } from '../../src/platform/app-context';
import { loadConfig, type Config } from '../../src/config/config';
import type { DatabaseHandle } from '../../src/db/database';
import { openTestDatabase } from './test-database';

export interface TestApp {
  app: FastifyInstance;
  context: AppContext;
  database: DatabaseHandle;
  /** The organisation id this app treats as the site operator; create it with createTenant({ id }). */
  operatorOrganisationId: string;
  /** Every route the app registered, in order. */
  routes: RouteOptions[];
  close(): Promise<void>;
}

export const TEST_PUBLIC_URL = 'http://localhost:3000';

/** The whole server on a fresh database, driven through `app.inject`. */
export async function createTestApp(
  options: {
    config?: Partial<Config>;
    now?: () => Date;
    database?: DatabaseHandle;
    logger?: BuildAppOptions['logger'];
    /** Adds what a test needs (a route of its own) before the app is ready. */
    beforeReady?: (app: FastifyInstance) => void;
  } = {},
): Promise<TestApp> {
  const database = options.database ?? (await openTestDatabase());
  const operatorOrganisationId = randomUUID();
  const config: Config = {
    ...loadConfig({
      PUBLIC_URL: TEST_PUBLIC_URL,
      SITE_OPERATOR_ORGANISATIONS: operatorOrganisationId,
      LOG_LEVEL: 'silent',
      // Suites walk many routes as one API client at once; the limit's own suite sets a small one.
      API_RATE_PER_SECOND: '100000',
      API_RATE_BURST: '100000',
    }),
    ...options.config,
  };
  const context = await createAppContext(config, database, options.now);
  const routes: RouteOptions[] = [];
  const app = await buildApp(context, { onRoute: (route) => routes.push(route), logger: options.logger });
  options.beforeReady?.(app);
  await app.ready();
  return {
    app,
    context,
    database,
    operatorOrganisationId,
    routes,
    async close() {
      await app.close();
      if (!options.database) await database.close();
    },
  };
}
