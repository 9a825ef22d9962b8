import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  idParamsSchema,
  transportAssignSchema,
  transportBulkAssignSchema,
  transportCancelSchema,
  transportTaskInputSchema,
  transportTaskSchema,
  transportTasksPageSchema,
  transportTasksQuerySchema,
  transportTaskUpdateSchema,
} from '@rahti/domain';
import type { AppContext } from '../platform/app-context';
import { requireAuth } from '../http/access';
import { callerInRequestLanguage } from '../http/request-language';
import { createTransportAssignService } from './transport-assign.service';
import { createTransportTasksService } from './transport-tasks.service';

const tags = ['transport tasks'];
/** The office and its API clients, behind the same feature as tasks (issue 26); the driver app goes through its sync. */
const office = { access: 'signedIn', feature: 'taskProfitability' } as const;

export const transportTasksRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  const service = createTransportTasksService(context);
  const assignments = createTransportAssignService(context);

  app.get(
    '/transport-tasks',
    {
      config: office,
      schema: {
        tags,
        summary: "Transport tasks filed under a period's local dates, filtered and paged, in date order",
        querystring: transportTasksQuerySchema,
        response: { 200: transportTasksPageSchema },
      },
    },
    (request) => service.list(requireAuth(request.auth), request.query),
  );

  app.post(
    '/transport-tasks',
    {
      config: office,
      schema: {
        tags,
        summary: 'Add an order with its stops and goods; its waybill takes the next number',
        body: transportTaskInputSchema,
        response: { 201: transportTaskSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service.create(callerInRequestLanguage(request), request.body)),
  );

  app.post(
    '/transport-tasks/assign',
    {
      config: office,
      schema: {
        tags,
        summary: 'Give many transport tasks to a driver (and vehicle) at once: all of them or none',
        body: transportBulkAssignSchema,
        response: { 200: transportTasksPageSchema },
      },
    },
    (request) => assignments.bulkAssign(requireAuth(request.auth), request.body),
  );

  app.get(
    '/transport-tasks/:id',
    {
      config: office,
      schema: {
        tags,
        summary: 'One transport task with its stops, goods, timeline and proofs of delivery',
        params: idParamsSchema,
        response: { 200: transportTaskSchema },
      },
    },
    (request) => service.get(callerInRequestLanguage(request), request.params.id),
  );

  app.put(
    '/transport-tasks/:id',
    {
      config: office,
      schema: {
        tags,
        summary: 'Save an order (the version it was read at) until the driver starts it',
        params: idParamsSchema,
        body: transportTaskUpdateSchema,
        response: { 200: transportTaskSchema },
      },
    },
    (request) => service.update(callerInRequestLanguage(request), request.params.id, request.body),
  );

  app.post(
    '/transport-tasks/:id/assign',
    {
      config: office,
      schema: {
        tags,
        summary: 'Give a transport task to a driver (and vehicle), or take it back with null',
        params: idParamsSchema,
        body: transportAssignSchema,
        response: { 200: transportTaskSchema },
      },
    },
    (request) => assignments.assign(callerInRequestLanguage(request), request.params.id, request.body),
  );

  app.post(
    '/transport-tasks/:id/cancel',
    {
      config: office,
      schema: {
        tags,
        summary: 'Cancel a transport task that is not delivered; its waybill keeps its number',
        params: idParamsSchema,
        body: transportCancelSchema,
        response: { 200: transportTaskSchema },
      },
    },
    (request) => assignments.cancel(callerInRequestLanguage(request), request.params.id, request.body),
  );
};
