import type { Route, RouteInput, RouteSummary, RouteUpdate, Waypoint } from '@rahti/domain';
import type { AppContext } from '../platform/app-context';
import { withTenant } from '../db/tenant';
import { notFound } from '../http/api-error';
import type { AuthContext } from '../http/access';
import { currentMonth } from './route-calendar';
import { economicsMemo, toRouteSummaries, toRoutes } from './route-dto';
import { hasDependentsError, routeError } from './route-errors';
import { measureRoute } from './route-measure';
import { checkRouteReferences } from './route-references';
import { pricingOf, readBeside, type RoutesRead } from './route-reads';
import { routesRepository, type RouteRow, type RouteValues } from './routes.repository';

const sameWaypoints = (a: readonly Waypoint[], b: readonly Waypoint[]) =>
  a.length === b.length && a.every((point, index) => point.lat === b[index]!.lat && point.lng === b[index]!.lng);

/** Routes (issue 23): the register, each route with its economics for a month. */
export function createRoutesService(context: AppContext) {
  const { db } = context.database;
  const economicsOf = economicsMemo();

  /** What pricing read rows needs, after the read has committed: the month is the organisation's current one unless asked. */
  function pricing(auth: AuthContext, read: RoutesRead, month: string | undefined) {
    const { calendar, rates } = pricingOf(auth, read);
    return [rates, calendar, month ?? currentMonth(context.now().getTime(), read.zone), economicsOf] as const;
  }

  async function get(auth: AuthContext, id: string, month?: string): Promise<Route> {
    const read = await withTenant(db, auth.organisationId, async (tx) => {
      const row = await routesRepository.find(tx, auth.organisationId, id);
      return row && readBeside(tx, auth.organisationId, [row]);
    });
    if (!read) throw notFound();
    return toRoutes(read.rows, ...pricing(auth, read, month))[0]!;
  }

  /**
   * The distance and driving time to store: as typed when both are given, otherwise measured
   * from the waypoints (kept from before when a routed route's waypoints did not change).
   */
  async function distanceOf(input: RouteInput, before?: RouteRow): Promise<Omit<RouteValues, 'input'>> {
    const typedKm = input.distanceKm ?? null;
    const typedMinutes = input.drivingMinutes ?? null;
    if (typedKm !== null && typedMinutes !== null)
      return { distanceKm: typedKm, drivingMinutes: typedMinutes, distanceSource: 'manual' };
    const measured =
      before?.distance_source === 'routing' && sameWaypoints(before.waypoints, input.waypoints)
        ? { distanceKm: before.distance_km, drivingMinutes: before.driving_minutes, source: 'routing' as const }
        : await measureRoute(context.outboundHttp, context.config.routingUrl, input.waypoints);
    return {
      distanceKm: typedKm ?? measured.distanceKm,
      drivingMinutes: typedMinutes ?? measured.drivingMinutes,
      distanceSource: measured.source,
    };
  }

  return {
    async list(auth: AuthContext, month?: string): Promise<RouteSummary[]> {
      const read = await withTenant(db, auth.organisationId, async (tx) =>
        readBeside(tx, auth.organisationId, await routesRepository.list(tx, auth.organisationId)),
      );
      return toRouteSummaries(read.rows, ...pricing(auth, read, month));
    },

    get,

    async create(auth: AuthContext, input: RouteInput): Promise<Route> {
      const distance = await distanceOf(input);
      const id = await withTenant(db, auth.organisationId, async (tx) => {
        await checkRouteReferences(tx, auth.organisationId, input);
        return routesRepository.insert(tx, auth.organisationId, { input, ...distance });
      });
      return get(auth, id);
    },

    async update(auth: AuthContext, id: string, input: RouteUpdate): Promise<Route> {
      const before = await withTenant(db, auth.organisationId, (tx) =>
        routesRepository.find(tx, auth.organisationId, id),
      );
      if (!before) throw notFound();
      if (before.version !== input.version) throw routeError(409, 'versionConflict', 'version');
      const distance = await distanceOf(input, before);
      const saved = await withTenant(db, auth.organisationId, async (tx) => {
        await checkRouteReferences(tx, auth.organisationId, input);
        return routesRepository.update(tx, auth.organisationId, id, input.version, { input, ...distance });
      });
      if (!saved) throw routeError(409, 'versionConflict', 'version');
      return get(auth, id);
    },

    /** Ends the route after `date` (its last local day), or opens it again with null. */
    async end(auth: AuthContext, id: string, date: string | null): Promise<Route> {
      const saved = await withTenant(db, auth.organisationId, (tx) =>
        routesRepository.setEnd(tx, auth.organisationId, id, date),
      );
      if (!saved) throw notFound();
      return get(auth, id);
    },

    /** Removes a route nothing depends on; a 409 names what does. `auth.language` is the message's. */
    async remove(auth: AuthContext, id: string): Promise<void> {
      await withTenant(db, auth.organisationId, async (tx) => {
        if (!(await routesRepository.find(tx, auth.organisationId, id))) throw notFound();
        const { plannedShifts, shifts, tasks } = await routesRepository.dependents(tx, auth.organisationId, id);
        // Shares arrive with sharing; none can name a route yet.
        if (plannedShifts + shifts + tasks > 0)
          throw hasDependentsError(context.translator, auth.language, { plannedShifts, shifts, tasks, shares: 0 });
        await routesRepository.delete(tx, auth.organisationId, id);
      });
    },
  };
}
