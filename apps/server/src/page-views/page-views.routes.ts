import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pageViewSchema } from '@rahti/domain';
import type { AppContext } from '../platform/app-context';
import { withTenant } from '../db/tenant';
import { requireAuth } from '../http/access';

/** Page views recorded on each navigation, kept in our own database (no third party). */
export const pageViewsRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  app.post(
    '/pageviews',
    {
      config: { access: 'webApp' },
      schema: { tags: ['platform'], summary: 'Record a page view', body: pageViewSchema },
    },
    async (request, reply) => {
      const auth = requireAuth(request.auth);
      await withTenant(context.database.db, auth.organisationId, (tx) =>
        tx
          .insertInto('page_views')
          .values({ organisation_id: auth.organisationId, user_id: auth.userId, path: request.body.path })
          .execute(),
      );
      return reply.status(204).send();
    },
  );
};
