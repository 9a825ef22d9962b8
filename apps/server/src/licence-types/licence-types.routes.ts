import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema, licenceTypeInputSchema, licenceTypeListSchema, licenceTypeSchema } from '@rahti/domain';
import type { AppContext } from '../platform/app-context';
import { requireAuth } from '../http/access';
import { createLicenceTypesService } from './licence-types.service';

const tags = ['licence types'];

/** /api/licence-types: read by every signed-in role, written by Admins and Superusers. */
export const licenceTypesRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  const service = createLicenceTypesService(context);

  app.get(
    '/licence-types',
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        summary: 'Licence classes, qualifications and own types',
        response: { 200: licenceTypeListSchema },
      },
    },
    (request) => service.list(requireAuth(request.auth)),
  );

  app.post(
    '/licence-types',
    {
      config: { access: 'adminOrSuperuser' },
      schema: {
        tags,
        summary: 'Add a licence type',
        body: licenceTypeInputSchema,
        response: { 201: licenceTypeSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await service.create(requireAuth(request.auth), request.body)),
  );

  app.put(
    '/licence-types/:id',
    {
      config: { access: 'adminOrSuperuser' },
      schema: {
        tags,
        summary: 'Change a licence type',
        params: idParamsSchema,
        body: licenceTypeInputSchema,
        response: { 200: licenceTypeSchema },
      },
    },
    (request) => service.update(requireAuth(request.auth), request.params.id, request.body),
  );

  app.delete(
    '/licence-types/:id',
    {
      config: { access: 'adminOrSuperuser' },
      schema: { tags, summary: 'Delete a licence type', params: idParamsSchema },
    },
    async (request, reply) => {
      await service.remove(requireAuth(request.auth), request.params.id);
      return reply.status(204).send();
    },
  );
};
