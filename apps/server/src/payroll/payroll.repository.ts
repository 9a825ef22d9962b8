import type { Tx } from '../db/tenant';
import { jsonRows } from '../db/json-rows';
import type { Period } from '../shift-summary/shift-summary.repository';
import { visibleDriverCondition, type SupervisionScope } from '../timesheet/supervision';

export interface PayrollDriverRow {
  id: string;
  first_name: string;
  last_name: string;
  employee_number: string;
  driver_group_id: string | null;
  gross_wage_per_hour: number | null;
  department_name: string | null;
  /** The employment (migration 0020): working days outside it lower the standard and guaranteed hours. */
  employment_start: string | null;
  employment_end: string | null;
}

function selectDrivers(tx: Tx, organisationId: string) {
  return tx
    .selectFrom('drivers')
    .leftJoin('departments', (join) =>
      join
        .onRef('departments.organisation_id', '=', 'drivers.organisation_id')
        .onRef('departments.id', '=', 'drivers.department_id'),
    )
    .select([
      'drivers.id',
      'drivers.first_name',
      'drivers.last_name',
      'drivers.employee_number',
      'drivers.driver_group_id',
      'drivers.gross_wage_per_hour',
      'departments.name as department_name',
      'drivers.employment_start',
      'drivers.employment_end',
    ])
    .where('drivers.organisation_id', '=', organisationId);
}

/** The payroll's own reads of drivers and absences (shifts: pay-parts.ts, payroll-sums.ts, payroll-export-data.ts). */
export const payrollRepository = {
  /** These drivers, in name order: the summary knows from its sums who has items. */
  async driversByIds(tx: Tx, organisationId: string, ids: readonly string[]): Promise<PayrollDriverRow[]> {
    if (ids.length === 0) return [];
    return jsonRows(
      tx,
      selectDrivers(tx, organisationId)
        .where('drivers.id', 'in', [...ids])
        .orderBy('drivers.last_name')
        .orderBy('drivers.first_name')
        .orderBy('drivers.id'),
    );
  },

  /** The absences touching the period of the drivers the caller sees, in date order. */
  periodAbsences(tx: Tx, organisationId: string, scope: SupervisionScope, period: Period) {
    return tx
      .selectFrom('absences')
      .select(['driver_id', 'work_type', 'kind', 'start_date', 'end_date', 'hours', 'approval'])
      .where('organisation_id', '=', organisationId)
      .where('start_date', '<=', period.to)
      .where('end_date', '>=', period.from)
      .where(visibleDriverCondition(scope, 'absences.driver_id'))
      .orderBy('start_date')
      .execute();
  },
};

/** An absence as the payroll reads it. */
export type PayrollAbsenceRow = Awaited<ReturnType<typeof payrollRepository.periodAbsences>>[number];
