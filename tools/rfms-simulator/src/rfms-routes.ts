import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { formatQueryTime, mediaTypeOf, parseQueryTime, requestedVersion } from './negotiation';
import { findLatestReports, findReports } from './reports';
import type { SimulatorState } from './simulator-state';
import { reportsBody, vehiclesBody, type WireResource, type WireVersion } from './wire';

/**
 * GET /rfms/vehicles, /rfms/vehiclepositions and /rfms/vehiclestatuses with the standard's rules
 * (domain-rules.md §2): the version from the Accept header, Basic for 2.1 and a bearer token for
 * 4.0, starttime or latestOnly (not both), paging by lastVin or by time, errors as
 * `{ error, error_description }`.
 */
export function registerRfmsRoutes(app: FastifyInstance, state: SimulatorState) {
  app.get('/rfms/vehicles', (request, reply) => {
    const version = admit(state, request, reply, 'vehicles');
    if (!version) return reply;
    const query = new URL(request.url, 'http://simulator').searchParams;
    const lastVin = query.get('lastVin');
    const after = state.activeTrucks().filter((truck) => lastVin === null || truck.vin > lastVin);
    const page = after.slice(0, state.vehiclesPageSize);
    const more = after.length > page.length;
    const link = more ? nextLink('vehicles', query, { lastVin: page[page.length - 1]!.vin }) : null;
    return send(
      reply,
      version,
      'vehicles',
      vehiclesBody(version, page, { more, link: version === '4.0' ? link : null, now: null }),
    );
  });

  for (const [resource, kind] of [
    ['vehiclepositions', 'position'],
    ['vehiclestatuses', 'status'],
  ] as const) {
    app.get(`/rfms/${resource}`, (request, reply) => {
      const version = admit(state, request, reply, resource);
      if (!version) return reply;
      const now = state.now();
      const query = new URL(request.url, 'http://simulator').searchParams;
      const read = readReportQuery(query);
      if ('error' in read) return fail(reply, 400, 'InvalidParameters', read.error);
      if (read.vin !== null && !state.activeTrucks().some((truck) => truck.vin === read.vin)) {
        return fail(reply, 404, 'VehicleNotFound', `No vehicle ${read.vin} is available to this client`);
      }
      const page = read.latestOnly
        ? findLatestReports(state.source, { kind, vin: read.vin, lastVin: read.lastVin, now, pageSize: state.pageSize })
        : findReports(state.source, {
            kind,
            from: read.start!,
            to: read.stop,
            dateType: read.dateType,
            vin: read.vin,
            now,
            pageSize: state.pageSize,
          });
      // Every report is a TIMER report: another trigger filter finds none.
      const reports = read.triggers === null || read.triggers.includes('TIMER') ? page.reports : [];
      const more = reports.length > 0 && page.more;
      const last = reports[reports.length - 1];
      let link: string | null = null;
      if (more && last) {
        const lastTime = read.dateType === 'created' ? last.createdAt : last.receivedAt;
        link = nextLink(
          resource,
          query,
          read.latestOnly ? { lastVin: last.truck.vin } : { starttime: formatQueryTime(lastTime + 1000) },
        );
      }
      return send(
        reply,
        version,
        resource,
        reportsBody(version, resource, reports, { more, link: version === '4.0' ? link : null, now }),
      );
    });
  }
}

/**
 * The checks before a resource answers, in the order a gateway makes them: the test switches
 * (429, failures), the Accept header (406, or 404 for a version not served), then credentials
 * (401 with WWW-Authenticate). The version to answer in, or null when the reply is sent.
 */
