import {
  formatDriverName,
  groupBy,
  shiftSummaryRow,
  type Absence,
  type DriverNameOrder,
  type Shift,
  type ShiftSummaryRow,
} from '@rahti/domain';
import type { Tx } from '../db/tenant';
import { toAbsence, toShifts } from '../timesheet/records';
import type { SupervisionScope } from '../timesheet/supervision';
import {
  shiftSummaryRepository,
  type Period,
  type SummaryDriverRow,
  type SummaryGroupRow,
  summaryGroupOf,
} from './shift-summary.repository';

/** What a batch of drivers' rows are computed from. */
export interface SummaryBatch {
  shifts: Shift[];
  absences: Absence[];
  groups: Map<string, SummaryGroupRow>;
}

/** One batch's shifts, absences and groups, read in a few queries. */
export async function readSummaryBatch(
  tx: Tx,
  organisationId: string,
  scope: SupervisionScope,
  drivers: readonly SummaryDriverRow[],
  period: Period,
): Promise<SummaryBatch> {
  if (drivers.length === 0) return { shifts: [], absences: [], groups: new Map() };
  const ids = drivers.map((driver) => driver.id);
  const shifts = await toShifts(
    tx,
    organisationId,
    await shiftSummaryRepository.shifts(tx, organisationId, scope, ids, period),
  );
  const absences = (await shiftSummaryRepository.absences(tx, organisationId, scope, ids, period)).map(toAbsence);
  const groupIds = [...new Set(drivers.flatMap((driver) => (driver.driver_group_id ? [driver.driver_group_id] : [])))];
  const groups = new Map(
    (await shiftSummaryRepository.groups(tx, organisationId, groupIds)).map((group) => [group.id, group]),
  );
  return { shifts, absences, groups };
}

/**
 * The batch's summary rows, one per driver, computed from what was read.
 *
 * @computation
 */
export function summaryBatchRows(
  drivers: readonly SummaryDriverRow[],
  batch: SummaryBatch,
  setting: { period: Period; timeZone: string; nameOrder: DriverNameOrder; now: number },
): ShiftSummaryRow[] {
  const shiftsOf = groupBy(batch.shifts, (shift) => shift.driverId);
  const absencesOf = groupBy(batch.absences, (absence) => absence.driverId);
  return drivers.map((driver) => {
    const group = driver.driver_group_id ? batch.groups.get(driver.driver_group_id) : undefined;
    return shiftSummaryRow({
      driver: {
        id: driver.id,
        name: formatDriverName({ firstName: driver.first_name, lastName: driver.last_name }, setting.nameOrder),
        employeeNumber: driver.employee_number,
        driverGroupId: driver.driver_group_id,
      },
      group: summaryGroupOf(group),
      from: setting.period.from,
      to: setting.period.to,
      timeZone: setting.timeZone,
      shifts: shiftsOf.get(driver.id) ?? [],
      absences: absencesOf.get(driver.id) ?? [],
      employment: { start: driver.employment_start, end: driver.employment_end },
      now: setting.now,
    });
  });
}
