import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  integrationShiftsQuerySchema,
  integrationTransportTasksPageSchema,
  integrationTransportTasksQuerySchema,
  shiftsPageSchema,
} from '@rahti/domain';
import type { AppContext } from '../platform/app-context';
import { requireAuth } from '../http/access';
import { createShiftsService } from '../shifts/shifts.service';
import { createIntegrationService } from './integration.service';

const tags = ['for integrators'];

/**
 * Integrators' reads (issue 27, decision 0039): cursor pages of at most 100 beside the office's
 * lists, whose shapes stay as they are. Tasks are pushed through POST /api/transport-tasks.
 */
export const integrationRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  const shifts = createShiftsService(context);
  const integration = createIntegrationService(context);

  app.get(
    '/integration/shifts',
    {
      config: { access: 'signedIn', feature: 'timesheetManagement' },
      schema: {
        tags,
        summary: "A period's shifts in start order, up to 100 a page; pass `nextCursor` back as `cursor`",
        querystring: integrationShiftsQuerySchema,
        response: { 200: shiftsPageSchema },
      },
    },
    (request) => shifts.list(requireAuth(request.auth), request.query),
  );

  app.get(
    '/integration/transport-tasks',
    {
      config: { access: 'signedIn', feature: 'taskProfitability' },
      schema: {
        tags,
        summary:
          'Transport tasks in the order they were made, whole, up to 100 a page; pass `nextCursor` back as `cursor`',
        querystring: integrationTransportTasksQuerySchema,
        response: { 200: integrationTransportTasksPageSchema },
      },
    },
    (request) => integration.transportTasks(requireAuth(request.auth), request.query),
  );
};
