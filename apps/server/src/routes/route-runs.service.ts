import {
  holidayCalendarFor,
  RECURRENCE_LIMITS,
  type Occurrence,
  type OccurrenceRange,
  type RecurrenceException,
  type Route,
  type RouteExceptionInput,
} from '@rahti/domain';
import type { AppContext } from '../platform/app-context';
import { withTenant } from '../db/tenant';
import { notFound } from '../http/api-error';
import type { AuthContext } from '../http/access';
import { organisationTimeZone } from '../timesheet/history';
import { occurrencesOf, type RouteCalendar } from './route-dto';
import { routeError } from './route-errors';
import { routesRepository, type RouteRow } from './routes.repository';
import { createRoutesService } from './routes.service';

/** The route's runs on `date`: as planned when `asPlanned` (its exceptions left aside), else as they are. */
const runsOn = (row: RouteRow, date: string, calendar: RouteCalendar, asPlanned = false) =>
  occurrencesOf(
    asPlanned && row.recurrence ? { ...row, recurrence: { ...row.recurrence, exceptions: [] } } : row,
    { from: date, to: date },
    calendar,
  ).filter((run) => run.date === date);

/** A route's runs (issue 23): listed for a period, and one run skipped, moved or given back. */
export function createRouteRunsService(context: AppContext) {
  const { db } = context.database;
  const routes = createRoutesService(context);

  async function read(auth: AuthContext, id: string): Promise<{ row: RouteRow; calendar: RouteCalendar }> {
    const found = await withTenant(db, auth.organisationId, async (tx) => {
      const row = await routesRepository.find(tx, auth.organisationId, id);
      return row && { row, zone: await organisationTimeZone(tx, auth.organisationId) };
    });
    if (!found) throw notFound();
    return { row: found.row, calendar: { zone: found.zone, holidays: holidayCalendarFor(auth.organisationCurrency) } };
  }

  const notAnOccurrence = (auth: AuthContext, date: string) =>
    routeError(404, 'notAnOccurrence', undefined, {
      date: new Intl.DateTimeFormat(auth.language, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(date)),
    });

  /**
   * Saves the exceptions `change` makes of the route's, at the version they were read at (a
   * change meanwhile is a 409); `undefined` from `change` leaves the route as it is.
   */
  async function changeExceptions(
    auth: AuthContext,
    id: string,
    change: (row: RouteRow, calendar: RouteCalendar) => RecurrenceException[] | undefined,
  ): Promise<Route> {
    const { row, calendar } = await read(auth, id);
    const exceptions = change(row, calendar);
    if (exceptions === undefined || !row.recurrence) return routes.get(auth, id);
    if (exceptions.length > RECURRENCE_LIMITS.exceptionsMax)
      throw routeError(409, 'tooManyExceptions', undefined, { max: RECURRENCE_LIMITS.exceptionsMax });
    const recurrence = { ...row.recurrence, exceptions: exceptions.sort((a, b) => a.date.localeCompare(b.date)) };
    const saved = await withTenant(db, auth.organisationId, (tx) =>
      routesRepository.setRecurrence(tx, auth.organisationId, id, row.version, recurrence),
    );
    if (!saved) throw routeError(409, 'versionConflict', 'version');
    return routes.get(auth, id);
  }

  const without = (row: RouteRow, date: string) => (row.recurrence?.exceptions ?? []).filter((e) => e.date !== date);

  return {
    /** The runs whose (new) local date is in `range`, up to the route's end; none without a recurrence. */
    async occurrences(auth: AuthContext, id: string, range: OccurrenceRange): Promise<Occurrence[]> {
      const { row, calendar } = await read(auth, id);
      return occurrencesOf(row, range, calendar);
    },

    /** Skips or moves the run planned on `date`; a 404 when the route does not run on it. */
    setException(auth: AuthContext, id: string, date: string, exception: RouteExceptionInput): Promise<Route> {
      return changeExceptions(auth, id, (row, calendar) => {
        if (runsOn(row, date, calendar, true).length === 0) throw notAnOccurrence(auth, date);
        return [...without(row, date), { date, ...exception }];
      });
    },

    /** Gives the run planned on `date` back as planned; nothing to give back leaves the route as it is. */
    removeException(auth: AuthContext, id: string, date: string): Promise<Route> {
      return changeExceptions(auth, id, (row) =>
        row.recurrence?.exceptions.some((e) => e.date === date) ? without(row, date) : undefined,
      );
    },

    /** Skips the run on `date` (a moved run by its new date); a 404 when no run falls on it. */
    skipOccurrence(auth: AuthContext, id: string, date: string): Promise<Route> {
      return changeExceptions(auth, id, (row, calendar) => {
        const run = runsOn(row, date, calendar)[0];
        if (!run) throw notAnOccurrence(auth, date);
        const planned = run.originalDate ?? run.date;
        return [...without(row, planned), { date: planned, action: 'skip' }];
      });
    },
  };
}
