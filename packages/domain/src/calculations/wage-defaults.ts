import type { DailyAllowanceName } from './enumerations';

/**
 * Wage defaults of spec section 9, as fractions (0.15 = 15 %) under the spec's field names.
 * The two `{hash}` fields of the spec are the overtime supplements (interpretation.md).
 */
export interface WageDefaults {
  eveningWorkSupplementPercentage: number;
  nightWorkSupplementPercentage: number;
  sundayWorkSupplementPercentage: number;
  overtimeUnder12hSupplementPercentage: number;
  overtimeOver12hSupplementPercentage: number;
  sickLeaveSupplementPercentage: number;
  vacationSupplementPercentage: number;
  talSupplementPercentage: number;
  employerPensionInsuranceContributionPercentage: number;
  groupLifeInsuranceContributionPercentage: number;
  employerSocialInsuranceContributionPercentage: number;
  occupationalAccidentInsuranceContributionPercentage: number;
  unemploymentInsurancePercentageLowerValue: number;
  unemploymentInsurancePercentageUpperValue: number;
  /** Annual payroll (money) up to which the lower unemployment rate applies. */
  unemploymentInsuranceAnnualSalaryOrganisationLimit: number;
}

export const WAGE_DEFAULT_FIELDS = [
  'eveningWorkSupplementPercentage',
  'nightWorkSupplementPercentage',
  'sundayWorkSupplementPercentage',
  'overtimeUnder12hSupplementPercentage',
  'overtimeOver12hSupplementPercentage',
  'sickLeaveSupplementPercentage',
  'vacationSupplementPercentage',
  'talSupplementPercentage',
  'employerPensionInsuranceContributionPercentage',
  'groupLifeInsuranceContributionPercentage',
  'employerSocialInsuranceContributionPercentage',
  'occupationalAccidentInsuranceContributionPercentage',
  'unemploymentInsurancePercentageLowerValue',
  'unemploymentInsurancePercentageUpperValue',
  'unemploymentInsuranceAnnualSalaryOrganisationLimit',
] as const satisfies readonly (keyof WageDefaults)[];

/** The spec's wage defaults (section 9, "Wage defaults (fractions)"). */
export function wageDefaults(): WageDefaults {
  return {
    eveningWorkSupplementPercentage: 0.15,
    nightWorkSupplementPercentage: 0.2,
    sundayWorkSupplementPercentage: 1,
    overtimeUnder12hSupplementPercentage: 0.5,
    overtimeOver12hSupplementPercentage: 1,
    sickLeaveSupplementPercentage: 0.03,
    vacationSupplementPercentage: 0.185,
    talSupplementPercentage: 0.075,
    employerPensionInsuranceContributionPercentage: 0.18,
    groupLifeInsuranceContributionPercentage: 0.0007,
    employerSocialInsuranceContributionPercentage: 0.0153,
    occupationalAccidentInsuranceContributionPercentage: 0.03,
    unemploymentInsurancePercentageLowerValue: 0.005,
    unemploymentInsurancePercentageUpperValue: 0.019,
    unemploymentInsuranceAnnualSalaryOrganisationLimit: 2_169_000,
  };
}

/** Daily allowance amounts by allowance name, money per day (spec section 9, "Allowances"). */
export type AllowanceDefaults = Record<Exclude<DailyAllowanceName, 'none'>, number>;

/** The spec's allowance amounts per day (euros; not scaled for SEK, as they are not vehicle defaults). */
export function allowanceDefaults(): AllowanceDefaults {
  return {
    fullDomestic: 35.7,
    halfDomestic: 16.2,
    increasedDomesticFull: 45,
    fullAbroad: 61.1,
    halfAbroad: 34.8,
    increasedAbroadFull: 65.3,
  };
}
