import type { ShiftPayParts } from '../shift-pay-parts';
import type { PayrollCategory, PayrollLineKind } from './payroll-export.schemas';

/**
 * One line of a payroll export, before a system's format writes it. Quantities are rounded to
 * 2 decimals so that a driver's lines of one kind add up to the summary's rounded figure.
 */
export interface PayrollLine {
  category: PayrollCategory;
  driverId: string;
  driverName: string;
  employeeNumber: string;
  /** What the line pays; null for an absence line (its `workType` says which). */
  kind: PayrollLineKind | null;
  /** The absence type (11–18, 20–28) of an absence line, else null. */
  workType: number | null;
  /** The organisation's payroll code for the line ('' when it has none). */
  salaryCode: string;
  salaryName: string;
  /** 'YYYY-MM-DD': the local date of the shifts, the period's last day for overtime, an absence's first day in the range. */
  date: string;
  /** 'YYYY-MM-DD': the same as `date` except for absences (their last day in the range). */
  endDate: string;
  quantity: number;
  unit: 'hours' | 'days' | 'pieces';
  /** Money per unit: the hourly wage times the supplement's fraction, or the allowance amount; null when unknown. */
  unitPrice: number | null;
  /** The driver's department. */
  costCentre: string;
  /** The route's code (routes arrive with resource planning: '' until then). */
  routeCode: string;
  /** The vehicle code of the day's first vehicle. */
  vehicleCode: string;
  /** A short description: the payroll code's name ('' when it has none: such a line is not exported). */
  text: string;
}

/** What every format is told besides the lines. */
export interface PayrollFileContext {
  from: string;
  to: string;
  /** When the file is made (file names carry it, e.g. Fennoa's YYYYMMDDhhmmss). */
  createdAt: Date;
  /** The organisation's time zone: `createdAt` is named as its clocks show it. */
  timeZone: string;
  organisationName: string;
}

/** A payroll code as the export reads it (GET /SalaryTypeCodes, with what it pays). */
export interface PayrollCode {
  code: string;
  name: string;
  /** The absence (or event) type it pays, or null. */
  workType: number | null;
  /** The summary line it pays, or null. */
  payrollLine: PayrollLineKind | null;
}

/** One driver's approved and unapproved items of the range, as the server reads them. */
export interface PayrollDriverInput {
  driver: { id: string; name: string; employeeNumber: string; grossWagePerHour: number | null; costCentre: string };
  /** The driver group's rules; null without a group (breaks unpaid, no overtime). */
  group: {
    standardWorkingHours: number;
    guaranteedHours: number;
    paidBreakType: 'paid' | 'unpaid' | 'paidUpToLimit';
    paidBreakLimitMinutes: number | null;
  } | null;
  shifts: readonly {
    start: string;
    approval: string;
    events: readonly { workType: number; start: string; end: string | null }[];
    bonuses: readonly { type: 'adr' | 'crane' | 'dirtyJob' | 'hct'; hours: number | null }[];
    dailyAllowance: number;
    /** Vehicle codes of the shift's vehicles, in order. */
    vehicleCodes: readonly string[];
    /**
     * The shift's pay parts when the caller keeps them (shiftPayParts under the same rules and
     * `now`): then `events` is not read and may be empty.
     */
    parts?: Pick<ShiftPayParts, 'paidMs' | 'eveningMs' | 'nightMs' | 'sundayMs'>;
  }[];
  absences: readonly {
    workType: number;
    kind: string;
    startDate: string;
    endDate: string;
    hours: number | null;
    approval: string;
  }[];
}
