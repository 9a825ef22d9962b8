import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  deleteBySourceResultSchema,
  deleteBySourceSchema,
  idParamsSchema,
  taskFiltersSchema,
  taskInputSchema,
  taskSchema,
  tasksFromShiftsResultSchema,
  tasksFromShiftsSchema,
  tasksPageSchema,
  tasksQuerySchema,
  taskTotalsSchema,
  taskUpdateSchema,
  vehicleCalculationResultSchema,
  vehicleCalculationSchema,
} from '@rahti/domain';
import type { AppContext } from '../platform/app-context';
import { requireAuth } from '../http/access';
import { createTasksService } from './tasks.service';
import { createTasksFromShifts } from './tasks-from-shifts';
import { createVehicleCalculationService } from './vehicle-calculation.service';

const tags = ['tasks'];
const feature = 'taskProfitability' as const;
const office = { access: 'signedIn', feature } as const;

export const tasksRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  const service = createTasksService(context);
  const fromShifts = createTasksFromShifts(context);
  const vehicleCalculations = createVehicleCalculationService(context);

  app.get(
    '/tasks',
    {
      config: office,
      schema: {
        tags,
        summary: 'Tasks starting in a period (local dates), filtered, sorted and paged, each with its economics',
        querystring: tasksQuerySchema,
        response: { 200: tasksPageSchema },
      },
    },
    (request) => service.list(requireAuth(request.auth), request.query),
  );

  app.get(
    '/tasks/totals',
    {
      config: office,
      schema: {
        tags,
        summary: 'The filtered tasks summed, per ISO week and per customer',
        querystring: taskFiltersSchema,
        response: { 200: taskTotalsSchema },
      },
    },
    (request) => service.totals(requireAuth(request.auth), request.query),
  );

  app.get(
    '/tasks/:id',
    { config: office, schema: { tags, summary: 'One task', params: idParamsSchema, response: { 200: taskSchema } } },
    (request) => service.get(requireAuth(request.auth), request.params.id),
  );

  app.post(
    '/tasks',
    {
      config: office,
      schema: {
        tags,
        summary: "Add a task, priced by its vehicle's calculation",
        body: taskInputSchema,
        response: { 201: taskSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await service.create(requireAuth(request.auth), request.body)),
  );

  app.put(
    '/tasks/:id',
    {
      config: office,
      schema: {
        tags,
        summary: 'Save a task (the version it was read at); another vehicle prices it again',
        params: idParamsSchema,
        body: taskUpdateSchema,
        response: { 200: taskSchema },
      },
    },
    (request) => service.update(requireAuth(request.auth), request.params.id, request.body),
  );

  app.delete(
    '/tasks/:id',
    { config: office, schema: { tags, summary: 'Remove a task', params: idParamsSchema } },
    async (request, reply) => {
      await service.remove(requireAuth(request.auth), request.params.id);
      return reply.status(204).send();
    },
  );

  app.post(
    '/tasks/from-shifts',
    {
      config: office,
      schema: {
        tags,
        summary: 'Make tasks of approved shifts: one per shift and vehicle, all or nothing',
        body: tasksFromShiftsSchema,
        response: { 201: tasksFromShiftsResultSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await fromShifts(requireAuth(request.auth), request.body.shiftIds, request.body.customerId)),
  );

  app.delete(
    '/organisation/tasks',
    {
      config: { access: 'admin', feature },
      schema: {
        tags,
        summary: "Remove every task of one source (spec section 7), after the organisation's name is typed",
        querystring: deleteBySourceSchema,
        response: { 200: deleteBySourceResultSchema },
      },
    },
    (request) => service.deleteBySource(requireAuth(request.auth), request.query.source, request.query.confirmName),
  );

  app.get(
    '/vehicles/:id/calculation',
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        summary: "The calculation a vehicle's tasks are costed by, with its rates",
        params: idParamsSchema,
        response: { 200: vehicleCalculationResultSchema },
      },
    },
    (request) => vehicleCalculations.get(requireAuth(request.auth), request.params.id),
  );

  app.put(
    '/vehicles/:id/calculation',
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        summary: "Assign the calculation a vehicle's tasks are costed by (null removes it)",
        params: idParamsSchema,
        body: vehicleCalculationSchema,
        response: { 200: vehicleCalculationResultSchema },
      },
    },
    (request) => vehicleCalculations.assign(requireAuth(request.auth), request.params.id, request.body.calculationId),
  );
};
