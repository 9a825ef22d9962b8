import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  payPeriodRunSchema,
  payPeriodSchema,
  payPeriodUpdateSchema,
  payPeriodsQuerySchema,
  uuidField,
} from '@rahti/domain';
import type { AppContext } from '../platform/app-context';
import { requireAuth } from '../http/access';
import { createPayPeriodsService } from './pay-periods.service';

const tags = ['pay periods'];
const feature = 'timesheetManagement' as const;
const idParamsSchema = z.object({ id: uuidField });

/** GET, POST, PUT, DELETE /pay-periods (issue 12): read when signed in, written by Admins and Superusers. */
export const payPeriodsRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  const service = createPayPeriodsService(context);

  app.get(
    '/pay-periods',
    {
      config: { access: 'signedIn', feature },
      schema: {
        tags,
        summary: 'Pay periods in start order, optionally those sharing a day with from–to',
        querystring: payPeriodsQuerySchema,
        response: { 200: z.array(payPeriodSchema) },
      },
    },
    (request) => service.list(requireAuth(request.auth), request.query),
  );

  app.post(
    '/pay-periods',
    {
      config: { access: 'adminOrSuperuser', feature },
      schema: {
        tags,
        summary: 'Create a run of consecutive pay periods',
        body: payPeriodRunSchema,
        response: { 201: z.array(payPeriodSchema) },
      },
    },
    async (request, reply) => reply.status(201).send(await service.createRun(requireAuth(request.auth), request.body)),
  );

  app.put(
    '/pay-periods/:id',
    {
      config: { access: 'adminOrSuperuser', feature },
      schema: {
        tags,
        summary: "Change one pay period's dates",
        params: idParamsSchema,
        body: payPeriodUpdateSchema,
        response: { 200: payPeriodSchema },
      },
    },
    (request) => service.update(requireAuth(request.auth), request.params.id, request.body),
  );

  app.delete(
    '/pay-periods/:id',
    {
      config: { access: 'adminOrSuperuser', feature },
      schema: { tags, summary: 'Remove a pay period without resource plans', params: idParamsSchema },
    },
    async (request, reply) => {
      await service.remove(requireAuth(request.auth), request.params.id);
      return reply.status(204).send();
    },
  );
};
