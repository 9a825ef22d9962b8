import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { analyticsQuerySchema, analyticsSchema } from '@rahti/domain';
import type { AppContext } from '../platform/app-context';
import { requireAuth } from '../http/access';
import { createAnalyticsService } from './analytics.service';

/** The spec's analytics area has no flag of its own; it lives on the dashboard, so the dashboard's flag gates it. */
const office = { access: 'signedIn', feature: 'dashboard' } as const;

export const analyticsRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  const service = createAnalyticsService(context);
  app.get(
    '/analytics',
    {
      config: office,
      schema: {
        tags: ['analytics'],
        summary:
          'Revenue, cost, margin, km, hours, utilisation, empty drive, waiting and queueing of a period (local dates), per vehicle or month',
        querystring: analyticsQuerySchema,
        response: { 200: analyticsSchema },
      },
    },
    (request) => service.analytics(requireAuth(request.auth), request.query),
  );
};
