import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  idParamsSchema,
  newWebhookEndpointSchema,
  webhookDeliverySchema,
  webhookEndpointSchema,
  webhookInputSchema,
  webhookTestResultSchema,
} from '@rahti/domain';
import type { AppContext } from '../platform/app-context';
import { requireAuth } from '../http/access';
import { createWebhooksService } from './webhooks.service';

const tags = ['webhooks'];
/** As API credentials: an Admin's, with the `api` feature. */
const config = { access: 'admin', feature: 'api' } as const;

/** Webhook endpoints (issue 27, decision 0039): register, change, remove, test, read the delivery log. */
export const webhooksRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  const service = createWebhooksService(context);

  app.get(
    '/webhooks',
    {
      config,
      schema: {
        tags,
        summary: "The organisation's webhook endpoints",
        response: { 200: z.array(webhookEndpointSchema) },
      },
    },
    (request) => service.list(requireAuth(request.auth)),
  );

  app.post(
    '/webhooks',
    {
      config,
      schema: {
        tags,
        summary: 'Register an endpoint; its signing secret is answered this once',
        body: webhookInputSchema,
        response: { 201: newWebhookEndpointSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await service.create(requireAuth(request.auth), request.body)),
  );

  app.put(
    '/webhooks/:id',
    {
      config,
      schema: {
        tags,
        summary: "Change an endpoint's address, events or whether it is enabled",
        params: idParamsSchema,
        body: webhookInputSchema,
        response: { 200: webhookEndpointSchema },
      },
    },
    (request) => service.update(requireAuth(request.auth), request.params.id, request.body),
  );

  app.delete(
    '/webhooks/:id',
    { config, schema: { tags, summary: 'Remove an endpoint and its delivery log', params: idParamsSchema } },
    async (request, reply) => {
      await service.remove(requireAuth(request.auth), request.params.id);
      return reply.status(204).send();
    },
  );

  app.post(
    '/webhooks/:id/test',
    {
      config,
      schema: {
        tags,
        summary: 'Send a signed `ping` now and answer what the receiver said',
        params: idParamsSchema,
        response: { 200: webhookTestResultSchema },
      },
    },
    (request) => service.test(requireAuth(request.auth), request.params.id),
  );

  app.get(
    '/webhooks/:id/deliveries',
    {
      config,
      schema: {
        tags,
        summary: "An endpoint's latest 100 deliveries with each one's last answer",
        params: idParamsSchema,
        response: { 200: z.array(webhookDeliverySchema) },
      },
    },
    (request) => service.deliveries(requireAuth(request.auth), request.params.id),
  );
};
