import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiClientSchema, createApiClientSchema, newApiClientSchema } from '@rahti/domain';
import type { AppContext } from '../platform/app-context';
import { createApiClient } from '../auth/oidc/api-clients';
import { withTenant } from '../db/tenant';
import { notFound } from '../http/api-error';
import { requireAuth } from '../http/access';

const tags = ['api clients'];
const config = { access: 'admin', feature: 'api' } as const;

/** An Admin's credentials for machine access to the API, shown once when made. */
export const apiClientsRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  const { db } = context.database;

  app.get(
    '/organisation/apiclients',
    {
      config,
      schema: { tags, summary: "The organisation's API credentials", response: { 200: z.array(apiClientSchema) } },
    },
    async (request) => {
      const auth = requireAuth(request.auth);
      const rows = await withTenant(db, auth.organisationId, (tx) =>
        tx
          .selectFrom('api_clients')
          .select(['client_id', 'name', 'created_at'])
          .where('organisation_id', '=', auth.organisationId)
          .orderBy('created_at')
          .execute(),
      );
      return rows.map((r) => ({
        clientId: r.client_id,
        name: r.name,
        createdAt: new Date(r.created_at).toISOString(),
      }));
    },
  );

  app.post(
    '/organisation/apiclients',
    {
      config,
      schema: {
        tags,
        summary: 'Create API credentials',
        body: createApiClientSchema,
        response: { 201: newApiClientSchema },
      },
    },
    async (request, reply) => {
      const auth = requireAuth(request.auth);
      const created = await createApiClient(db, auth.organisationId, request.body.name);
      return reply.status(201).send({ ...created, name: request.body.name, createdAt: context.now().toISOString() });
    },
  );

  app.delete(
    '/organisation/apiclients/:clientId',
    {
      config,
      schema: {
        tags,
        summary: 'Delete API credentials; their tokens stop working at once',
        params: z.object({ clientId: z.string().max(100) }),
      },
    },
    async (request, reply) => {
      const auth = requireAuth(request.auth);
      const result = await withTenant(db, auth.organisationId, (tx) =>
        tx
          .deleteFrom('api_clients')
          .where('organisation_id', '=', auth.organisationId)
          .where('client_id', '=', request.params.clientId)
          .executeTakeFirst(),
      );
      if (Number(result.numDeletedRows) === 0) throw notFound();
      return reply.status(204).send();
    },
  );
};
