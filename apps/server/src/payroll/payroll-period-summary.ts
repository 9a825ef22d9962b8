import {
  emptyShiftSums,
  formatDriverName,
  groupBy,
  payrollSummaryRowFromSums,
  type AllowanceDefaults,
  type DriverNameOrder,
  type PayrollSummary,
  type ShiftPayParts,
  type WageDefaults,
} from '@rahti/domain';
import { organisationDriverNameOrder } from '../db/driver-names';
import type { Tx } from '../db/tenant';
import { shiftSummaryRepository, type SummaryGroupRow } from '../shift-summary/shift-summary.repository';
import type { PayPartsScope } from './pay-parts-sql';
import { driverPeriodSums, readPeriodSums, type PeriodSumsRead } from './payroll-sums';
import { payrollRepository, type PayrollAbsenceRow, type PayrollDriverRow } from './payroll.repository';

export interface PeriodSummaryContext extends PayPartsScope {
  rates: { wages: WageDefaults; allowanceAmounts: AllowanceDefaults };
}

/** What a period's payroll summary is computed from. */
export interface PeriodSummaryRead {
  context: PeriodSummaryContext;
  sums: PeriodSumsRead;
  absences: PayrollAbsenceRow[];
  /** Everyone with a shift (approved or not) or an absence of the period that the caller sees, in name order. */
  drivers: PayrollDriverRow[];
  groups: Map<string, SummaryGroupRow>;
  nameOrder: DriverNameOrder;
}

/**
 * Reads what the payroll summary of a range of local dates (a pay period, or an export's range)
 * is computed from. The shifts are summed in the database from their kept pay parts, so no
 * event is read once they are kept; those without valid parts are read with their events.
 */
export async function readPeriodSummary(tx: Tx, context: PeriodSummaryContext): Promise<PeriodSummaryRead> {
  const { organisationId, scope, period } = context;
  const sums = await readPeriodSums(tx, context);
  const absences = await payrollRepository.periodAbsences(tx, organisationId, scope, period);
  const driverIds = new Set([
    ...sums.totals.map((row) => row.driver_id),
    ...sums.unkept.map((shift) => shift.driverId),
    ...sums.unapproved.map((row) => row.driver_id),
    ...absences.map((absence) => absence.driver_id),
  ]);
  const drivers = await payrollRepository.driversByIds(tx, organisationId, [...driverIds]);
  const groupIds = [...new Set(drivers.flatMap((driver) => (driver.driver_group_id ? [driver.driver_group_id] : [])))];
  const groups = new Map(
    (await shiftSummaryRepository.groups(tx, organisationId, groupIds)).map((group) => [group.id, group]),
  );
  // Rows stay sorted by last name; the name is written in the organisation's order (payroll files keep their own).
  const nameOrder = await organisationDriverNameOrder(tx, organisationId);
  return { context, sums, absences, drivers, groups, nameOrder };
}

/** How many of the period's shifts and absences the caller sees are not approved yet. */
export const unapprovedCount = (read: PeriodSummaryRead) =>
  read.absences.filter((absence) => absence.approval !== 'approved').length +
  read.sums.unapproved.reduce((sum, row) => sum + Number(row.count), 0);

/**
 * The payroll summary of the range read: a row per driver the caller sees with an approved
 * shift or absence in it, and how many of its items are not approved. The one computation
 * behind GET /api/payroll/summary and every payroll export (interpretation.md, "Payroll
 * rules"); `parts` holds the parts of the shifts read without valid kept ones (payPartsOf).
 *
 * @computation
 */
export function periodSummaryOf(read: PeriodSummaryRead, parts: ReadonlyMap<string, ShiftPayParts>): PayrollSummary {
  const { period } = read.context;
  const sums = driverPeriodSums(read.sums, parts);
  const summary: PayrollSummary = { rows: [], unapprovedCount: unapprovedCount(read) };
  const approvedAbsences = groupBy(
    read.absences.filter((absence) => absence.approval === 'approved'),
    (absence) => absence.driver_id,
  );
  for (const driver of read.drivers) {
    const group = driver.driver_group_id ? read.groups.get(driver.driver_group_id) : undefined;
    const row = payrollSummaryRowFromSums({
      driver: {
        id: driver.id,
        name: formatDriverName({ firstName: driver.first_name, lastName: driver.last_name }, read.nameOrder),
        employeeNumber: driver.employee_number,
        driverGroupId: driver.driver_group_id,
      },
      group: group
        ? {
            standardWorkingHours: Number(group.standard_working_hours),
            guaranteedHours: Number(group.guaranteed_hours),
          }
        : null,
      from: period.from,
      to: period.to,
      sums: sums.get(driver.id)?.sums ?? emptyShiftSums(),
      approvedAbsences: (approvedAbsences.get(driver.id) ?? []).map((absence) => ({
        workType: absence.work_type,
        startDate: absence.start_date,
        endDate: absence.end_date,
        hours: absence.hours,
      })),
      employment: { start: driver.employment_start, end: driver.employment_end },
      grossWagePerHour: driver.gross_wage_per_hour === null ? null : Number(driver.gross_wage_per_hour),
      ...read.context.rates,
    });
    if (row) summary.rows.push(row);
  }
  return summary;
}
