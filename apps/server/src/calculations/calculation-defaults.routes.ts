import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { calculationDefaultsQuerySchema, calculationDefaultsSchema } from '@rahti/domain';
import type { AppContext } from '../platform/app-context';
import { requireAuth } from '../http/access';
import { createCalculationDefaultsService } from './calculation-defaults.service';

/** GET /api/calculations/defaults?vehicleClass=3&currency=SEK: what a new calculation starts with. */
export const calculationDefaultsRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  const service = createCalculationDefaultsService(context);

  app.get(
    '/calculations/defaults',
    {
      config: { access: 'signedIn', feature: 'calculations' },
      schema: {
        tags: ['calculations'],
        summary: "Default values for a vehicle class and currency, with the organisation's own values applied",
        querystring: calculationDefaultsQuerySchema,
        response: { 200: calculationDefaultsSchema },
      },
    },
    (request) => service.defaultsFor(requireAuth(request.auth), request.query.vehicleClass, request.query.currency),
  );
};
