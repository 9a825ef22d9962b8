import { LICENCE_CLASSES, QUALIFICATIONS, type LicenceType, type LicenceTypeInput } from '@rahti/domain';
import type { AppContext } from '../platform/app-context';
import { isUniqueViolation } from '../db/errors';
import { withTenant } from '../db/tenant';
import { notFound } from '../http/api-error';
import type { AuthContext } from '../http/access';
import { organisationDataError } from '../http/organisation-data-errors';
import { licenceTypesRepository, type LicenceTypeRow } from './licence-types.repository';

const toLicenceType = (row: LicenceTypeRow): LicenceType => ({
  id: row.id,
  code: row.code,
  name: row.name,
  kind: row.kind,
});
const codeTaken = (error: unknown): never => {
  if (isUniqueViolation(error)) throw organisationDataError(409, 'licenceTypeTaken', 'code');
  throw error;
};

/** The built-in licence classes and qualifications plus the organisation's own types. */
export function createLicenceTypesService(context: AppContext) {
  const { db } = context.database;
  return {
    async list(auth: AuthContext) {
      const rows = await withTenant(db, auth.organisationId, (tx) =>
        licenceTypesRepository.list(tx, auth.organisationId),
      );
      return { classes: [...LICENCE_CLASSES], qualifications: [...QUALIFICATIONS], custom: rows.map(toLicenceType) };
    },

    async create(auth: AuthContext, input: LicenceTypeInput) {
      return toLicenceType(
        await withTenant(db, auth.organisationId, (tx) =>
          licenceTypesRepository.create(tx, auth.organisationId, input),
        ).catch(codeTaken),
      );
    },

    async update(auth: AuthContext, id: string, input: LicenceTypeInput) {
      const row = await withTenant(db, auth.organisationId, (tx) =>
        licenceTypesRepository.update(tx, auth.organisationId, id, input),
      ).catch(codeTaken);
      if (!row) throw notFound();
      return toLicenceType(row);
    },

    async remove(auth: AuthContext, id: string) {
      const deleted = await withTenant(db, auth.organisationId, (tx) =>
        licenceTypesRepository.delete(tx, auth.organisationId, id),
      );
      if (!deleted) throw notFound();
    },
  };
}
