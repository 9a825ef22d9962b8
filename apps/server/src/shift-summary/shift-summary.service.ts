import type { ShiftSummaryPage, ShiftSummaryQuery, ShiftSummaryRow } from '@rahti/domain';
import type { AppContext } from '../platform/app-context';
import { withTenant } from '../db/tenant';
import { badRequest } from '../http/api-error';
import type { AuthContext } from '../http/access';
import { organisationTimeZone } from '../timesheet/history';
import { periodBounds } from '../timesheet/records';
import { supervisionScope } from '../timesheet/supervision';
import { readSummaryBatch, summaryBatchRows } from './shift-summary-batch';
import { shiftSummaryRepository, type DriverCursor, type SummaryDriverRow } from './shift-summary.repository';
import { organisationDriverNameOrder } from '../db/driver-names';

/** Drivers read per batch: bounds the shifts and events held at once and the ids in one query. */
const BATCH = 100;

function encodeCursor(driver: SummaryDriverRow): string {
  return Buffer.from(JSON.stringify([driver.last_name, driver.first_name, driver.id])).toString('base64url');
}

function decodeCursor(cursor: string): DriverCursor {
  try {
    const [lastName, firstName, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown[];
    if (
      typeof lastName === 'string' &&
      typeof firstName === 'string' &&
      typeof id === 'string' &&
      /^[0-9a-f-]{36}$/i.test(id)
    )
      return { lastName, firstName, id };
  } catch {
    // Falls through to the 400.
  }
  throw badRequest('validation:invalid', 'cursor');
}

/**
 * The shift summary (issue 10): per driver and period, spec section 3's export columns. Only
 * approved items count; the evening and night windows are the interpretation's defaults until
 * the organisation can set its own.
 */
export function createShiftSummaryService(context: AppContext) {
  const { db } = context.database;

  /**
   * The rows of one page of drivers (or of all of them). Each batch is read in a transaction of
   * its own (the first with the drivers) and its rows computed after the commit (issue 28); a
   * transaction at read committed saw each query's own snapshot anyway.
   */
  async function summary(
    auth: AuthContext,
    query: ShiftSummaryQuery,
    page: { after?: DriverCursor; limit?: number },
  ): Promise<{ rows: ShiftSummaryRow[]; drivers: SummaryDriverRow[]; more: boolean }> {
    const { organisationId } = auth;
    const first = await withTenant(db, organisationId, async (tx) => {
      const timeZone = await organisationTimeZone(tx, organisationId);
      const scope = await supervisionScope(tx, auth);
      const period = { from: query.from, to: query.to, ...periodBounds(query.from, query.to, timeZone) };
      // One driver more than the page tells whether another page follows.
      const found = await shiftSummaryRepository.drivers(tx, organisationId, scope, query, period, {
        after: page.after,
        limit: page.limit === undefined ? undefined : page.limit + 1,
      });
      const drivers = found.slice(0, page.limit);
      return {
        scope,
        drivers,
        more: found.length > drivers.length,
        batch: await readSummaryBatch(tx, organisationId, scope, drivers.slice(0, BATCH), period),
        setting: {
          period,
          timeZone,
          nameOrder: await organisationDriverNameOrder(tx, organisationId),
          now: Date.now(),
        },
      };
    });
    const { scope, drivers, setting } = first;
    const rows = summaryBatchRows(drivers.slice(0, BATCH), first.batch, setting);
    for (let start = BATCH; start < drivers.length; start += BATCH) {
      const batchDrivers = drivers.slice(start, start + BATCH);
      const batch = await withTenant(db, organisationId, (tx) =>
        readSummaryBatch(tx, organisationId, scope, batchDrivers, setting.period),
      );
      rows.push(...summaryBatchRows(batchDrivers, batch, setting));
    }
    return { rows, drivers, more: first.more };
  }

  return {
    async page(auth: AuthContext, query: ShiftSummaryQuery): Promise<ShiftSummaryPage> {
      const after = query.cursor ? decodeCursor(query.cursor) : undefined;
      const { rows, drivers, more } = await summary(auth, query, { after, limit: query.limit });
      const last = drivers.at(-1);
      return { items: rows, nextCursor: more && last ? encodeCursor(last) : null };
    },

    /** Every row, for the file. */
    async all(auth: AuthContext, query: ShiftSummaryQuery): Promise<ShiftSummaryRow[]> {
      return (await summary(auth, query, {})).rows;
    },
  };
}
