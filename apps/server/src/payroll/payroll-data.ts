import type { Absence, AllowanceDefaults, Shift, SummaryGroup, WageDefaults } from '@rahti/domain';
import type { Tx } from '../db/tenant';
import { toWageDetails } from '../organisation-settings/organisation-settings-dto';
import { wageDetailsRepository } from '../organisation-settings/organisation-settings.repository';
import { shiftSummaryRepository, type Period } from '../shift-summary/shift-summary.repository';
import { toAbsence, toShifts } from '../timesheet/records';
import type { SupervisionScope } from '../timesheet/supervision';
import { payrollRepository, type PayrollDriverRow } from './payroll.repository';

/** Drivers read per batch: bounds the shifts and events held at once and the ids in one query. */
const BATCH = 100;

export interface PayrollDriverData {
  driver: PayrollDriverRow;
  name: string;
  group: SummaryGroup | null;
  shifts: Shift[];
  absences: Absence[];
}

/** One batch of drivers' groups, shifts and absences, read in a few queries. */
async function readBatch(tx: Tx, organisationId: string, scope: SupervisionScope, drivers: readonly PayrollDriverRow[], period: Period): Promise<PayrollDriverData[]> {
  const ids = drivers.map((driver) => driver.id);
  const shifts = await toShifts(tx, organisationId, await shiftSummaryRepository.shifts(tx, organisationId, scope, ids, period));
  const absences = (await shiftSummaryRepository.absences(tx, organisationId, scope, ids, period)).map(toAbsence);
  const groupIds = [...new Set(drivers.flatMap((driver) => (driver.driver_group_id ? [driver.driver_group_id] : [])))];
  const groups = new Map((await shiftSummaryRepository.groups(tx, organisationId, groupIds)).map((group) => [group.id, group]));
  const shiftsByDriver = groupBy(shifts, (shift) => shift.driverId);
  const absencesByDriver = groupBy(absences, (absence) => absence.driverId);
  return drivers.map((driver) => {
    const group = driver.driver_group_id ? groups.get(driver.driver_group_id) : undefined;
    return {
      driver,
      name: `${driver.last_name} ${driver.first_name}`,
      group: group
        ? { standardWorkingHours: Number(group.standard_working_hours), guaranteedHours: Number(group.guaranteed_hours), paidBreakType: group.paid_break_type, paidBreakLimitMinutes: group.paid_break_limit_minutes }
        : null,
      shifts: shiftsByDriver.get(driver.id) ?? [],
      absences: absencesByDriver.get(driver.id) ?? [],
    };
  });
}

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const list = groups.get(key(item));
    if (list) list.push(item);
    else groups.set(key(item), [item]);
  }
  return groups;
}

/** Every driver with items in the period, a batch at a time, handed to `each` so a batch's shifts can be let go. */
export async function forEachPayrollBatch(tx: Tx, organisationId: string, scope: SupervisionScope, period: Period, each: (batch: PayrollDriverData[]) => void | Promise<void>): Promise<void> {
  const drivers = await payrollRepository.driversWithItems(tx, organisationId, scope, period);
  for (let start = 0; start < drivers.length; start += BATCH) {
    await each(await readBatch(tx, organisationId, scope, drivers.slice(start, start + BATCH), period));
  }
}

/** The organisation's wage fractions and allowance amounts (spec section 9's defaults where none are saved). */
export async function payrollRates(tx: Tx, organisationId: string): Promise<{ wages: WageDefaults; allowanceAmounts: AllowanceDefaults }> {
  const { allowances, ...wages } = toWageDetails(await wageDetailsRepository.find(tx, organisationId));
  return { wages, allowanceAmounts: allowances };
}
