import { minutesOfHours, sumMoney, type PayrollSummaryRow, type ReportRow } from '@rahti/domain';
import { withTenant } from '../db/tenant';
import { payPeriodsRepository } from '../pay-periods/pay-periods.repository';
import { createPayrollSummaryService } from '../payroll/payroll-summary.service';
import { column, sortedBy, type ReportSource } from './report-source';

const MINUTES = [
  'paidMinutes',
  'eveningMinutes',
  'nightMinutes',
  'sundayMinutes',
  'overtime50Minutes',
  'overtime100Minutes',
];
const MONEY = ['wages', 'allowanceAmount', 'employerCost'] as const;

/**
 * The payroll summary of the pay periods that start within the period (a pay period is paid
 * whole, so one that starts before `from` belongs to the previous report): the payroll page's
 * own rows, per driver, added up over the periods.
 */
export const payrollReport: ReportSource = async (context, auth, report) => {
  const periods = await withTenant(context.database.db, auth.organisationId, (tx) =>
    payPeriodsRepository.list(tx, auth.organisationId, { from: report.from, to: report.to }),
  );
  const summary = createPayrollSummaryService(context);
  const starting = periods.filter((period) => period.start_date >= report.from && period.start_date <= report.to);
  const byDriver = new Map<string, PayrollSummaryRow[]>();
  for (const period of starting)
    for (const row of (await summary.summary(auth, { payPeriodId: period.id })).rows) {
      if (report.filters.driverIds.length && !report.filters.driverIds.includes(row.driverId)) continue;
      byDriver.set(row.driverId, [...(byDriver.get(row.driverId) ?? []), row]);
    }
  const minutes = (rows: PayrollSummaryRow[], pick: (row: PayrollSummaryRow) => number) =>
    rows.reduce((sum, row) => sum + minutesOfHours(pick(row)), 0);
  const rows = [...byDriver.values()].map((parts): ReportRow => {
    const first = parts[0]!;
    return {
      driver: first.name,
      employeeNumber: first.employeeNumber,
      paidMinutes: minutes(parts, (row) => row.paidHours),
      eveningMinutes: minutes(parts, (row) => row.eveningHours),
      nightMinutes: minutes(parts, (row) => row.nightHours),
      sundayMinutes: minutes(parts, (row) => row.sundayHours),
      overtime50Minutes: minutes(parts, (row) => row.overtime50Hours),
      overtime100Minutes: minutes(parts, (row) => row.overtime100Hours),
      ...Object.fromEntries(MONEY.map((key) => [key, sumMoney(parts.map((row) => row[key]))])),
    };
  });
  return {
    columns: [
      column('driver', 'text'),
      column('employeeNumber', 'text'),
      ...MINUTES.map((key) => column(key, 'minutes')),
      ...MONEY.map((key) => column(key, 'money')),
    ],
    rows: sortedBy(rows, (row) => String(row.driver), auth.language),
  };
};
