import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  emissionFactorSchema,
  emissionFactorsInputSchema,
  emissionsAnswerSchema,
  emissionsQuerySchema,
  refuelInputSchema,
  refuelSchema,
} from '@rahti/domain';
import type { AppContext } from '../platform/app-context';
import { requireAuth } from '../http/access';
import { callerInRequestLanguage } from '../http/request-language';
import { createEmissionsService } from './emissions.service';

const tags = ['fuel and emissions'];

/** Refuels, CO₂e factors and the emissions report (issue 25; ISO 14083 / GLEC, fuel-based). */
export const emissionsRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  const service = createEmissionsService(context);
  const office = { access: 'signedIn', feature: 'vehicles' } as const;

  app.post(
    '/refuels',
    {
      config: office,
      schema: {
        tags,
        summary: "A vehicle's refuel: typed by hand, from a fuel card, or a shift's refuel event",
        body: refuelInputSchema,
        response: { 201: refuelSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await service.addRefuel(requireAuth(request.auth), request.body)),
  );

  app.get(
    '/emission-factors',
    {
      config: office,
      schema: {
        tags,
        summary: "Every fuel's CO₂e factor per unit: the organisation's own, else the built-in one",
        response: { 200: z.array(emissionFactorSchema) },
      },
    },
    (request) => service.factors(requireAuth(request.auth)),
  );

  app.put(
    '/emission-factors',
    {
      config: { access: 'adminOrSuperuser', feature: 'vehicles' },
      schema: {
        tags,
        summary:
          "Set the organisation's own factors for the fuels listed (TTW and WTW kg CO₂e per unit, with their source)",
        body: emissionFactorsInputSchema,
        response: { 200: z.array(emissionFactorSchema) },
      },
    },
    (request) => service.saveFactors(requireAuth(request.auth), request.body),
  );

  app.get(
    '/emissions',
    {
      config: { access: 'signedIn', feature: 'reports' },
      schema: {
        tags,
        summary: 'Fuel-based CO₂e (TTW, WTT, WTW) and g per t·km of a period, by vehicle, customer, task or month',
        querystring: emissionsQuerySchema,
        response: { 200: emissionsAnswerSchema },
      },
    },
    (request) => service.report(callerInRequestLanguage(request), request.query),
  );
};
