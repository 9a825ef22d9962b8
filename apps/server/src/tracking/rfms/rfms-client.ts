import {
  formatRfmsInstant,
  type RfmsPosition,
  type RfmsStatus,
  type RfmsVehicle,
  type RfmsVersion,
} from '@rahti/domain';
import type { OutboundHttp } from '../../platform/outbound-http/outbound-http';
import { createAuthorizer, type RfmsAuth } from './rfms-auth';
import type { RfmsError, RfmsResult } from './rfms-errors';
import { DEFAULT_RETRY_POLICY, createRfmsHttp, type RfmsRetryPolicy } from './rfms-http';
import {
  collectPages,
  fetchPage,
  resourceUrl,
  type Collected,
  type FirstPage,
  type PagingContext,
} from './rfms-paging';

export interface RfmsClientOptions {
  /** The service root, e.g. https://api.volvotrucks.com (a trailing /rfms is allowed). */
  baseUrl: string;
  /** 'auto' asks 4.0 first and falls back to 2.1 on 404 or 406 (or on 401 with Basic credentials, 2.1's way to sign in). */
  version: RfmsVersion | 'auto';
  auth: RfmsAuth;
  /** Every request goes through the outbound client (its address check, timeouts and answer cap). */
  http: OutboundHttp;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
  retry?: Partial<RfmsRetryPolicy>;
  /** A guard against a service that never stops paging. Default 10 000. */
  maxPages?: number;
}

interface Fetched {
  /** The version that answered (what 'auto' settled on). */
  version: RfmsVersion;
  pages: number;
  /** Reports or vehicles the service sent that could not be read (no VIN, time or coordinates). */
  skipped: number;
  /** More than `maxItems` were read and paging stopped: the service has more. */
  truncated: boolean;
}

/**
 * The next poll's starttime: the service's clock when it answered (requestServerDateTime), so the
 * next poll misses nothing and repeats nothing whatever our clock says (domain-rules.md §2.1).
 */
export type RfmsCursor = string;

export type RfmsVehiclesResult = RfmsResult<Fetched & { vehicles: RfmsVehicle[] }>;
export type RfmsPositionsResult = RfmsResult<Fetched & { positions: RfmsPosition[]; cursor: RfmsCursor }>;
export type RfmsStatusesResult = RfmsResult<Fetched & { statuses: RfmsStatus[]; cursor: RfmsCursor }>;

export type RfmsCredentialsCheck =
  | { outcome: 'ok'; version: RfmsVersion }
  /** 401 or 403: wrong user or password, or an account without rFMS access. */
  | { outcome: 'bad-credentials'; error: RfmsError }
  /** No answer, an error status, or not an rFMS service at that address. */
  | { outcome: 'unreachable'; error: RfmsError };

export interface RfmsQueryOptions {
  /** Only this vehicle (an unknown VIN is a `not-found` error). */
  vin?: string;
  /** Stop paging after the page that brings more than this many (the result says `truncated`). */
  maxItems?: number;
}

export type RfmsClient = ReturnType<typeof createRfmsClient>;

/**
 * A client for one account at one truck maker's rFMS service (v4.0 or v2.1): every method
 * follows all pages and answers a result, never throws for what the service does.
 */
