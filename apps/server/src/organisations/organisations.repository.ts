import type { Selectable } from 'kysely';
import { defaultTimeZoneFor, type Currency, type DriverNameOrder, type Features } from '@rahti/domain';
import type { OrganisationsTable } from '../db/schema';
import type { Tx } from '../db/tenant';

export type OrganisationRow = Selectable<OrganisationsTable>;

/** Tenant-scoped reads and writes of the caller's own organisation row. */
export const organisationsRepository = {
  find(tx: Tx, organisationId: string): Promise<OrganisationRow | undefined> {
    return tx.selectFrom('organisations').selectAll().where('id', '=', organisationId).executeTakeFirst();
  },

  /** A change that leaves the time zone out keeps the zone the organisation has. */
  update(
    tx: Tx,
    organisationId: string,
    values: {
      name: string;
      currency: Currency;
      timeZone?: string | undefined;
      driverNameOrder?: DriverNameOrder | undefined;
    },
  ) {
    return tx
      .updateTable('organisations')
      .set({
        name: values.name,
        currency: values.currency,
        ...(values.timeZone ? { time_zone: values.timeZone } : {}),
        ...(values.driverNameOrder ? { driver_name_order: values.driverNameOrder } : {}),
      })
      .where('id', '=', organisationId)
      .returningAll()
      .executeTakeFirst();
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

  /** A new organisation without a chosen zone takes its currency's (Stockholm for kronor). */
  create(tx: Tx, values: { name: string; currency: Currency; features: Features; timeZone?: string | undefined }) {
    return tx
      .insertInto('organisations')
      .values({
        name: values.name,
        currency: values.currency,
        features: JSON.stringify(values.features),
        time_zone: values.timeZone ?? defaultTimeZoneFor(values.currency),
      })
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
