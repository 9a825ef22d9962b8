import { sql } from 'kysely';
import type { PayrollDriverInput, ShiftPayParts } from '@rahti/domain';
import type { Tx } from '../db/tenant';
import {
  shiftSummaryRepository,
  summaryGroupOf,
  type SummaryGroupRow,
} from '../shift-summary/shift-summary.repository';
import { readUnkeptShifts, type UnkeptShift } from './pay-parts';
import { approvedShiftsWithParts, type PayPartsScope } from './pay-parts-sql';
import { payrollRepository, type PayrollAbsenceRow, type PayrollDriverRow } from './payroll.repository';

type PayrollShift = PayrollDriverInput['shifts'][number];

interface ShiftRow {
  id: string;
  driver_id: string;
  start_at: Date;
  bonuses: PayrollShift['bonuses'];
  daily_allowance: number;
  paid_ms: number | null;
  evening_ms: number | null;
  night_ms: number | null;
  sunday_ms: number | null;
  vehicle_code: string | null;
}

/** What the export's input is built from. */
export interface PayrollExportRead {
  shifts: ShiftRow[];
  /** The shifts read without valid kept parts (running, or stale) and not among `known`, with their events. */
  unkept: UnkeptShift[];
  drivers: PayrollDriverRow[];
  absences: PayrollAbsenceRow[];
  groups: Map<string, SummaryGroupRow>;
}

/**
 * Reads these drivers' approved shifts of the range with their kept pay parts (no events read
 * once the parts are kept), and their absences. The shifts without valid parts are read with
 * their events, unless `known` (read already with the range's summary) holds them. Only the
 * first vehicle code of a shift is read: a day line names its earliest shift's first.
 */
export async function readPayrollExport(
  tx: Tx,
  context: PayPartsScope,
  driverIds: readonly string[],
  known: ReadonlySet<string>,
): Promise<PayrollExportRead> {
  const { organisationId, scope, period } = context;
  const { rows: shifts } = await sql<ShiftRow>`
    select s.id, s.driver_id, s.start_at, s.bonuses, s.daily_allowance,
      p.paid_ms, p.evening_ms, p.night_ms, p.sunday_ms,
      (select v.vehicle_code from shift_vehicles sv join vehicles v on v.organisation_id = sv.organisation_id and v.id = sv.vehicle_id
        where sv.organisation_id = s.organisation_id and sv.shift_id = s.id order by sv.position limit 1) as vehicle_code
    ${approvedShiftsWithParts(context)}
    order by s.start_at`.execute(tx);
  const unkeptIds = shifts.filter((row) => row.paid_ms === null && !known.has(row.id)).map((row) => row.id);
  const unkept = await readUnkeptShifts(tx, context, unkeptIds);
  const drivers = await payrollRepository.driversByIds(tx, organisationId, driverIds);
  const absences = await payrollRepository.periodAbsences(tx, organisationId, scope, period);
  const groupIds = [...new Set(drivers.flatMap((driver) => (driver.driver_group_id ? [driver.driver_group_id] : [])))];
  const groups = new Map(
    (await shiftSummaryRepository.groups(tx, organisationId, groupIds)).map((group) => [group.id, group]),
  );
  return { shifts, unkept, drivers, absences, groups };
}

/**
 * The export's input, a driver at a time in name order: the drivers of `listed` (those the
 * range's payroll summary lists) with their shifts and absences. `parts` holds the parts of
 * the shifts read without valid kept ones (payPartsOf).
 */
export function payrollExportDrivers(
  read: PayrollExportRead,
  listed: ReadonlySet<string>,
  parts: ReadonlyMap<string, ShiftPayParts>,
): PayrollDriverInput[] {
  const { shifts, absences, groups } = read;
  const drivers = read.drivers.filter((driver) => listed.has(driver.id));
  const inputs = new Map<
    string,
    PayrollDriverInput & { shifts: PayrollShift[]; absences: PayrollDriverInput['absences'][number][] }
  >();
  for (const driver of drivers) {
    const group = driver.driver_group_id ? groups.get(driver.driver_group_id) : undefined;
    inputs.set(driver.id, {
      driver: {
        id: driver.id,
        name: `${driver.last_name} ${driver.first_name}`,
        employeeNumber: driver.employee_number,
        grossWagePerHour: driver.gross_wage_per_hour === null ? null : Number(driver.gross_wage_per_hour),
        costCentre: driver.department_name ?? '',
      },
      group: summaryGroupOf(group),
      shifts: [],
      absences: [],
    });
  }
  for (const row of shifts) {
    const shiftParts =
      row.paid_ms === null
        ? parts.get(row.id)
        : {
            paidMs: Number(row.paid_ms),
            eveningMs: Number(row.evening_ms ?? 0),
            nightMs: Number(row.night_ms ?? 0),
            sundayMs: Number(row.sunday_ms ?? 0),
          };
    inputs.get(row.driver_id)?.shifts.push({
      start: new Date(row.start_at).toISOString(),
      approval: 'approved',
      events: [],
      bonuses: row.bonuses,
      dailyAllowance: row.daily_allowance,
      vehicleCodes: row.vehicle_code === null ? [] : [row.vehicle_code],
      parts: shiftParts,
    });
  }
  for (const absence of absences) {
    inputs.get(absence.driver_id)?.absences.push({
      workType: absence.work_type,
      kind: absence.kind,
      startDate: absence.start_date,
      endDate: absence.end_date,
      hours: absence.hours,
      approval: absence.approval,
    });
  }
  return [...inputs.values()];
}
