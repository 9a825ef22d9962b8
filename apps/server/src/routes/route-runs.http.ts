import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  idParamsSchema,
  occurrenceRangeSchema,
  occurrenceSchema,
  planVsActualSchema,
  routeExceptionInputSchema,
  routeMonthQuerySchema,
  routeOccurrenceParamsSchema,
  routeSchema,
} from '@rahti/domain';
import type { AppContext } from '../platform/app-context';
import { requireAuth } from '../http/access';
import { callerInRequestLanguage } from '../http/request-language';
import { createPlanVsActualService } from './plan-vs-actual.service';
import { createRouteRunsService } from './route-runs.service';
import { routesAccess as config } from './routes.http';

const tags = ['routes'];

/** A route's runs (issue 23): listed, skipped, moved, given back, and planned against actual. */
export const routeRunsRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  const runs = createRouteRunsService(context);
  const planVsActual = createPlanVsActualService(context);

  app.get(
    '/routes/:id/occurrences',
    {
      config,
      schema: {
        tags,
        summary: "The route's runs whose local date is in [from, to], in start order, up to its end",
        params: idParamsSchema,
        querystring: occurrenceRangeSchema,
        response: { 200: z.array(occurrenceSchema) },
      },
    },
    (request) => runs.occurrences(requireAuth(request.auth), request.params.id, request.query),
  );

  app.put(
    '/routes/:id/exceptions/:date',
    {
      config,
      schema: {
        tags,
        summary: 'Skip or move the run planned on a date (404 when the route does not run on it)',
        params: routeOccurrenceParamsSchema,
        body: routeExceptionInputSchema,
        response: { 200: routeSchema },
      },
    },
    (request) =>
      runs.setException(callerInRequestLanguage(request), request.params.id, request.params.date, request.body),
  );

  app.delete(
    '/routes/:id/exceptions/:date',
    {
      config,
      schema: {
        tags,
        summary: 'Give the run planned on a date back as planned',
        params: routeOccurrenceParamsSchema,
        response: { 200: routeSchema },
      },
    },
    (request) => runs.removeException(requireAuth(request.auth), request.params.id, request.params.date),
  );

  app.delete(
    '/routes/:id/occurrences/:date',
    {
      config,
      schema: {
        tags,
        summary: 'Skip the run on a date (a moved run by its new date; 404 when none falls on it)',
        params: routeOccurrenceParamsSchema,
        response: { 200: routeSchema },
      },
    },
    (request) => runs.skipOccurrence(callerInRequestLanguage(request), request.params.id, request.params.date),
  );

  app.get(
    '/routes/:id/plan-vs-actual',
    {
      config,
      schema: {
        tags,
        summary: "A month's runs planned against the shifts and tasks linked to them, with the margin's drift",
        params: idParamsSchema,
        querystring: routeMonthQuerySchema,
        response: { 200: planVsActualSchema },
      },
    },
    (request) => planVsActual(requireAuth(request.auth), request.params.id, request.query.month),
  );
};
