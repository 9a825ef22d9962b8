import type { Selectable } from 'kysely';
import type { SalaryTypeCodeInput } from '@rahti/domain';
import type { SalaryTypeCodesTable } from '../db/schema';
import type { Tx } from '../db/tenant';

export type SalaryTypeCodeRow = Selectable<SalaryTypeCodesTable>;

/** The organisation's payroll codes; organisation first. */
export const salaryTypeCodesRepository = {
  list(tx: Tx, organisationId: string): Promise<SalaryTypeCodeRow[]> {
    return tx
      .selectFrom('salary_type_codes')
      .selectAll()
      .where('organisation_id', '=', organisationId)
      .orderBy('code')
      .execute();
  },

  /** `id`: a fixed id (the demo seed's); otherwise the database makes one. */
  create(tx: Tx, organisationId: string, input: SalaryTypeCodeInput, id?: string): Promise<SalaryTypeCodeRow> {
    return tx
      .insertInto('salary_type_codes')
      .values({
        organisation_id: organisationId,
        ...(id ? { id } : {}),
        code: input.code,
        name: input.name,
        work_type: input.workType,
        payroll_line: input.payrollLine,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  },

  update(
    tx: Tx,
    organisationId: string,
    id: string,
    input: SalaryTypeCodeInput,
  ): Promise<SalaryTypeCodeRow | undefined> {
    return tx
      .updateTable('salary_type_codes')
      .set({ code: input.code, name: input.name, work_type: input.workType, payroll_line: input.payrollLine })
      .where('organisation_id', '=', organisationId)
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst();
  },
};
