import type { Selectable } from 'kysely';
import type { Currency, Features } from '@rahti/domain';
import type { OrganisationsTable } from '../db/schema';
import type { Tx } from '../db/tenant';

export type OrganisationRow = Selectable<OrganisationsTable>;

/** Tenant-scoped reads and writes of the caller's own organisation row. */
export const organisationsRepository = {
  find(tx: Tx, organisationId: string): Promise<OrganisationRow | undefined> {
    return tx.selectFrom('organisations').selectAll().where('id', '=', organisationId).executeTakeFirst();
  },

  update(tx: Tx, organisationId: string, values: { name: string; currency: Currency }) {
    return tx.updateTable('organisations').set(values).where('id', '=', organisationId).returningAll().executeTakeFirst();
  },

  setToBeDeleted(tx: Tx, organisationId: string, at: Date | null) {
    return tx
      .updateTable('organisations')
      .set({ set_to_be_deleted_at: at })
      .where('id', '=', organisationId)
      .returningAll()
      .executeTakeFirst();
  },
};

/** The site operator's view across organisations; only for system transactions. */
export const allOrganisationsRepository = {
  list(tx: Tx): Promise<OrganisationRow[]> {
    return tx.selectFrom('organisations').selectAll().orderBy('name').orderBy('id').execute();
  },

  find(tx: Tx, organisationId: string): Promise<OrganisationRow | undefined> {
    return tx.selectFrom('organisations').selectAll().where('id', '=', organisationId).executeTakeFirst();
  },

  create(tx: Tx, values: { name: string; currency: Currency; features: Features }) {
    return tx
      .insertInto('organisations')
      .values({ name: values.name, currency: values.currency, features: JSON.stringify(values.features) })
      .returningAll()
      .executeTakeFirstOrThrow();
  },

  updateSubscription(tx: Tx, organisationId: string, values: { features?: Features; vehicleLimit?: number | null }) {
    return tx
      .updateTable('organisations')
      .set({
        ...(values.features ? { features: JSON.stringify(values.features) } : {}),
        ...(values.vehicleLimit !== undefined ? { vehicle_limit: values.vehicleLimit } : {}),
      })
      .where('id', '=', organisationId)
      .returningAll()
      .executeTakeFirst();
  },

  setToBeDeleted(tx: Tx, organisationId: string, at: Date | null) {
    return organisationsRepository.setToBeDeleted(tx, organisationId, at);
  },
};
