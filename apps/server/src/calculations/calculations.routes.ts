import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  calculationBodySchema,
  calculationListQuerySchema,
  calculationSchema,
  calculationSummarySchema,
  uuidField,
} from '@rahti/domain';
import type { AppContext } from '../platform/app-context';
import { requireAuth } from '../http/access';
import { requestLanguage } from '../http/request-language';
import { createCalculationsService } from './calculations.service';

const tags = ['calculations'];
const config = {
  access: 'signedIn',
  feature: 'calculations',
  fieldLabels: { id: 'validation:fields.calculation' },
} as const;
const idParams = z.object({ id: uuidField });

/** CRUD and copy of saved calculations (GET by id restores the current calculation). */
export const calculationsRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  const service = createCalculationsService(context);

  app.get(
    '/calculations',
    {
      config,
      schema: {
        tags,
        summary: "The organisation's calculations",
        querystring: calculationListQuerySchema,
        response: { 200: z.array(calculationSummarySchema) },
      },
    },
    (request) => service.list(requireAuth(request.auth), request.query),
  );

  app.post(
    '/calculations',
    {
      config,
      schema: {
        tags,
        summary: 'Save a new calculation',
        body: calculationBodySchema,
        response: { 201: calculationSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await service.create(requireAuth(request.auth), request.body)),
  );

  app.get(
    '/calculations/:id',
    {
      config,
      schema: { tags, summary: 'One calculation, as saved', params: idParams, response: { 200: calculationSchema } },
    },
    (request) => service.get(requireAuth(request.auth), request.params.id),
  );

  app.put(
    '/calculations/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Replace a calculation',
        params: idParams,
        body: calculationBodySchema,
        response: { 200: calculationSchema },
      },
    },
    (request) => service.update(requireAuth(request.auth), request.params.id, request.body),
  );

  app.post(
    '/calculations/:id/copy',
    {
      config,
      schema: {
        tags,
        summary: 'Copy a calculation; the copy is named "<name> (copy)"',
        params: idParams,
        response: { 201: calculationSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await service.copy(requireAuth(request.auth), request.params.id, requestLanguage(request))),
  );

  app.delete(
    '/calculations/:id',
    { config, schema: { tags, summary: 'Delete a calculation and its image', params: idParams } },
    async (request, reply) => {
      await service.remove(requireAuth(request.auth), request.params.id);
      return reply.status(204).send();
    },
  );
};
