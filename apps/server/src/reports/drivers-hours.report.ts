import { minutesOfHours, PAGE_LIMITS, type ShiftSummaryRow } from '@rahti/domain';
import { createShiftSummaryService } from '../shift-summary/shift-summary.service';
import { column, sortedBy, type ReportSource } from './report-source';

const MINUTES = [
  'paidMinutes',
  'eveningMinutes',
  'nightMinutes',
  'sundayMinutes',
  'overtime50Minutes',
  'overtime100Minutes',
];

/**
 * Drivers' hours and supplements: the shift summary's figures (approved shifts only, the
 * timesheet's evening, night, Sunday and overtime rules) per driver, as whole minutes. With
 * departments asked, the summary is read once per department (its filter takes one).
 */
export const driversHoursReport: ReportSource = async (context, auth, report) => {
  const service = createShiftSummaryService(context);
  const base = { from: report.from, to: report.to, limit: PAGE_LIMITS.max };
  const departments = report.filters.departmentIds;
  const lists = departments.length
    ? await Promise.all(departments.map((departmentId) => service.all(auth, { ...base, departmentId })))
    : [await service.all(auth, base)];
  const byDriver = new Map<string, ShiftSummaryRow>();
  for (const row of lists.flat()) byDriver.set(row.driverId, row);
  const drivers = report.filters.driverIds;
  const rows = [...byDriver.values()]
    .filter((row) => drivers.length === 0 || drivers.includes(row.driverId))
    .filter((row) => row.shiftCount > 0);
  return {
    columns: [
      column('driver', 'text'),
      column('employeeNumber', 'text'),
      column('shifts', 'number'),
      ...MINUTES.map((key) => column(key, 'minutes')),
    ],
    rows: sortedBy(rows, (row) => row.name, auth.language).map((row) => ({
      driver: row.name,
      employeeNumber: row.employeeNumber,
      shifts: row.shiftCount,
      paidMinutes: minutesOfHours(row.hours),
      eveningMinutes: minutesOfHours(row.eveningHours),
      nightMinutes: minutesOfHours(row.nightHours),
      sundayMinutes: minutesOfHours(row.sundayHours),
      overtime50Minutes: minutesOfHours(row.overtime50Hours),
      overtime100Minutes: minutesOfHours(row.overtime100Hours),
    })),
  };
};
