import { z } from 'zod';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  idParamsSchema,
  routeEndSchema,
  routeInputSchema,
  routeMeasureInputSchema,
  routeMeasureSchema,
  routeMonthQuerySchema,
  routeSchema,
  routeSummarySchema,
  routeUpdateSchema,
} from '@rahti/domain';
import type { AppContext } from '../platform/app-context';
import { requireAuth } from '../http/access';
import { forwardSerializerCompiler } from '../http/forward-serializer';
import { callerInRequestLanguage } from '../http/request-language';
import { measureRoute } from './route-measure';
import { createRoutesService } from './routes.service';

const tags = ['routes'];
/** The office's, as tasks are: every role of the web app and the organisation's API clients. */
export const routesAccess = { access: 'signedIn', feature: 'routes' } as const;

/** Routes (issue 23): the register and its economics; the runs are in route-runs.http.ts. */
export const routesRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  const service = createRoutesService(context);
  const config = routesAccess;

  // A thousand routes with their economics are a large answer: checked forward (http/forward-serializer.ts).
  await app.register(async (plugin) => {
    const large = plugin.withTypeProvider<ZodTypeProvider>();
    large.setSerializerCompiler(forwardSerializerCompiler);
    large.get(
      '/routes',
      {
        config,
        schema: {
          tags,
          summary:
            "The organisation's routes by name without their waypoints, each with its economics for a month (the current one by default)",
          querystring: routeMonthQuerySchema,
          response: { 200: z.array(routeSummarySchema) },
        },
      },
      (request) => service.list(requireAuth(request.auth), request.query.month),
    );
  });

  app.get(
    '/routes/:id',
    {
      config,
      schema: {
        tags,
        summary: 'One route with its economics for a month',
        params: idParamsSchema,
        querystring: routeMonthQuerySchema,
        response: { 200: routeSchema },
      },
    },
    (request) => service.get(requireAuth(request.auth), request.params.id, request.query.month),
  );

  app.post(
    '/routes',
    {
      config,
      schema: {
        tags,
        summary: 'Add a route with its recurrence; a distance or time left out is measured from the waypoints',
        body: routeInputSchema,
        response: { 201: routeSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await service.create(requireAuth(request.auth), request.body)),
  );

  app.put(
    '/routes/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Save a route (the version it was read at)',
        params: idParamsSchema,
        body: routeUpdateSchema,
        response: { 200: routeSchema },
      },
    },
    (request) => service.update(requireAuth(request.auth), request.params.id, request.body),
  );

  app.delete(
    '/routes/:id',
    {
      config,
      schema: { tags, summary: 'Remove a route nothing depends on (409 naming what does)', params: idParamsSchema },
    },
    async (request, reply) => {
      await service.remove(callerInRequestLanguage(request), request.params.id);
      return reply.status(204).send();
    },
  );

  app.post(
    '/routes/:id/end',
    {
      config,
      schema: {
        tags,
        summary: 'End a route after a local date (its last day), or open it again with null',
        params: idParamsSchema,
        body: routeEndSchema,
        response: { 200: routeSchema },
      },
    },
    (request) => service.end(requireAuth(request.auth), request.params.id, request.body.date),
  );

  app.post(
    '/routes/measure',
    {
      config,
      schema: {
        tags,
        summary: "A route's distance and driving time between waypoints: by road (ROUTING_URL) or estimated",
        body: routeMeasureInputSchema,
        response: { 200: routeMeasureSchema },
      },
    },
    (request) => measureRoute(context.outboundHttp, context.config.routingUrl, request.body.waypoints),
  );
};
