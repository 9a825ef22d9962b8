import { DAILY_ALLOWANCE_TYPES, type BonusType, type DailyAllowanceType, type WageType } from './enumerations';
import { allowanceDefaults, wageDefaults, type WageDefaults } from './wage-defaults';

/** The wage group of a calculation as the cost model reads it; missing rates use the spec's defaults. */
export interface WageInput extends Partial<WageDefaults> {
  wageType: WageType;
  hourlyWage: number;
  monthlySalary: number;
  eveningHoursPerYear: number;
  nightHoursPerYear: number;
  sundayHoursPerYear: number;
  overtimeUnder12hHoursPerYear: number;
  overtimeOver12hHoursPerYear: number;
  dailyAllowanceType: DailyAllowanceType;
  allowanceDaysPerYear: number;
  allowancePerDay?: number;
  bonuses: { bonusType: BonusType; amountPerYear: number }[];
}

export interface WageCosts {
  /** Pay for the working hours: hourly wage × hours, 12 × monthly salary, or the contract price × hours. */
  basePayPerYear: number;
  /** Evening, night, Sunday and overtime supplements plus bonuses. */
  supplementsPerYear: number;
  /** Sick leave, vacation and TAL pay, as fractions of the pay above. */
  paidAbsencePerYear: number;
  /** Pension, group life, social, accident and unemployment insurance on the gross wage. */
  employerContributionsPerYear: number;
  /** Everything the employer pays for the driver, money per year. */
  wagesPerYear: number;
  /** Daily allowances (tax-free, no side costs), money per year. */
  allowancesPerYear: number;
}

/**
 * Yearly cost of the driver (interpretation.md: wages with all side costs). Gross wage =
 * (base pay + supplements + bonuses) × (1 + sick leave + vacation + TAL); the employer adds
 * pension, group life, social and accident contributions on the gross wage, and unemployment
 * insurance at the lower rate up to the annual salary limit and the upper rate above it.
 * A contractor (Contract) invoices price per hour × hours with no side costs.
 *
 * @computation
 */
export function computeWageCosts(wages: WageInput, hoursPerYear: number): WageCosts {
  const rates: WageDefaults = { ...wageDefaults(), ...definedOnly(wages) };
  const allowancesPerYear = allowancePerDay(wages) * wages.allowanceDaysPerYear;
  if (wages.wageType === 'Contract') {
    const basePayPerYear = wages.hourlyWage * hoursPerYear;
    return {
      basePayPerYear,
      supplementsPerYear: 0,
      paidAbsencePerYear: 0,
      employerContributionsPerYear: 0,
      wagesPerYear: basePayPerYear,
      allowancesPerYear,
    };
  }
  const basePayPerYear = wages.wageType === 'Salary' ? wages.monthlySalary * 12 : wages.hourlyWage * hoursPerYear;
  const hourlyRate =
    wages.wageType === 'Salary' ? (hoursPerYear > 0 ? basePayPerYear / hoursPerYear : 0) : wages.hourlyWage;
  const supplementsPerYear =
    hourlyRate *
      (wages.eveningHoursPerYear * rates.eveningWorkSupplementPercentage +
        wages.nightHoursPerYear * rates.nightWorkSupplementPercentage +
        wages.sundayHoursPerYear * rates.sundayWorkSupplementPercentage +
        wages.overtimeUnder12hHoursPerYear * rates.overtimeUnder12hSupplementPercentage +
        wages.overtimeOver12hHoursPerYear * rates.overtimeOver12hSupplementPercentage) +
    wages.bonuses.reduce((sum, bonus) => sum + bonus.amountPerYear, 0);
  const pay = basePayPerYear + supplementsPerYear;
  const paidAbsencePerYear =
    pay * (rates.sickLeaveSupplementPercentage + rates.vacationSupplementPercentage + rates.talSupplementPercentage);
  const gross = pay + paidAbsencePerYear;
  const limit = rates.unemploymentInsuranceAnnualSalaryOrganisationLimit;
  const unemployment =
    Math.min(gross, limit) * rates.unemploymentInsurancePercentageLowerValue +
    Math.max(0, gross - limit) * rates.unemploymentInsurancePercentageUpperValue;
  const employerContributionsPerYear =
    gross *
      (rates.employerPensionInsuranceContributionPercentage +
        rates.groupLifeInsuranceContributionPercentage +
        rates.employerSocialInsuranceContributionPercentage +
        rates.occupationalAccidentInsuranceContributionPercentage) +
    unemployment;
  return {
    basePayPerYear,
    supplementsPerYear,
    paidAbsencePerYear,
    employerContributionsPerYear,
    wagesPerYear: gross + employerContributionsPerYear,
    allowancesPerYear,
  };
}

/** The allowance per day: the entered amount, else the spec's amount for the allowance type. */
export function allowancePerDay(wages: Pick<WageInput, 'dailyAllowanceType' | 'allowancePerDay'>): number {
  if (wages.allowancePerDay !== undefined) return wages.allowancePerDay;
  const name = DAILY_ALLOWANCE_TYPES[wages.dailyAllowanceType];
  return name === 'none' ? 0 : allowanceDefaults()[name];
}

function definedOnly(wages: Partial<WageDefaults>): Partial<WageDefaults> {
  return Object.fromEntries(Object.entries(wages).filter(([, v]) => typeof v === 'number')) as Partial<WageDefaults>;
}
