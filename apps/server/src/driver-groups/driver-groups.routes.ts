import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { driverGroupInputSchema, driverGroupSchema, idParamsSchema } from '@rahti/domain';
import type { AppContext } from '../platform/app-context';
import { requireAuth } from '../http/access';
import { createDriverGroupsService } from './driver-groups.service';

const tags = ['driver groups'];
const feature = 'drivers' as const;
/** A bad id in the path is named in words in the 400. */
const fieldLabels = { id: 'validation:fields.driverGroup' };

export const driverGroupsRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  const service = createDriverGroupsService(context);

  app.get(
    '/driver-groups',
    {
      config: { access: 'signedIn', feature },
      schema: { tags, summary: 'Driver groups', response: { 200: z.array(driverGroupSchema) } },
    },
    (request) => service.list(requireAuth(request.auth)),
  );

  app.get(
    '/driver-groups/:id',
    {
      config: { access: 'signedIn', feature, fieldLabels },
      schema: { tags, summary: 'One driver group', params: idParamsSchema, response: { 200: driverGroupSchema } },
    },
    (request) => service.get(requireAuth(request.auth), request.params.id),
  );

  app.post(
    '/driver-groups',
    {
      config: { access: 'adminOrSuperuser', feature },
      schema: {
        tags,
        summary: 'Create a driver group',
        body: driverGroupInputSchema,
        response: { 201: driverGroupSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await service.create(requireAuth(request.auth), request.body)),
  );

  app.put(
    '/driver-groups/:id',
    {
      config: { access: 'adminOrSuperuser', feature, fieldLabels },
      schema: {
        tags,
        summary: 'Change a driver group',
        params: idParamsSchema,
        body: driverGroupInputSchema,
        response: { 200: driverGroupSchema },
      },
    },
    (request) => service.update(requireAuth(request.auth), request.params.id, request.body),
  );

  app.delete(
    '/driver-groups/:id',
    {
      config: { access: 'adminOrSuperuser', feature, fieldLabels },
      schema: { tags, summary: 'Delete a driver group (refused while it has drivers)', params: idParamsSchema },
    },
    async (request, reply) => {
      await service.remove(requireAuth(request.auth), request.params.id);
      return reply.status(204).send();
    },
  );
};
