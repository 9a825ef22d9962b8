import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createUserSchema, newPasswordSchema, updateUserSchema, userSchema, uuidField } from '@rahti/domain';
import type { AppContext } from '../platform/app-context';
import { requireAuth } from '../http/access';
import { createUsersService } from './users.service';

const tags = ['users'];
const userParams = z.object({ organisationId: uuidField, id: uuidField });

export const usersRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  const service = createUsersService(context);

  app.get(
    '/organisation/users',
    {
      config: { access: 'adminOrSuperuser' },
      schema: { tags, summary: "The organisation's users", response: { 200: z.array(userSchema) } },
    },
    (request) => service.list(requireAuth(request.auth)),
  );

  app.post(
    '/organisation/users',
    {
      config: { access: 'adminOrSuperuser' },
      schema: { tags, summary: 'Create a user', body: createUserSchema, response: { 201: userSchema } },
    },
    async (request, reply) => reply.status(201).send(await service.create(requireAuth(request.auth), request.body)),
  );

  app.put(
    '/organisation/:organisationId/users/:id',
    {
      config: { access: 'adminOrSuperuser' },
      schema: {
        tags,
        summary: "Change a user's role, name or language",
        params: userParams,
        body: updateUserSchema,
        response: { 200: userSchema },
      },
    },
    (request) =>
      service.update(requireAuth(request.auth), request.params.organisationId, request.params.id, request.body),
  );

  app.delete(
    '/organisation/:organisationId/users/:id',
    {
      config: { access: 'adminOrSuperuser' },
      schema: { tags, summary: 'Delete a user', params: userParams },
    },
    async (request, reply) => {
      await service.remove(requireAuth(request.auth), request.params.organisationId, request.params.id);
      return reply.status(204).send();
    },
  );

  app.put(
    '/organisation/:organisationId/users/:id/temporary-password',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Set a temporary password for a user, who must choose a new one at the next sign-in (Admin)',
        params: userParams,
        body: newPasswordSchema,
      },
    },
    async (request, reply) => {
      await service.setTemporaryPassword(
        requireAuth(request.auth),
        request.params.organisationId,
        request.params.id,
        request.body,
      );
      return reply.status(204).send();
    },
  );

  app.get(
    '/organisation/all/users',
    {
      config: { access: 'siteOperator' },
      schema: {
        tags,
        summary: "Every organisation's users (site operator)",
        response: { 200: z.array(userSchema.extend({ organisationName: z.string() })) },
      },
    },
    () => service.listAll(),
  );
};
