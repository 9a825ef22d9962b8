import {
  LIMITS,
  withCalculationDefaults,
  type CalculationBody,
  type CalculationListQuery,
  type Language,
} from '@rahti/domain';
import type { AppContext } from '../platform/app-context';
import { withTenant } from '../db/tenant';
import { notFound } from '../http/api-error';
import type { AuthContext } from '../http/access';
import { createCalculationDefaultsService } from './calculation-defaults.service';
import { toCalculation, toCalculationSummary } from './calculation-dto';
import { calculationsRepository } from './calculations.repository';

/** Saved calculations: any signed-in member of the organisation may read and write them. */
export function createCalculationsService(context: AppContext) {
  const { db } = context.database;
  const t = context.translator.t.bind(context.translator);
  const defaults = createCalculationDefaultsService(context);

  /** What the body leaves out comes from the same defaults GET /api/calculations/defaults answers. */
  const completed = async (auth: AuthContext, body: CalculationBody) =>
    withCalculationDefaults(body, await defaults.defaultsFor(auth, body.vehicleClass, body.currency));

  async function get(auth: AuthContext, id: string) {
    const row = await withTenant(db, auth.organisationId, (tx) =>
      calculationsRepository.find(tx, auth.organisationId, id),
    );
    if (!row) throw notFound();
    return toCalculation(row);
  }

  return {
    get,

    async list(auth: AuthContext, query: CalculationListQuery) {
      const rows = await withTenant(db, auth.organisationId, (tx) =>
        calculationsRepository.list(tx, auth.organisationId, query),
      );
      return rows.map(toCalculationSummary);
    },

    async create(auth: AuthContext, body: CalculationBody) {
      const input = await completed(auth, body);
      const id = await withTenant(db, auth.organisationId, (tx) =>
        calculationsRepository.create(tx, auth.organisationId, input, auth.userId),
      );
      return get(auth, id);
    },

    async update(auth: AuthContext, id: string, body: CalculationBody) {
      const input = await completed(auth, body);
      const updated = await withTenant(db, auth.organisationId, (tx) =>
        calculationsRepository.update(tx, auth.organisationId, id, input),
      );
      if (!updated) throw notFound();
      return get(auth, id);
    },

    /** A copy named "<name> (copy)" in the caller's language, with the image copied too. */
    async copy(auth: AuthContext, id: string, language: Language) {
      const suffix = ` ${t('calculations:copySuffix', { lng: language })}`;
      const copyId = await withTenant(db, auth.organisationId, async (tx) => {
        const source = await calculationsRepository.find(tx, auth.organisationId, id);
        if (!source) throw notFound();
        const document = toCalculation(source);
        const name = `${document.name.slice(0, LIMITS.nameMax - suffix.length)}${suffix}`;
        const { id: _id, createdAt: _c, updatedAt: _u, hasImage: _h, ...input } = document;
        const newId = await calculationsRepository.create(tx, auth.organisationId, { ...input, name }, auth.userId);
        await calculationsRepository.copyImage(tx, auth.organisationId, id, newId);
        return newId;
      });
      return get(auth, copyId);
    },

    async remove(auth: AuthContext, id: string) {
      const deleted = await withTenant(db, auth.organisationId, (tx) =>
        calculationsRepository.delete(tx, auth.organisationId, id),
      );
      if (!deleted) throw notFound();
    },
  };
}
