import { sql } from 'kysely';
import type { ShiftSummaryQuery } from '@rahti/domain';
import type { Tx } from '../db/tenant';
import { selectAbsenceRows, selectShiftRows } from '../timesheet/records';
import { visibleDriverCondition, visibleShiftCondition, type SupervisionScope } from '../timesheet/supervision';

export interface SummaryDriverRow {
  id: string;
  first_name: string;
  last_name: string;
  employee_number: string;
  driver_group_id: string | null;
  /** The employment (migration 0020): working days outside it lower the standard and guaranteed hours. */
  employment_start: string | null;
  employment_end: string | null;
}

/** Where the previous page ended: the last driver's sort key. */
export interface DriverCursor {
  lastName: string;
  firstName: string;
  id: string;
}

export interface Period {
  from: string;
  to: string;
  startAt: Date;
  endAt: Date;
}

type DriverFilters = Pick<ShiftSummaryQuery, 'departmentId' | 'baseId' | 'driverGroupId' | 'driverId' | 'search'>;

/** The summary's reads: drivers (sorted by name, a page at a time), their groups, shifts and absences of the period. */
export const shiftSummaryRepository = {
  /**
   * Drivers matching the filters whom the caller sees: a supervisor's assigned drivers, and
   * drivers with a shift of the period the supervisor sees through a planned shift.
   */
  drivers(
    tx: Tx,
    organisationId: string,
    scope: SupervisionScope,
    filters: DriverFilters,
    period: Period,
    page: { after?: DriverCursor; limit?: number },
  ): Promise<SummaryDriverRow[]> {
    let select = tx
      .selectFrom('drivers')
      .select([
        'id',
        'first_name',
        'last_name',
        'employee_number',
        'driver_group_id',
        'employment_start',
        'employment_end',
      ])
      .where('organisation_id', '=', organisationId);
    if (filters.departmentId) select = select.where('department_id', '=', filters.departmentId);
    if (filters.baseId) select = select.where('base_id', '=', filters.baseId);
    if (filters.driverGroupId) select = select.where('driver_group_id', '=', filters.driverGroupId);
    if (filters.driverId) select = select.where('id', '=', filters.driverId);
    if (filters.search) {
      const pattern = `%${filters.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      select = select.where((eb) =>
        eb.or([
          eb('first_name', 'ilike', pattern),
          eb('last_name', 'ilike', pattern),
          eb('employee_number', 'ilike', pattern),
          eb(sql`last_name || ' ' || first_name`, 'ilike', pattern),
        ]),
      );
    }
    if (!scope.all) {
      select = select.where(
        sql<boolean>`(${visibleDriverCondition(scope, 'drivers.id')} or exists (select 1 from shifts s where s.organisation_id = drivers.organisation_id and s.driver_id = drivers.id and s.start_at >= ${period.startAt} and s.start_at < ${period.endAt} and ${visibleShiftCondition(scope, 's')}))`,
      );
    }
    const after = page.after;
    if (after)
      select = select.where(
        sql<boolean>`(last_name, first_name, id) > (${after.lastName}, ${after.firstName}, ${after.id}::uuid)`,
      );
    const sorted = select.orderBy('last_name').orderBy('first_name').orderBy('id');
    return page.limit === undefined ? sorted.execute() : sorted.limit(page.limit).execute();
  },

  groups(tx: Tx, organisationId: string, ids: readonly string[]) {
    if (ids.length === 0) return Promise.resolve([]);
    return tx
      .selectFrom('driver_groups')
      .select(['id', 'standard_working_hours', 'guaranteed_hours', 'paid_break_type', 'paid_break_limit_minutes'])
      .where('organisation_id', '=', organisationId)
      .where('id', 'in', [...ids])
      .execute();
  },

  /** Shifts starting in the period (a shift belongs to its start date), of these drivers, that the caller sees. */
  shifts(tx: Tx, organisationId: string, scope: SupervisionScope, driverIds: readonly string[], period: Period) {
    return selectShiftRows(tx, organisationId)
      .where('shifts.driver_id', 'in', [...driverIds])
      .where('shifts.start_at', '>=', period.startAt)
      .where('shifts.start_at', '<', period.endAt)
      .where(visibleShiftCondition(scope))
      .orderBy('shifts.start_at')
      .execute();
  },

  absences(tx: Tx, organisationId: string, scope: SupervisionScope, driverIds: readonly string[], period: Period) {
    return selectAbsenceRows(tx, organisationId)
      .where('absences.driver_id', 'in', [...driverIds])
      .where('absences.start_date', '<=', period.to)
      .where('absences.end_date', '>=', period.from)
      .where(visibleDriverCondition(scope, 'absences.driver_id'))
      .orderBy('absences.start_date')
      .execute();
  },
};

/** A driver group as the summaries read it: its hours and paid break rule. */
export type SummaryGroupRow = Awaited<ReturnType<typeof shiftSummaryRepository.groups>>[number];

/** A group's hours and paid break rule as the summaries' rules take them; null without a group. */
export function summaryGroupOf(group: SummaryGroupRow | undefined) {
  return group
    ? {
        standardWorkingHours: Number(group.standard_working_hours),
        guaranteedHours: Number(group.guaranteed_hours),
        paidBreakType: group.paid_break_type,
        paidBreakLimitMinutes: group.paid_break_limit_minutes,
      }
    : null;
}
