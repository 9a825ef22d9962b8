import { DEFAULT_CREDENTIALS, createTokenIssuer, type SimulatorCredentials } from './auth';
import { createFleet, type SimulatedTruck } from './fleet';
import { createItinerary, type Itinerary } from './itinerary';
import type { ReportSource } from './reports';
import type { WireVersion } from './wire';

export interface RfmsSimulatorOptions {
  /** Port to listen on; 0 (the default for tests) takes a free one. */
  port?: number;
  host?: string;
  /** The same seed gives the same fleet and the same drives. Default 1. */
  seed?: number;
  /** How many trucks. Default 5. */
  trucks?: number;
  /** The simulator's clock, epoch ms: pass one to make answers exact. Default Date.now. */
  now?: () => number;
  /** When the trucks start (their first reports). Default: 24 h before the clock's time at start. */
  startsAt?: number;
  /** Versions served. Default both. */
  versions?: readonly WireVersion[];
  /** The answer to a version not served: 406 (bad Accept, the default) or 404 ("version not supported"). */
  unsupportedVersionStatus?: 404 | 406;
  /** Reports per page of positions and statuses (a page never ends inside a second, so it can run a little over). Default 25. */
  pageSize?: number;
  /** Vehicles per page. Default 2, so a fleet of 5 takes three pages. */
  vehiclesPageSize?: number;
  credentials?: Partial<SimulatorCredentials>;
  /** Lifetime of tokens from the token endpoint. Default 3600 s. */
  tokenLifetimeSeconds?: number;
}

export interface RecordedRequest {
  method: string;
  url: string;
  accept: string | undefined;
  authorization: 'basic' | 'bearer' | 'none' | 'other';
  status: number;
}

export type SimulatorState = ReturnType<typeof createSimulatorState>;

export function createSimulatorState(options: RfmsSimulatorOptions) {
  const now = options.now ?? Date.now;
  const seed = options.seed ?? 1;
  const startsAt = options.startsAt ?? Math.floor(now() / 10_000) * 10_000 - 24 * 3_600_000;
  const credentials: SimulatorCredentials = { ...DEFAULT_CREDENTIALS, ...options.credentials };
  const fleet = createFleet(seed, options.trucks ?? 5);
  const itineraries = new Map<string, Itinerary>(
    fleet.map((truck) => [truck.vin, createItinerary(truck, seed, startsAt)]),
  );
  const removed = new Set<string>();
  const activeTrucks = () => fleet.filter((truck) => !removed.has(truck.vin));

  const source: ReportSource = {
    trucks: activeTrucks,
    itinerary: (truck: SimulatedTruck) => itineraries.get(truck.vin)!,
    seed,
    startsAt,
  };

  return {
    now,
    seed,
    startsAt,
    credentials,
    fleet,
    source,
    activeTrucks,
    removed,
    versions: options.versions ?? (['4.0', '2.1'] as const),
    unsupportedVersionStatus: options.unsupportedVersionStatus ?? 406,
    pageSize: options.pageSize ?? 25,
    vehiclesPageSize: options.vehiclesPageSize ?? 2,
    tokens: createTokenIssuer(credentials, options.tokenLifetimeSeconds ?? 3600, now),
    /** Test switches: the next N resource requests answer 429 or an error status. */
    rateLimit: { remaining: 0, retryAfterSeconds: 1 },
    failures: { remaining: 0, status: 503 },
    requests: [] as RecordedRequest[],
  };
}
