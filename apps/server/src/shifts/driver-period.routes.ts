import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { driverPeriodSchema, periodQuerySchema, uuidField } from '@rahti/domain';
import { z } from 'zod';
import type { AppContext } from '../platform/app-context';
import { requireAuth } from '../http/access';
import { createDriverPeriodService } from './driver-period.service';

const driverParamsSchema = z.object({ driverId: uuidField });

/** One driver's period of the timesheet: their shifts with events, their absences, the time zone. */
export const driverPeriodRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  const service = createDriverPeriodService(context);
  app.get(
    '/timesheet/drivers/:driverId',
    {
      config: {
        access: 'signedIn',
        feature: 'timesheetManagement',
        fieldLabels: { driverId: 'validation:fields.driver' },
      },
      schema: {
        tags: ['shifts'],
        summary: "One driver's shifts and absences of a period",
        params: driverParamsSchema,
        querystring: periodQuerySchema,
        response: { 200: driverPeriodSchema },
      },
    },
    (request) => service.get(requireAuth(request.auth), request.params.driverId, request.query),
  );
};