function admit(
  state: SimulatorState,
  request: FastifyRequest,
  reply: FastifyReply,
  resource: WireResource,
): WireVersion | null {
  if (state.rateLimit.remaining > 0) {
    state.rateLimit.remaining--;
    reply.header('Retry-After', String(state.rateLimit.retryAfterSeconds));
    fail(reply, 429, 'TooManyRequests', 'Request limit reached; retry later');
    return null;
  }
  if (state.failures.remaining > 0) {
    state.failures.remaining--;
    fail(reply, state.failures.status, 'ServerError', 'The simulator was told to fail this request');
    return null;
  }
  const asked = requestedVersion(request.headers.accept, resource);
  if (asked !== '4.0' && asked !== '2.1') {
    fail(reply, 406, 'UnsupportedAcceptParameter', `The provided accept parameter is not supported for /${resource}`);
    return null;
  }
  if (!state.versions.includes(asked)) {
    fail(reply, state.unsupportedVersionStatus, 'VersionNotSupported', `rFMS ${asked} is not served here`);
    return null;
  }
  const authorization = request.headers.authorization;
  const valid = asked === '2.1' ? state.tokens.isValidBasic(authorization) : state.tokens.isValidBearer(authorization);
  if (!valid) {
    const scheme =
      asked === '2.1'
        ? 'Basic realm="rFMS", charset="UTF-8"'
        : `Bearer realm="rFMS"${authorization ? ', error="invalid_token"' : ''}`;
    reply.header('WWW-Authenticate', scheme);
    fail(reply, 401, 'Unauthorized', authorization ? 'The credentials are not valid' : 'Credentials are required');
    return null;
  }
  return asked;
}

interface ReportQueryRead {
  latestOnly: boolean;
  start: number | null;
  stop: number;
  dateType: 'received' | 'created';
  vin: string | null;
  lastVin: string | null;
  triggers: string[] | null;
}

function readReportQuery(query: URLSearchParams): ReportQueryRead | { error: string } {
  const latestOnlyText = query.get('latestOnly')?.toLowerCase();
  if (latestOnlyText !== undefined && latestOnlyText !== 'true' && latestOnlyText !== 'false')
    return { error: 'latestOnly must be true or false' };
  const latestOnly = latestOnlyText === 'true';
  const starttime = query.get('starttime');
  const stoptime = query.get('stoptime');
  if (latestOnly && (starttime !== null || stoptime !== null))
    return { error: 'latestOnly cannot be combined with starttime or stoptime' };
  if (!latestOnly && starttime === null) return { error: 'Either starttime or latestOnly=true is required' };
  const start = starttime === null ? null : parseQueryTime(starttime);
  const stop = stoptime === null ? Infinity : parseQueryTime(stoptime);
  if (Number.isNaN(start) || Number.isNaN(stop))
    return { error: "starttime and stoptime take the format yyyy-MM-dd'T'HH:mm:ss'Z'" };
  const dateType = query.get('datetype') ?? 'received';
  if (dateType !== 'received' && dateType !== 'created') return { error: 'datetype must be received or created' };
  const triggerFilter = query.get('triggerFilter');
  return {
    latestOnly,
    start,
    stop,
    dateType,
    vin: query.get('vin'),
    lastVin: query.get('lastVin'),
    triggers: triggerFilter === null ? null : triggerFilter.split(',').map((trigger) => trigger.trim().toUpperCase()),
  };
}

/** v4.0's moreDataAvailableLink: relative, starting /rfms/, keeping the request's other parameters. */
function nextLink(resource: WireResource, query: URLSearchParams, replace: Record<string, string>): string {
  const next = new URLSearchParams(query);
  for (const [key, value] of Object.entries(replace)) next.set(key, value);
  return `/rfms/${resource}?${next.toString()}`;
}

function send(reply: FastifyReply, version: WireVersion, resource: WireResource, body: unknown) {
  return reply
    .status(200)
    .header('Content-Type', mediaTypeOf(version, resource))
    .send(Buffer.from(JSON.stringify(body)));
}

export function fail(reply: FastifyReply, status: number, error: string, description: string) {
  return reply
    .status(status)
    .header('Content-Type', 'application/json; charset=utf-8')
    .send(JSON.stringify({ error, error_description: description }));
}
