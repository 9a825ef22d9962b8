import { DAILY_ALLOWANCE_TYPES } from '../../calculations/enumerations';
import type { AllowanceDefaults, WageDefaults } from '../../calculations/wage-defaults';
import type { PayrollLineKind } from './payroll-export.schemas';
import type { PayrollCode } from './payroll-line';

/** Fields a line takes from the organisation's payroll code: '' when no code pays it. */
export interface LineCode {
  salaryCode: string;
  salaryName: string;
  text: string;
}

const NO_CODE: LineCode = { salaryCode: '', salaryName: '', text: '' };
const fromCode = (code: PayrollCode): LineCode => ({ salaryCode: code.code, salaryName: code.name, text: code.name });

/** The organisation's payroll codes, looked up by what they pay: the first code for each kind and each absence type. */
export interface CodeBook {
  forKind(kind: PayrollLineKind): LineCode;
  forWorkType(workType: number): LineCode;
}

export function codeBook(codes: readonly PayrollCode[]): CodeBook {
  const byKind = new Map<PayrollLineKind, LineCode>();
  const byWorkType = new Map<number, LineCode>();
  for (const code of codes) {
    if (code.payrollLine !== null && !byKind.has(code.payrollLine)) byKind.set(code.payrollLine, fromCode(code));
    if (code.workType !== null && !byWorkType.has(code.workType)) byWorkType.set(code.workType, fromCode(code));
  }
  return {
    forKind: (kind) => byKind.get(kind) ?? NO_CODE,
    forWorkType: (workType) => byWorkType.get(workType) ?? NO_CODE,
  };
}

/**
 * Unit prices keep 4 decimals: a supplement's price (18.50 € × 0.15 = 2.775 €) rounded to cents
 * would move the line's money by up to half a cent an hour; payroll systems take 4 decimals.
 */
const price = (value: number): number => Math.round(value * 10_000) / 10_000;

/** The wage fraction each hour kind is paid at, beside the hourly wage (spec section 9's wage defaults). */
function wageFraction(kind: PayrollLineKind, wages: WageDefaults): number | null {
  switch (kind) {
    case 'regular':
    case 'guaranteedTopUp':
      return 1;
    case 'evening':
      return wages.eveningWorkSupplementPercentage;
    case 'night':
      return wages.nightWorkSupplementPercentage;
    case 'sunday':
      return wages.sundayWorkSupplementPercentage;
    case 'overtime50':
      return wages.overtimeUnder12hSupplementPercentage;
    case 'overtime100':
      return wages.overtimeOver12hSupplementPercentage;
    default:
      return null;
  }
}

/**
 * Money per unit of a line: the gross wage per hour times the kind's fraction (1 for regular
 * hours and the guaranteed top-up), or the allowance's amount per day. Null for bonuses (their
 * price is the payroll system's), for absences, and for wage lines of a driver with no wage.
 */
export function unitPrice(
  kind: PayrollLineKind | null,
  grossWagePerHour: number | null,
  wages: WageDefaults,
  allowances: AllowanceDefaults,
): number | null {
  if (kind === null) return null;
  const allowance = /^allowance([1-6])$/.exec(kind);
  if (allowance) {
    const name = DAILY_ALLOWANCE_TYPES[Number(allowance[1]) as 1 | 2 | 3 | 4 | 5 | 6];
    return price(allowances[name]);
  }
  const fraction = wageFraction(kind, wages);
  return fraction === null || grossWagePerHour === null ? null : price(grossWagePerHour * fraction);
}
