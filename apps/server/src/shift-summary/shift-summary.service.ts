import {
  formatDriverName,
  shiftSummaryRow,
  type ShiftSummaryPage,
  type ShiftSummaryQuery,
  type ShiftSummaryRow,
} from '@rahti/domain';
import type { AppContext } from '../platform/app-context';
import { withTenant, type Tx } from '../db/tenant';
import { badRequest } from '../http/api-error';
import type { AuthContext } from '../http/access';
import { organisationTimeZone } from '../timesheet/history';
import { periodBounds, toAbsence, toShifts } from '../timesheet/records';
import { supervisionScope, type SupervisionScope } from '../timesheet/supervision';
import {
  shiftSummaryRepository,
  type DriverCursor,
  type Period,
  type SummaryDriverRow,
} from './shift-summary.repository';
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

/** Summary rows of these drivers, a batch at a time. */
async function rowsOf(
  tx: Tx,
  organisationId: string,
  scope: SupervisionScope,
  drivers: readonly SummaryDriverRow[],
  period: Period,
  timeZone: string,
): Promise<ShiftSummaryRow[]> {
  const rows: ShiftSummaryRow[] = [];
  for (let start = 0; start < drivers.length; start += BATCH) {
    rows.push(...(await batchRows(tx, organisationId, scope, drivers.slice(start, start + BATCH), period, timeZone)));
  }
  return rows;
}

/** One batch's shifts, absences and groups, read in a few queries. */
async function batchRows(
  tx: Tx,
  organisationId: string,
  scope: SupervisionScope,
  drivers: readonly SummaryDriverRow[],
  period: Period,
  timeZone: string,
): Promise<ShiftSummaryRow[]> {
  if (drivers.length === 0) return [];
  const ids = drivers.map((driver) => driver.id);
  const shifts = await toShifts(
    tx,
    organisationId,
    await shiftSummaryRepository.shifts(tx, organisationId, scope, ids, period),
  );
  const absences = (await shiftSummaryRepository.absences(tx, organisationId, scope, ids, period)).map(toAbsence);
  const groups = new Map(
    (
      await shiftSummaryRepository.groups(tx, organisationId, [
        ...new Set(drivers.flatMap((d) => (d.driver_group_id ? [d.driver_group_id] : []))),
      ])
    ).map((g) => [g.id, g]),
  );
  const now = Date.now();
  const nameOrder = await organisationDriverNameOrder(tx, organisationId);
  return drivers.map((driver) => {
    const group = driver.driver_group_id ? groups.get(driver.driver_group_id) : undefined;
    return shiftSummaryRow({
      driver: {
        id: driver.id,
        name: formatDriverName({ firstName: driver.first_name, lastName: driver.last_name }, nameOrder),
        employeeNumber: driver.employee_number,
        driverGroupId: driver.driver_group_id,
      },
      group: group
        ? {
            standardWorkingHours: Number(group.standard_working_hours),
            guaranteedHours: Number(group.guaranteed_hours),
            paidBreakType: group.paid_break_type,
            paidBreakLimitMinutes: group.paid_break_limit_minutes,
          }
        : null,
      from: period.from,
      to: period.to,
      timeZone,
      shifts: shifts.filter((shift) => shift.driverId === driver.id),
      absences: absences.filter((absence) => absence.driverId === driver.id),
      employment: { start: driver.employment_start, end: driver.employment_end },
      now,
    });
  });
}

/**
 * The shift summary (issue 10): per driver and period, spec section 3's export columns. Only
 * approved items count; the evening and night windows are the interpretation's defaults until
 * the organisation can set its own.
 */
export function createShiftSummaryService(context: AppContext) {
  const { db } = context.database;

  async function read<T>(
    auth: AuthContext,
    query: ShiftSummaryQuery,
    work: (tx: Tx, scope: SupervisionScope, period: Period, timeZone: string) => Promise<T>,
  ): Promise<T> {
    return withTenant(db, auth.organisationId, async (tx) => {
      const timeZone = await organisationTimeZone(tx, auth.organisationId);
      const scope = await supervisionScope(tx, auth);
      const period = { from: query.from, to: query.to, ...periodBounds(query.from, query.to, timeZone) };
      return work(tx, scope, period, timeZone);
    });
  }

  return {
    page(auth: AuthContext, query: ShiftSummaryQuery): Promise<ShiftSummaryPage> {
      const after = query.cursor ? decodeCursor(query.cursor) : undefined;
      return read(auth, query, async (tx, scope, period, timeZone) => {
        const drivers = await shiftSummaryRepository.drivers(tx, auth.organisationId, scope, query, period, {
          after,
          limit: query.limit + 1,
        });
        const pageDrivers = drivers.slice(0, query.limit);
        const last = pageDrivers.at(-1);
        return {
          items: await rowsOf(tx, auth.organisationId, scope, pageDrivers, period, timeZone),
          nextCursor: drivers.length > query.limit && last ? encodeCursor(last) : null,
        };
      });
    },

    /** Every row, for the file. */
    all(auth: AuthContext, query: ShiftSummaryQuery): Promise<ShiftSummaryRow[]> {
      return read(auth, query, async (tx, scope, period, timeZone) => {
        const drivers = await shiftSummaryRepository.drivers(tx, auth.organisationId, scope, query, period, {});
        return rowsOf(tx, auth.organisationId, scope, drivers, period, timeZone);
      });
    },
  };
}
