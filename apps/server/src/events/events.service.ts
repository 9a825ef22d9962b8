import { durationMinutes, type EventRow } from '@rahti/domain';
import type { AppContext } from '../platform/app-context';
import { withTenant } from '../db/tenant';
import { ApiError } from '../http/api-error';
import type { AuthContext } from '../http/access';
import { callerScope } from '../timesheet/caller-scope';
import { organisationTimeZone } from '../timesheet/history';
import { cursorInstant, decodeCursor, pageOf } from '../timesheet/page-cursor';
import { periodBounds } from '../timesheet/records';
import { EVENTS_CSV_MAX_ROWS } from './events-export';
import { eventRows, type EventListQuery, type EventListRow } from './events.repository';

type EventsQuery = EventListQuery & { from: string; to: string };

/** Minutes by the one rule for shown lengths (rounded once from the exact time), as the timesheet shows the event. */
const toEventRow = ({ startAt, endAt, seconds, ...row }: EventListRow): EventRow => ({
  ...row,
  start: startAt.toISOString(),
  end: endAt === null ? null : endAt.toISOString(),
  minutes: durationMinutes(seconds * 1000),
  durationSeconds: seconds,
});

export function createEventsService(context: AppContext) {
  const { db } = context.database;

  /** The matching rows of the caller's view, in the organisation's period, and its time zone. */
  const read = (auth: AuthContext, query: EventsQuery, page: Parameters<typeof eventRows>[5]) =>
    withTenant(db, auth.organisationId, async (tx) => {
      const timeZone = await organisationTimeZone(tx, auth.organisationId);
      const window = { ...periodBounds(query.from, query.to, timeZone), now: context.now() };
      return {
        rows: await eventRows(tx, auth.organisationId, await callerScope(tx, auth), query, window, page),
        timeZone,
      };
    });

  return {
    async list(auth: AuthContext, query: EventsQuery & { cursor?: string | undefined; limit: number }) {
      const cursor = query.cursor === undefined ? undefined : decodeCursor(query.cursor, 2);
      const after = cursor && { startAt: cursorInstant(cursor[0]!), id: cursor[1]! };
      const { rows } = await read(auth, query, { after, limit: query.limit + 1 });
      return pageOf(rows, query.limit, toEventRow, (row) => [row.startAt.toISOString(), row.id]);
    },

    /** Every matching row for the file; more than the file's limit is a 400 asking for narrower filters. */
    async all(auth: AuthContext, query: EventsQuery) {
      const result = await read(auth, query, { after: undefined, limit: EVENTS_CSV_MAX_ROWS + 1 });
      if (result.rows.length > EVENTS_CSV_MAX_ROWS)
        throw new ApiError(400, 'events-export:tooManyRows', { max: EVENTS_CSV_MAX_ROWS });
      return result;
    },
  };
}
