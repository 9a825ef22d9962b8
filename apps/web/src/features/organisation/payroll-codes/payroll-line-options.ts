import type { TFunction } from 'i18next';
import { PAYROLL_LINES, type PayrollLineKind } from '@rahti/domain';

const group = (prefix: string) => PAYROLL_LINES.filter((line) => line.startsWith(prefix));
const HOUR_LINES = PAYROLL_LINES.filter((line) => !line.startsWith('allowance') && !line.startsWith('bonus'));

/** The payroll summary lines a code can pay, named in the UI language, in three groups: hours, daily allowances, bonuses. */
export function payrollLineOptions(t: TFunction) {
  const option = (line: PayrollLineKind) => ({ value: line, label: t(`web-payroll:lines.${line}`) });
  return [
    { group: t('web-payroll:codes.hourLines'), items: HOUR_LINES.map(option) },
    { group: t('web-payroll:codes.allowanceLines'), items: group('allowance').map(option) },
    { group: t('web-payroll:codes.bonusLines'), items: group('bonus').map(option) },
  ];
}
