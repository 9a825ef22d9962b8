import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema, personErasureSchema, uuidField } from '@rahti/domain';
import { requireAuth } from '../http/access';
import type { AppContext } from '../platform/app-context';
import { createPersonErasureService } from './person-erasure.service';

const userParams = z.object({ organisationId: uuidField, id: uuidField });

/** "Erase personal data" of a driver or a user (GDPR, decision 0040): Admins and Superusers, as deleting is. */
export const personErasureRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  const service = createPersonErasureService(context);

  app.post(
    '/drivers/:id/erase',
    {
      config: { access: 'adminOrSuperuser', feature: 'drivers', fieldLabels: { id: 'validation:fields.driver' } },
      schema: {
        tags: ['drivers'],
        summary: "Erase a driver's personal data: a pseudonym replaces it; shifts and invoices stay",
        params: idParamsSchema,
        response: { 200: personErasureSchema },
      },
    },
    (request) => service.eraseDriver(requireAuth(request.auth), request.params.id),
  );

  app.post(
    '/organisation/:organisationId/users/:id/erase',
    {
      config: { access: 'adminOrSuperuser' },
      schema: {
        tags: ['users'],
        summary: "Erase a user's personal data: a pseudonym replaces it and the account stops signing in",
        params: userParams,
        response: { 200: personErasureSchema },
      },
    },
    (request) => service.eraseUser(requireAuth(request.auth), request.params.organisationId, request.params.id),
  );
};
