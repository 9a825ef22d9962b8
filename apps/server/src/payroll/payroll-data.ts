import type { AllowanceDefaults, WageDefaults } from '@rahti/domain';
import type { Tx } from '../db/tenant';
import { toWageDetails } from '../organisation-settings/organisation-settings-dto';
import { wageDetailsRepository } from '../organisation-settings/organisation-settings.repository';

/** The organisation's wage fractions and allowance amounts (spec section 9's defaults where none are saved). */
export async function payrollRates(
  tx: Tx,
  organisationId: string,
): Promise<{ wages: WageDefaults; allowanceAmounts: AllowanceDefaults }> {
  const { allowances, ...wages } = toWageDetails(await wageDetailsRepository.find(tx, organisationId));
  return { wages, allowanceAmounts: allowances };
}
