import type { NamedUnit } from '@rahti/domain';
import type { AppContext } from '../platform/app-context';
import { isUniqueViolation } from '../db/errors';
import { withTenant } from '../db/tenant';
import { notFound } from '../http/api-error';
import type { AuthContext } from '../http/access';
import { nameList, organisationDataError } from '../http/organisation-data-errors';
import { namedUnitsRepository, type NamedUnitKind, type NamedUnitRow } from './named-units.repository';

const toNamedUnit = (row: NamedUnitRow): NamedUnit => ({
  id: row.id,
  name: row.name,
  createdAt: new Date(row.created_at).toISOString(),
});

/** Departments or bases of the caller's organisation; names do not repeat, one in use cannot be deleted. */
export function createNamedUnitsService(context: AppContext, kind: NamedUnitKind) {
  const { db } = context.database;
  const repository = namedUnitsRepository(kind);
  const inUseKey = kind === 'departments' ? 'departmentInUse' : 'baseInUse';
  /** Names are unique per organisation, ignoring case (the index of migration 0005). */
  const nameTaken = (error: unknown): never => {
    if (isUniqueViolation(error))
      throw organisationDataError(409, kind === 'departments' ? 'departmentNameTaken' : 'baseNameTaken', 'name');
    throw error;
  };

  return {
    async list(auth: AuthContext) {
      const rows = await withTenant(db, auth.organisationId, (tx) => repository.list(tx, auth.organisationId));
      return rows.map(toNamedUnit);
    },

    async create(auth: AuthContext, name: string) {
      return toNamedUnit(
        await withTenant(db, auth.organisationId, (tx) => repository.create(tx, auth.organisationId, name)).catch(
          nameTaken,
        ),
      );
    },

    async rename(auth: AuthContext, id: string, name: string) {
      const row = await withTenant(db, auth.organisationId, (tx) =>
        repository.rename(tx, auth.organisationId, id, name),
      ).catch(nameTaken);
      if (!row) throw notFound();
      return toNamedUnit(row);
    },

    async remove(auth: AuthContext, id: string) {
      await withTenant(db, auth.organisationId, async (tx) => {
        if (!(await repository.find(tx, auth.organisationId, id))) throw notFound();
        const users = await repository.usedBy(tx, auth.organisationId, id);
        if (users.length > 0) throw organisationDataError(409, inUseKey, undefined, { names: nameList(users) });
        await repository.delete(tx, auth.organisationId, id);
      });
    },
  };
}
