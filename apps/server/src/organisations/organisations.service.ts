import {
  baseSubscriptionFeatures,
  hasAccess,
  normaliseFeatures,
  type OrganisationInput,
  type OrganisationSubscriptionInput,
} from '@rahti/domain';
import type { AppContext } from '../platform/app-context';
import { withSystem, withTenant } from '../db/tenant';
import { conflict, notFound } from '../http/api-error';
import { erasureRepository } from '../organisation-erasure/erasure.repository';
import type { AuthContext } from '../http/access';
import { toOrganisation, toOrganisationWithFeatures } from './organisation-dto';
import { allOrganisationsRepository, organisationsRepository } from './organisations.repository';

export function createOrganisationsService(context: AppContext) {
  const { db } = context.database;

  return {
    async getOwn(auth: AuthContext) {
      const row = await withTenant(db, auth.organisationId, (tx) =>
        organisationsRepository.find(tx, auth.organisationId),
      );
      if (!row) throw notFound();
      return toOrganisationWithFeatures(row);
    },

    async updateOwn(auth: AuthContext, input: OrganisationInput) {
      const row = await withTenant(db, auth.organisationId, (tx) =>
        organisationsRepository.update(tx, auth.organisationId, input),
      );
      if (!row) throw notFound();
      return toOrganisation(row);
    },

    /**
     * Marks an organisation for deletion (or takes the mark back). An Admin may mark their own;
     * the site operator may mark any. Another organisation's id is "not found" to everyone else.
     */
    async setToBeDeleted(auth: AuthContext, organisationId: string, setToBeDeleted: boolean) {
      const at = setToBeDeleted ? context.now() : null;
      // Once the erasure has begun, some of the data is gone: there is nothing whole to restore.
      const mayAct =
        organisationId.toLowerCase() === auth.organisationId.toLowerCase() || hasAccess('siteOperator', auth);
      if (
        mayAct &&
        !setToBeDeleted &&
        (await withSystem(db, (tx) => erasureRepository.isStarted(tx, organisationId)))
      ) {
        throw conflict('organisationErasureStarted');
      }
      const row =
        organisationId.toLowerCase() === auth.organisationId.toLowerCase()
          ? await withTenant(db, auth.organisationId, (tx) =>
              organisationsRepository.setToBeDeleted(tx, auth.organisationId, at),
            )
          : hasAccess('siteOperator', auth)
            ? await withSystem(db, (tx) => allOrganisationsRepository.setToBeDeleted(tx, organisationId, at))
            : undefined;
      if (!row) throw notFound();
      return toOrganisation(row);
    },

    async listAll() {
      const rows = await withSystem(db, (tx) => allOrganisationsRepository.list(tx));
      return rows.map(toOrganisationWithFeatures);
    },

    async create(input: OrganisationInput) {
      const row = await withSystem(db, (tx) =>
        allOrganisationsRepository.create(tx, { ...input, features: baseSubscriptionFeatures() }),
      );
      return toOrganisationWithFeatures(row);
    },

    async updateSubscription(organisationId: string, input: OrganisationSubscriptionInput) {
      const row = await withSystem(db, async (tx) => {
        const current = await allOrganisationsRepository.find(tx, organisationId);
        if (!current) return undefined;
        const features = input.features ? { ...normaliseFeatures(current.features), ...input.features } : undefined;
        if (!features && input.vehicleLimit === undefined) return current;
        return allOrganisationsRepository.updateSubscription(tx, organisationId, {
          ...(features ? { features } : {}),
          ...(input.vehicleLimit !== undefined ? { vehicleLimit: input.vehicleLimit } : {}),
        });
      });
      if (!row) throw notFound();
      return toOrganisationWithFeatures(row);
    },
  };
}

export type OrganisationsService = ReturnType<typeof createOrganisationsService>;
