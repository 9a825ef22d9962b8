import Fastify, { type FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { registerAdminRoutes, setRemoved } from './admin-routes';
import type { SimulatorCredentials } from './auth';
import type { TruckState } from './itinerary';
import { registerRfmsRoutes } from './rfms-routes';
import { registerScaniaAuthRoutes } from './scania-auth';
import { createSimulatorState, type RecordedRequest, type RfmsSimulatorOptions } from './simulator-state';

export interface RfmsSimulator {
  /** Where it listens, e.g. http://127.0.0.1:5080; the resources are under /rfms. */
  url: string;
  /** The OAuth2 client-credentials token endpoint (rFMS 4.0). */
  tokenUrl: string;
  credentials: SimulatorCredentials;
  /** The trucks, each with the 16-character card number of the driver whose card is in slot 1. */
  fleet: readonly { vin: string; name: string; brand: string; model: string; driverCard: string }[];
  /** When the trucks started reporting. */
  startsAt: number;
  /** Every resource and token request so far, with the status it got. */
  requests: readonly RecordedRequest[];
  /** The next `count` resource requests get 429 with this Retry-After. */
  rateLimitNext(count: number, retryAfterSeconds?: number): void;
  /** The next `count` resource requests get this status (default 503). */
  failNext(count: number, status?: number): void;
  /** The vehicle leaves the client's fleet (its data is no longer served; its VIN gets 404). */
  removeVehicle(vin: string): void;
  restoreVehicle(vin: string): void;
  /** Tokens from the token endpoint stop working (the fixed bearer token still works). */
  revokeIssuedTokens(): void;
  /** Where a truck is and what its counters say at a moment: the truth the reports are made from. */
  truckStateAt(vin: string, at: number): TruckState;
  app: FastifyInstance;
  close(): Promise<void>;
}

/** The simulator's Fastify app, not listening: for `inject` in tests. */
export function buildRfmsSimulator(options: RfmsSimulatorOptions = {}) {
  const state = createSimulatorState(options);
  const app = Fastify({ logger: false });
  app.addHook('onResponse', async (request, reply) => {
    if (request.url.startsWith('/simulator')) return;
    const authorization = request.headers.authorization?.split(' ')[0]?.toLowerCase();
    state.requests.push({
      method: request.method,
      url: request.url,
      accept: request.headers.accept,
      authorization:
        authorization === undefined
          ? 'none'
          : authorization === 'basic' || authorization === 'bearer'
            ? authorization
            : 'other',
      status: reply.statusCode,
    });
  });
  registerRfmsRoutes(app, state);
  registerAdminRoutes(app, state);
  registerScaniaAuthRoutes(app, state);
  return { app, state };
}

/** Starts the simulator on a port (0, the default, takes a free one) and hands back its controls. */
export async function startRfmsSimulator(options: RfmsSimulatorOptions = {}): Promise<RfmsSimulator> {
  const { app, state } = buildRfmsSimulator(options);
  await app.listen({ port: options.port ?? 0, host: options.host ?? '127.0.0.1' });
  const address = app.server.address() as AddressInfo;
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  const url = `http://${host}:${address.port}`;
  const known = (vin: string) => {
    if (!setRemoved(state, vin, state.removed.has(vin))) throw new Error(`The simulated fleet has no vehicle ${vin}`);
  };
  return {
    url,
    tokenUrl: `${url}/oauth/token`,
    credentials: state.credentials,
    fleet: state.fleet.map(({ vin, name, brand, model, driverCard }) => ({
      vin,
      name,
      brand,
      model,
      driverCard: driverCard.identification + driverCard.replacementIndex + driverCard.renewalIndex,
    })),
    startsAt: state.startsAt,
    requests: state.requests,
    rateLimitNext(count, retryAfterSeconds = 1) {
      state.rateLimit = { remaining: count, retryAfterSeconds };
    },
    failNext(count, status = 503) {
      state.failures = { remaining: count, status };
    },
    removeVehicle(vin) {
      known(vin);
      setRemoved(state, vin, true);
    },
    restoreVehicle(vin) {
      known(vin);
      setRemoved(state, vin, false);
    },
    revokeIssuedTokens() {
      state.tokens.revokeIssued();
    },
    truckStateAt(vin, at) {
      const truck = state.fleet.find((t) => t.vin === vin);
      if (!truck) throw new Error(`The simulated fleet has no vehicle ${vin}`);
      return state.source.itinerary(truck).stateAt(at);
    },
    app,
    close: () => app.close(),
  };
}
