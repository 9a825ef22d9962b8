import { BONUS_TYPES, DAILY_ALLOWANCE_TYPES, type DailyAllowanceType } from '../calculations/enumerations';
import type { AllowanceDefaults, WageDefaults } from '../calculations/wage-defaults';
import type { ShiftSummaryInput } from '../shifts/summary-totals';
import { summaryTotals, type SummaryTotals } from '../shifts/summary-totals';
import { DAILY_HOURS } from './overtime';
import type { PayrollSummaryRow } from './payroll-summary.schemas';
import { roundedHours } from './periods';

export interface PayrollSummaryInput extends ShiftSummaryInput {
  /** The driver's gross wage per hour; null (not set) gives no wages. */
  grossWagePerHour: number | null;
  /** The organisation's wage settings (spec section 9's defaults where it has none). */
  wages: WageDefaults;
  allowanceAmounts: AllowanceDefaults;
}

/** Money rounded once to cents, half up; toPrecision first so 2.675 (stored as 2.67499…) rounds up. */
export function roundCents(amount: number): number {
  return Math.round(Number((amount * 100).toPrecision(12))) / 100;
}

/**
 * The side costs an employer pays on each euro of wages (interpretation.md's cost model): sick
 * leave, vacation and TAL supplements, pension, group life, social, accident, and the lower
 * unemployment rate (a haulier's payroll is far below the limit where the upper rate starts).
 */
export function employerCostFactor(wages: WageDefaults): number {
  return (
    1 +
    wages.sickLeaveSupplementPercentage +
    wages.vacationSupplementPercentage +
    wages.talSupplementPercentage +
    wages.employerPensionInsuranceContributionPercentage +
    wages.groupLifeInsuranceContributionPercentage +
    wages.employerSocialInsuranceContributionPercentage +
    wages.occupationalAccidentInsuranceContributionPercentage +
    wages.unemploymentInsurancePercentageLowerValue
  );
}

/**
 * One driver's payroll row for a pay period (issue 12). Hours come from the same sums as the
 * shift summary, each rounded once to 2 decimals; `wages` is paid hours at the gross wage plus
 * each supplement's hours at its fraction of the wage, plus the guaranteed top-up, computed from
 * the unrounded hours and rounded once to cents. Allowances are tax-free money, not wages.
 * Absence pay is left to the payroll system. A driver with nothing approved gets no row.
 *
 * @computation
 */
export function payrollSummaryRow(input: PayrollSummaryInput): {
  row: PayrollSummaryRow | null;
  unapprovedCount: number;
} {
  const totals = summaryTotals(input);
  return {
    row: payrollRowFromTotals(totals, input),
    unapprovedCount: totals.notApproved.shifts + totals.notApproved.absences,
  };
}

/** What a payroll row is made of: a driver's approved items of the period, summed but not rounded. */
export type PayrollTotals = Pick<
  SummaryTotals,
  'shiftCount' | 'paidMs' | 'windowMs' | 'bonusMs' | 'allowances' | 'eventCounts' | 'absences' | 'period'
>;

/**
 * The payroll row of a driver's period totals (see payrollSummaryRow for the rules), or null
 * when nothing is approved: one row per driver with an approved item (the contract).
 *
 * @computation
 */
export function payrollRowFromTotals(
  totals: PayrollTotals,
  input: Pick<PayrollSummaryInput, 'driver' | 'grossWagePerHour' | 'wages' | 'allowanceAmounts'>,
): PayrollSummaryRow | null {
  if (totals.shiftCount === 0 && totals.absences.size === 0) return null;
  const hours = (milliseconds: number) => milliseconds / 3_600_000;
  const overtime50 = totals.period?.overtime50Hours ?? 0;
  const overtime100 = totals.period?.overtime100Hours ?? 0;
  const topUp = totals.period?.guaranteedTopUpHours ?? 0;

  const rates = input.wages;
  const wage = input.grossWagePerHour ?? 0;
  const wageHours =
    hours(totals.paidMs) +
    hours(totals.windowMs.evening) * rates.eveningWorkSupplementPercentage +
    hours(totals.windowMs.night) * rates.nightWorkSupplementPercentage +
    hours(totals.windowMs.sunday) * rates.sundayWorkSupplementPercentage +
    overtime50 * rates.overtimeUnder12hSupplementPercentage +
    overtime100 * rates.overtimeOver12hSupplementPercentage +
    topUp;
  const wages = wageHours * wage;

  let allowanceAmount = 0;
  const allowances: Record<string, number> = {};
  for (const [type, count] of Object.entries(totals.allowances)) {
    if (count === 0) continue;
    allowances[type] = count;
    const name = DAILY_ALLOWANCE_TYPES[Number(type) as DailyAllowanceType];
    if (name !== 'none') allowanceAmount += count * input.allowanceAmounts[name];
  }

  // Spec section 9's daily unit: a working day is 8 h, and an hour-based absence is its hours ÷ 8 days.
  const absences: PayrollSummaryRow['absences'] = {};
  for (const [workType, entry] of [...totals.absences.entries()].sort(([a], [b]) => a - b)) {
    const absentMs = (entry.days * DAILY_HOURS + entry.hours) * 3_600_000;
    absences[String(workType)] = {
      days: roundedHours(absentMs / DAILY_HOURS),
      hours: roundedHours(absentMs),
      calendarDays: entry.calendarDays,
    };
  }

  const row: PayrollSummaryRow = {
    driverId: input.driver.id,
    employeeNumber: input.driver.employeeNumber,
    name: input.driver.name,
    paidHours: roundedHours(totals.paidMs),
    eveningHours: roundedHours(totals.windowMs.evening),
    nightHours: roundedHours(totals.windowMs.night),
    sundayHours: roundedHours(totals.windowMs.sunday),
    overtime50Hours: roundedHours(overtime50 * 3_600_000),
    overtime100Hours: roundedHours(overtime100 * 3_600_000),
    guaranteedTopUpHours: roundedHours(topUp * 3_600_000),
    allowances,
    bonusHours: Object.fromEntries(
      BONUS_TYPES.map((type) => [type, roundedHours(totals.bonusMs[type])]),
    ) as PayrollSummaryRow['bonusHours'],
    absences,
    eventCounts: Object.fromEntries(
      [...totals.eventCounts.entries()].sort(([a], [b]) => a - b).map(([workType, count]) => [String(workType), count]),
    ),
    wages: roundCents(wages),
    allowanceAmount: roundCents(allowanceAmount),
    employerCost: roundCents(wages * employerCostFactor(rates)),
  };
  return row;
}
