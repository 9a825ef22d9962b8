import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { withSystem } from '../db/tenant';
import type { AppContext } from '../platform/app-context';
import { logSlowQueries } from './slow-queries';

/** A request slower than this is logged with its route (issue 28). */
const SLOW_REQUEST_MS = 1_000;

const sameToken = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * Times every request by its route (the pattern, not the path, so ids do not make series) and
 * logs the slow ones, and the slow statements with their request's route; with METRICS_TOKEN set, GET /metrics answers the figures in Prometheus's
 * format to a caller with that bearer token (401 without it). Unset, /metrics is not there.
 */
export function installMetrics(app: FastifyInstance, context: AppContext): void {
  const { metrics, config } = context;
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    metrics.observeRequest(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
    if (reply.elapsedTime > SLOW_REQUEST_MS)
      request.log.warn({ route, ms: Math.round(reply.elapsedTime), status: reply.statusCode }, 'slow request');
  });
  const stopQueryLog = logSlowQueries(context.database, config.slowQueryMs, app.log);
  app.addHook('onClose', async () => {
    stopQueryLog();
    metrics.close();
  });

  const token = config.metricsToken;
  if (!token) return;
  app.get('/metrics', { config: { access: 'public' }, schema: { hide: true } }, async (request, reply) => {
    const given = /^Bearer (.+)$/i.exec(request.headers.authorization ?? '')?.[1] ?? '';
    if (!sameToken(given, token))
      return reply.status(401).header('www-authenticate', 'Bearer').send({ statusCode: 401, code: 'unauthorized' });
    const text = await metrics.render(async () => {
      const row = await withSystem(context.database.db, (tx) =>
        tx
          .selectFrom('jobs')
          .select((eb) => [
            eb.fn.countAll<number>().as('total'),
            eb.fn.count<number>('id').filterWhere('run_at', '<=', new Date()).as('due'),
          ])
          .executeTakeFirstOrThrow(),
      );
      return [
        { name: 'rahti_jobs_queued', help: 'Jobs in the queue.', value: Number(row.total) },
        {
          name: 'rahti_jobs_due',
          help: 'Jobs whose time has come and that no worker has taken yet.',
          value: Number(row.due),
        },
      ];
    });
    return reply.header('cache-control', 'no-store').type('text/plain; version=0.0.4; charset=utf-8').send(text);
  });
}
