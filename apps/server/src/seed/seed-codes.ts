import { licenceTypeInputSchema, salaryTypeCodeInputSchema } from '@rahti/domain';
import type { Tx } from '../db/tenant';
import { licenceTypesRepository } from '../licence-types/licence-types.repository';
import { salaryTypeCodesRepository } from '../salary-type-codes/salary-type-codes.repository';
import { DEMO_LICENCE_TYPES, DEMO_SALARY_TYPE_CODES } from './demo-organisation-data';

/** Payroll codes and the organisation's own licence types; a fixed id or a code already there is left alone. */
export async function seedCodes(
  tx: Tx,
  organisationId: string,
): Promise<{ salaryTypeCodes: number; licenceTypes: number }> {
  let salaryTypeCodes = 0;
  const codes = await salaryTypeCodesRepository.list(tx, organisationId);
  for (const { id, input } of DEMO_SALARY_TYPE_CODES) {
    const code = salaryTypeCodeInputSchema.parse(input);
    if (codes.some((row) => row.id === id || row.code === code.code)) continue;
    await salaryTypeCodesRepository.create(tx, organisationId, code, id);
    salaryTypeCodes += 1;
  }
  let licenceTypes = 0;
  const types = await licenceTypesRepository.list(tx, organisationId);
  for (const { id, input } of DEMO_LICENCE_TYPES) {
    const type = licenceTypeInputSchema.parse(input);
    if (types.some((row) => row.id === id || row.code === type.code)) continue;
    await licenceTypesRepository.create(tx, organisationId, type, id);
    licenceTypes += 1;
  }
  return { salaryTypeCodes, licenceTypes };
}
