import { sql, type Selectable } from 'kysely';
import type { NamedUnitTable } from '../db/schema';
import type { Tx } from '../db/tenant';
import { driverNameSql } from '../db/driver-names';

export type NamedUnitKind = 'departments' | 'bases';
export type NamedUnitRow = Selectable<NamedUnitTable>;

/**
 * Departments and bases have the same shape (a name); one repository serves both tables.
 * Every method takes the organisation first.
 */
export function namedUnitsRepository(kind: NamedUnitKind) {
  const table = kind as 'departments';
  return {
    list(tx: Tx, organisationId: string): Promise<NamedUnitRow[]> {
      return tx.selectFrom(table).selectAll().where('organisation_id', '=', organisationId).orderBy('name').execute();
    },

    /** `id`: a fixed id (the demo seed's); otherwise the database makes one. */
    create(tx: Tx, organisationId: string, name: string, id?: string): Promise<NamedUnitRow> {
      return tx
        .insertInto(table)
        .values({ organisation_id: organisationId, ...(id ? { id } : {}), name })
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    rename(tx: Tx, organisationId: string, id: string, name: string): Promise<NamedUnitRow | undefined> {
      return tx
        .updateTable(table)
        .set({ name })
        .where('organisation_id', '=', organisationId)
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst();
    },

    find(tx: Tx, organisationId: string, id: string): Promise<NamedUnitRow | undefined> {
      return tx
        .selectFrom(table)
        .selectAll()
        .where('organisation_id', '=', organisationId)
        .where('id', '=', id)
        .executeTakeFirst();
    },

    async delete(tx: Tx, organisationId: string, id: string): Promise<void> {
      await tx.deleteFrom(table).where('organisation_id', '=', organisationId).where('id', '=', id).execute();
    },

    /** Names of what refers to the unit: drivers ("First Last") and, for bases, vehicles (register number). */
    async usedBy(tx: Tx, organisationId: string, id: string): Promise<string[]> {
      const column = kind === 'departments' ? 'department_id' : 'base_id';
      const drivers = await tx
        .selectFrom('drivers')
        .select(driverNameSql(organisationId, sql.ref('first_name'), sql.ref('last_name')).as('name'))
        .where('organisation_id', '=', organisationId)
        .where(column, '=', id)
        .orderBy('last_name')
        .limit(6)
        .execute();
      const vehicles =
        kind === 'bases'
          ? await tx
              .selectFrom('vehicles')
              .select('register_number')
              .where('organisation_id', '=', organisationId)
              .where('base_id', '=', id)
              .orderBy('register_number')
              .limit(6)
              .execute()
          : [];
      return [...drivers.map((d) => d.name), ...vehicles.map((v) => v.register_number)];
    },
  };
}
