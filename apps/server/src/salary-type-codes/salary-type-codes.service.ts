import { PAYROLL_LINES, type PayrollLineKind, type SalaryTypeCode, type SalaryTypeCodeInput } from '@rahti/domain';
import type { AppContext } from '../platform/app-context';
import { isUniqueViolation } from '../db/errors';
import { withTenant } from '../db/tenant';
import { notFound } from '../http/api-error';
import type { AuthContext } from '../http/access';
import { organisationDataError } from '../http/organisation-data-errors';
import { salaryTypeCodesRepository, type SalaryTypeCodeRow } from './salary-type-codes.repository';

const toCode = (row: SalaryTypeCodeRow): SalaryTypeCode => ({
  id: row.id,
  code: row.code,
  name: row.name,
  workType: row.work_type,
  payrollLine: asPayrollLine(row.payroll_line),
});
const asPayrollLine = (value: string | null): PayrollLineKind | null =>
  (PAYROLL_LINES as readonly string[]).includes(value ?? '') ? (value as PayrollLineKind) : null;
const codeTaken = (error: unknown): never => {
  if (isUniqueViolation(error)) throw organisationDataError(409, 'salaryCodeTaken', 'code');
  throw error;
};

/** The organisation's payroll codes; a code appears once per organisation. */
export function createSalaryTypeCodesService(context: AppContext) {
  const { db } = context.database;
  return {
    async list(auth: AuthContext) {
      return (
        await withTenant(db, auth.organisationId, (tx) => salaryTypeCodesRepository.list(tx, auth.organisationId))
      ).map(toCode);
    },

    async create(auth: AuthContext, input: SalaryTypeCodeInput) {
      return toCode(
        await withTenant(db, auth.organisationId, (tx) =>
          salaryTypeCodesRepository.create(tx, auth.organisationId, input),
        ).catch(codeTaken),
      );
    },

    async update(auth: AuthContext, id: string, input: SalaryTypeCodeInput) {
      const row = await withTenant(db, auth.organisationId, (tx) =>
        salaryTypeCodesRepository.update(tx, auth.organisationId, id, input),
      ).catch(codeTaken);
      if (!row) throw notFound();
      return toCode(row);
    },
  };
}
