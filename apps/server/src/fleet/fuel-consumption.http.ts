import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  fuelConsumptionAnswerSchema,
  fuelConsumptionQuerySchema,
  refuelRowSchema,
  uuidField,
  vehicleTankInputSchema,
  vehicleTankSchema,
} from '@rahti/domain';
import type { AppContext } from '../platform/app-context';
import { requireAuth } from '../http/access';
import { createFuelConsumptionService } from './fuel-consumption.service';

const tags = ['fuel and emissions'];

/** Refuels with their checks, consumption per vehicle and month, and tank sizes (issue 25). */
export const fuelConsumptionRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  const service = createFuelConsumptionService(context);
  const office = { access: 'signedIn', feature: 'vehicles' } as const;

  app.get(
    '/refuels',
    {
      config: office,
      schema: {
        tags,
        summary: "The refuels of local dates from–to, each flagged when it is over its vehicle's tank or its km",
        querystring: fuelConsumptionQuerySchema,
        response: { 200: z.array(refuelRowSchema) },
      },
    },
    (request) => service.listRefuels(requireAuth(request.auth), request.query.from, request.query.to),
  );

  app.get(
    '/fuel-consumption',
    {
      config: office,
      schema: {
        tags,
        summary: "Each vehicle's fuel over its km (per 100 km) in every month the period touches",
        querystring: fuelConsumptionQuerySchema,
        response: { 200: fuelConsumptionAnswerSchema },
      },
    },
    (request) => service.consumption(requireAuth(request.auth), request.query.from, request.query.to),
  );

  app.put(
    '/vehicles/:id/tank',
    {
      config: { access: 'adminOrSuperuser', feature: 'vehicles' },
      schema: {
        tags,
        summary: "A vehicle's tank size in its fuel's unit (null: not known)",
        params: z.object({ id: uuidField }),
        body: vehicleTankInputSchema,
        response: { 200: vehicleTankSchema },
      },
    },
    (request) => service.setTank(requireAuth(request.auth), request.params.id, request.body.capacity),
  );
};
