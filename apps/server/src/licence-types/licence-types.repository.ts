import type { Selectable } from 'kysely';
import type { LicenceTypeInput } from '@rahti/domain';
import type { LicenceTypesTable } from '../db/schema';
import type { Tx } from '../db/tenant';

export type LicenceTypeRow = Selectable<LicenceTypesTable>;

/** The organisation's own licence types; organisation first. */
export const licenceTypesRepository = {
  list(tx: Tx, organisationId: string): Promise<LicenceTypeRow[]> {
    return tx
      .selectFrom('licence_types')
      .selectAll()
      .where('organisation_id', '=', organisationId)
      .orderBy('code')
      .execute();
  },

  /** `id`: a fixed id (the demo seed's); otherwise the database makes one. */
  create(tx: Tx, organisationId: string, input: LicenceTypeInput, id?: string): Promise<LicenceTypeRow> {
    return tx
      .insertInto('licence_types')
      .values({ organisation_id: organisationId, ...(id ? { id } : {}), ...input })
      .returningAll()
      .executeTakeFirstOrThrow();
  },

  update(tx: Tx, organisationId: string, id: string, input: LicenceTypeInput): Promise<LicenceTypeRow | undefined> {
    return tx
      .updateTable('licence_types')
      .set(input)
      .where('organisation_id', '=', organisationId)
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst();
  },

  async delete(tx: Tx, organisationId: string, id: string): Promise<boolean> {
    const result = await tx
      .deleteFrom('licence_types')
      .where('organisation_id', '=', organisationId)
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  },
};
