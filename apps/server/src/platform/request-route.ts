import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';

/** The request some work runs for, as the logs name it: its method and its route's pattern (not the path: no ids). */
export interface RequestRoute {
  method: string;
  route: string;
}

const current = new AsyncLocalStorage<RequestRoute>();

/** The route of the request the caller runs for; undefined outside one (a job, the tracking listener). */
export const requestRoute = (): RequestRoute | undefined => current.getStore();

/**
 * Makes each request's route known to whatever runs for it (the database's slow-query log)
 * without handing it down: the rest of the request, its later hooks, body and handler, runs
 * inside the store entered here.
 */
export function trackRequestRoutes(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    current.run({ method: request.method, route: request.routeOptions.url ?? 'unmatched' }, done);
  });
}
