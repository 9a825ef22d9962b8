import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { overdueFleetItemsSchema } from '@rahti/domain';
import { requireAuth } from '../http/access';
import type { AppContext } from '../platform/app-context';
import { fleetAccess } from './fleet-items.http';
import { createFleetOverdueService } from './fleet-overdue.service';

/** GET /api/fleet-items/overdue (issue 25): what the vehicles page and the planning calendar show of each vehicle's upkeep. */
export const fleetOverdueRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  const service = createFleetOverdueService(context);
  app.get(
    '/fleet-items/overdue',
    {
      config: fleetAccess,
      schema: {
        tags: ['fleet'],
        summary: "Every open fleet item occurrence that is overdue now, with its description (the vehicles' pages)",
        response: { 200: overdueFleetItemsSchema },
      },
    },
    (request) => service.list(requireAuth(request.auth)),
  );
};
