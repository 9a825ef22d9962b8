import type { FastifyInstance } from 'fastify';
import { basicCredentials } from './auth';
import { fail } from './rfms-routes';
import type { SimulatorState } from './simulator-state';

/**
 * The OAuth2 token endpoint (client credentials, for rFMS 4.0) and the test switches a suite
 * outside the process can reach. The switches take no credentials: this is a test tool.
 */
export function registerAdminRoutes(app: FastifyInstance, state: SimulatorState) {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  // RFC 6749 §4.4: the client authenticates with HTTP Basic or with client_id and client_secret in the form.
  app.post('/oauth/token', (request, reply) => {
    const form = (request.body ?? {}) as Record<string, string | undefined>;
    const basic = basicCredentials(request.headers.authorization);
    const clientId = basic?.username ?? form.client_id;
    const clientSecret = basic?.password ?? form.client_secret;
    if (!state.tokens.isValidClient(clientId, clientSecret)) {
      reply.header('WWW-Authenticate', 'Basic realm="rFMS token"');
      return fail(reply, 401, 'invalid_client', 'Unknown client or wrong secret');
    }
    if (form.grant_type !== 'client_credentials')
      return fail(reply, 400, 'unsupported_grant_type', 'Only client_credentials is supported');
    return reply.header('Cache-Control', 'no-store').send(state.tokens.issue());
  });

  app.get('/simulator', () => ({
    fleet: state.fleet.map(({ vin, name, brand, model }) => ({
      vin,
      name,
      brand,
      model,
      removed: state.removed.has(vin),
    })),
    credentials: state.credentials,
    versions: state.versions,
    pageSize: state.pageSize,
    vehiclesPageSize: state.vehiclesPageSize,
    startsAt: new Date(state.startsAt).toISOString(),
    now: new Date(state.now()).toISOString(),
  }));

  app.post('/simulator/rate-limit', (request, reply) => {
    const { count, retryAfterSeconds } = (request.body ?? {}) as { count?: unknown; retryAfterSeconds?: unknown };
    if (!isCount(count) || (retryAfterSeconds !== undefined && !isCount(retryAfterSeconds)))
      return fail(reply, 400, 'InvalidParameters', 'count (and retryAfterSeconds) are whole numbers ≥ 0');
    state.rateLimit = { remaining: count, retryAfterSeconds: retryAfterSeconds ?? 1 };
    return reply.status(204).send();
  });

  app.post('/simulator/failures', (request, reply) => {
    const { count, status } = (request.body ?? {}) as { count?: unknown; status?: unknown };
    if (!isCount(count) || (status !== undefined && !(isCount(status) && status >= 400 && status <= 599)))
      return fail(reply, 400, 'InvalidParameters', 'count is a whole number ≥ 0, status 400–599');
    state.failures = { remaining: count, status: status ?? 503 };
    return reply.status(204).send();
  });

  app.delete('/simulator/vehicles/:vin', (request, reply) =>
    setRemoved(state, (request.params as { vin: string }).vin, true)
      ? reply.status(204).send()
      : fail(reply, 404, 'VehicleNotFound', 'No such vehicle'),
  );
  app.put('/simulator/vehicles/:vin', (request, reply) =>
    setRemoved(state, (request.params as { vin: string }).vin, false)
      ? reply.status(204).send()
      : fail(reply, 404, 'VehicleNotFound', 'No such vehicle'),
  );

  app.post('/simulator/tokens/revoke', (_request, reply) => {
    state.tokens.revokeIssued();
    return reply.status(204).send();
  });
}

function isCount(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0;
}

/** False when the fleet has no such VIN. */
export function setRemoved(state: SimulatorState, vin: string, removed: boolean): boolean {
  if (!state.fleet.some((truck) => truck.vin === vin)) return false;
  if (removed) state.removed.add(vin);
  else state.removed.delete(vin);
  return true;
}
