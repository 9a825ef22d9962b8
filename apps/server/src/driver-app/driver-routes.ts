import type { DriverRoute, Recurrence } from '@rahti/domain';
import type { Tx } from '../db/tenant';
import { occurrencesOf, type RouteCalendar } from '../routes/route-dto';

/** A route the driver may choose, as read: what the answer shows and what its runs come from. */
export interface RouteChoiceRow {
  id: string;
  name: string;
  code: string;
  recurrence: Recurrence | null;
  ended_on: string | null;
  version: number;
}

/**
 * The organisation's routes not ended by `today` (its local date), by name. Every column the
 * answer's route shows or is computed from is here, and `version` grows with every change of a
 * route, so these rows are what the sync cursor hashes.
 */
export function choosableRouteRows(tx: Tx, organisationId: string, today: string): Promise<RouteChoiceRow[]> {
  return tx
    .selectFrom('routes')
    .select(['id', 'name', 'code', 'recurrence', 'ended_on', 'version'])
    .where('organisation_id', '=', organisationId)
    .where((eb) => eb.or([eb('ended_on', 'is', null), eb('ended_on', '>=', today)]))
    .orderBy((eb) => eb.fn('lower', ['name']))
    .orderBy('id')
    .execute();
}

/**
 * The routes as the driver app gets them, with today's runs (after the read has committed).
 *
 * @computation
 */
export function driverRoutesOf(rows: readonly RouteChoiceRow[], today: string, calendar: RouteCalendar): DriverRoute[] {
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    code: row.code,
    runsToday: occurrencesOf(row, { from: today, to: today }, calendar).map(({ start, end }) => ({ start, end })),
  }));
}

/**
 * The route a shift from the phone names, when it is one of the organisation's; otherwise null.
 * `shifts.route_id` has no key (migration 0026): a shift recorded offline naming a route removed
 * since, or one the phone never had, is stored without a route rather than refused, so the
 * outbox is never stuck on it.
 */
export async function knownRouteOrNull(tx: Tx, organisationId: string, routeId: string | null): Promise<string | null> {
  if (routeId === null) return null;
  const row = await tx
    .selectFrom('routes')
    .select('id')
    .where('organisation_id', '=', organisationId)
    .where('id', '=', routeId)
    .executeTakeFirst();
  return row ? row.id : null;
}