export function createRfmsClient(options: RfmsClientOptions) {
  const { http } = options;
  const now = options.now ?? Date.now;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const authorizer = createAuthorizer(options.auth, http, now);
  const retry = { ...DEFAULT_RETRY_POLICY, ...options.retry };
  const root = options.baseUrl
    .trim()
    .replace(/\/+$/, '')
    .replace(/\/rfms$/i, '');
  const context: PagingContext = {
    http: createRfmsHttp({ http, sleep, now, authorizer, retry }),
    root,
    maxPages: options.maxPages ?? 10_000,
  };
  // A person waiting for "try credentials" gets one try, not minutes of back-off.
  const probeContext: PagingContext = {
    ...context,
    http: createRfmsHttp({ http, sleep, now, authorizer, retry: { ...retry, maxAttempts: 1 } }),
  };
  let negotiated: RfmsVersion | null = options.version === 'auto' ? null : options.version;

  /** The first page in the settled version, or, for 'auto', 4.0 and then 2.1. */
  async function firstPage<Page>(
    ask: FirstPage<Page>,
  ): Promise<RfmsResult<{ version: RfmsVersion; page: Page; url: string }>> {
    if (negotiated !== null) {
      const version = negotiated;
      const answer = await ask(version);
      return answer.ok ? { ...answer, version } : answer;
    }
    const v4 = await ask('4.0');
    if (v4.ok) {
      negotiated = '4.0';
      return { ...v4, version: '4.0' };
    }
    if (!isVersionRefusal(v4.error)) return v4;
    const v2 = await ask('2.1');
    if (!v2.ok) return v2;
    negotiated = '2.1';
    return { ...v2, version: '2.1' };
  }

  function isVersionRefusal(error: RfmsError): boolean {
    return (
      error.kind === 'not-found' ||
      error.kind === 'not-acceptable' ||
      (error.kind === 'bad-credentials' && options.auth.kind === 'basic')
    );
  }

  const withVin = (query: RfmsQueryOptions = {}): Record<string, string> => (query.vin ? { vin: query.vin } : {});
  const limitOf = (query: RfmsQueryOptions = {}) => query.maxItems ?? Number.POSITIVE_INFINITY;
  const startOf = (starttime: RfmsCursor | Date | number) =>
    typeof starttime === 'string' ? starttime : formatRfmsInstant(new Date(starttime).getTime());
  const summary = (result: Collected<unknown>): Fetched => ({
    version: result.version,
    pages: result.pages,
    skipped: result.skipped,
    truncated: result.truncated,
  });

  async function positions(
    query: Record<string, string>,
    latestOnly: boolean,
    maxItems: number,
  ): Promise<RfmsPositionsResult> {
    const result = await collectPages(
      context,
      'vehiclepositions',
      firstPage,
      query,
      (page) => page.positions,
      latestOnly ? 'lastVin' : 'starttime',
      maxItems,
    );
    if (!result.ok) return result;
    return {
      ok: true,
      ...summary(result),
      positions: result.items,
      cursor: cursorOf(result, latestOnly, query.starttime),
    };
  }

  async function statuses(
    query: Record<string, string>,
    latestOnly: boolean,
    maxItems: number,
  ): Promise<RfmsStatusesResult> {
    const result = await collectPages(
      context,
      'vehiclestatuses',
      firstPage,
      query,
      (page) => page.statuses,
      latestOnly ? 'lastVin' : 'starttime',
      maxItems,
    );
    if (!result.ok) return result;
    return {
      ok: true,
      ...summary(result),
      statuses: result.items,
      cursor: cursorOf(result, latestOnly, query.starttime),
    };
  }

  /**
   * History: the last page's server time (every page's query was open-ended, so all received
   * before it has been read). latestOnly: the first page's, as later pages only covered other
   * vehicles. Without server times: one second past the newest report, else the same start. History
   * cut short (truncated) goes on from one second past the newest report read, as its next page would.
   */
  function cursorOf(result: Collected<unknown>, latestOnly: boolean, starttime: string | undefined): RfmsCursor {
    if (result.truncated && !latestOnly && result.lastReceivedAt !== null)
      return formatRfmsInstant(result.lastReceivedAt + 1000);
    const serverTime = latestOnly ? result.serverTimes[0] : result.serverTimes[result.serverTimes.length - 1];
    if (serverTime) return serverTime;
    if (result.lastReceivedAt !== null) return formatRfmsInstant(result.lastReceivedAt + 1000);
    return starttime ?? formatRfmsInstant(now());
  }

  return {
    /** Every vehicle the account can see (paged by lastVin). */
    async vehicles(query: Pick<RfmsQueryOptions, 'maxItems'> = {}): Promise<RfmsVehiclesResult> {
      const result = await collectPages(
        context,
        'vehicles',
        firstPage,
        {},
        (page) => page.vehicles,
        'lastVin',
        limitOf(query),
      );
      return result.ok ? { ok: true, ...summary(result), vehicles: result.items } : result;
    },

    /** Each vehicle's latest position (latestOnly, paged by lastVin) and the cursor to poll history from. */
    latestPositions: (query?: RfmsQueryOptions) =>
      positions({ latestOnly: 'true', ...withVin(query) }, true, limitOf(query)),

    /** Positions received from `starttime` (inclusive: a cursor from the last poll, an ISO time, a Date or epoch ms) until the service's now. */
    positionsSince: (starttime: RfmsCursor | Date | number, query?: RfmsQueryOptions) =>
      positions({ starttime: startOf(starttime), datetype: 'received', ...withVin(query) }, false, limitOf(query)),

    latestStatuses: (query?: RfmsQueryOptions) =>
      statuses({ latestOnly: 'true', ...withVin(query) }, true, limitOf(query)),

    statusesSince: (starttime: RfmsCursor | Date | number, query?: RfmsQueryOptions) =>
      statuses({ starttime: startOf(starttime), datetype: 'received', ...withVin(query) }, false, limitOf(query)),

    /** One look at the first page of vehicles, without retries: for POST organisation/tryvolvoconnect. */
    async tryCredentials(): Promise<RfmsCredentialsCheck> {
      const result = await firstPage((version) =>
        fetchPage(probeContext, version, 'vehicles', resourceUrl(root, 'vehicles', {})),
      );
      if (result.ok) return { outcome: 'ok', version: result.version };
      if (result.error.kind === 'bad-credentials' || result.error.kind === 'forbidden')
        return { outcome: 'bad-credentials', error: result.error };
      return { outcome: 'unreachable', error: result.error };
    },

    /** The version in use: the one configured, or what 'auto' settled on (null before the first answer). */
    get version(): RfmsVersion | null {
      return negotiated;
    },
  };
}
