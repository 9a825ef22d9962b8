import { durationMinutes, type TimesheetDriverRow } from '@rahti/domain';
import type { AppContext } from '../platform/app-context';
import { withTenant } from '../db/tenant';
import type { AuthContext } from '../http/access';
import { approveRange } from './approve-range.service';
import { callerScope } from './caller-scope';
import { organisationTimeZone } from './history';
import { decodeCursor, pageOf } from './page-cursor';
import { periodListRows, type PeriodListQuery, type PeriodListRow } from './period-list.repository';
import { periodBounds } from './records';

/** The period's event time in whole minutes by the one rule for shown lengths: the office's days of the period add up to it. */
const toRow = ({
  firstName: _firstName,
  lastName: _lastName,
  eventSeconds,
  ...row
}: PeriodListRow): TimesheetDriverRow => ({ ...row, eventMinutes: durationMinutes(eventSeconds * 1000) });

export function createTimesheetService(context: AppContext) {
  const { db } = context.database;
  return {
    /** The period list: one row per driver the caller sees, with the period's counts. */
    drivers(auth: AuthContext, query: PeriodListQuery & { cursor?: string | undefined }) {
      const after = query.cursor === undefined ? undefined : decodeCursor(query.cursor, 3);
      return withTenant(db, auth.organisationId, async (tx) => {
        const scope = await callerScope(tx, auth);
        const bounds = periodBounds(query.from, query.to, await organisationTimeZone(tx, auth.organisationId));
        const rows = await periodListRows(
          tx,
          auth.organisationId,
          scope,
          query,
          { ...bounds, now: context.now() },
          after,
        );
        return pageOf(rows, query.limit, toRow, (row) => [row.lastName, row.firstName, row.driverId]);
      });
    },

    approve(auth: AuthContext, input: { driverId: string; from: string; to: string }) {
      return withTenant(db, auth.organisationId, (tx) => approveRange(tx, auth, input, context.now()));
    },
  };
}
