import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  approveRangeResultSchema,
  approveRangeSchema,
  timesheetDriversPageSchema,
  timesheetDriversQuerySchema,
} from '@rahti/domain';
import type { AppContext } from '../platform/app-context';
import { requireAuth } from '../http/access';
import { createTimesheetService } from './timesheet.service';

const tags = ['timesheet'];
const feature = 'timesheetManagement' as const;

/** The period list and approving a range; one driver's period is with the shift routes. */
export const timesheetRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  const service = createTimesheetService(context);

  app.get(
    '/timesheet/drivers',
    {
      config: { access: 'signedIn', feature },
      schema: {
        tags,
        summary: "The period list: each driver's shifts, minutes, approval states and absences, paged",
        querystring: timesheetDriversQuerySchema,
        response: { 200: timesheetDriversPageSchema },
      },
    },
    (request) => service.drivers(requireAuth(request.auth), request.query),
  );

  app.post(
    '/timesheet/approve',
    {
      config: { access: 'adminOrSuperuser', feature },
      schema: {
        tags,
        summary: "Approve a driver's shifts and absences of a range of dates in one action",
        body: approveRangeSchema,
        response: { 200: approveRangeResultSchema },
      },
    },
    (request) => service.approve(requireAuth(request.auth), request.body),
  );
};
