import { z } from 'zod';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  completeAnswerSchema,
  fleetItemCompleteSchema,
  fleetItemEntrySchema,
  fleetItemInputSchema,
  fleetItemsQuerySchema,
  fleetItemUpdateSchema,
  fleetPageSchema,
  fleetSettingsSchema,
  idParamsSchema,
  odometerReadingInputSchema,
  odometerReadingSchema,
} from '@rahti/domain';
import type { AppContext } from '../platform/app-context';
import { requireAuth } from '../http/access';
import { forwardSerializerCompiler } from '../http/forward-serializer';
import { createFleetItemsService } from './fleet-items.service';

const tags = ['fleet'];
/** The office's, as vehicles are: every role of the web app and the organisation's API clients. */
export const fleetAccess = { access: 'signedIn', feature: 'vehicles' } as const;

/** Fleet items and odometer readings (issue 25; spec sections 3–5). */
export const fleetItemsRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  const service = createFleetItemsService(context);
  const config = fleetAccess;

  // A fleet's every occurrence is a large answer: checked forward (http/forward-serializer.ts).
  await app.register(async (plugin) => {
    const large = plugin.withTypeProvider<ZodTypeProvider>();
    large.setSerializerCompiler(forwardSerializerCompiler);
    large.get(
      '/fleet-items',
      {
        config,
        schema: {
          tags,
          summary: 'Every fleet item occurrence, open or done, with its state at `at` (now by default)',
          querystring: fleetItemsQuerySchema,
          response: { 200: z.array(fleetItemEntrySchema) },
        },
      },
      (request) => service.list(requireAuth(request.auth), request.query.at),
    );

    large.get(
      '/fleet-management',
      {
        config,
        schema: {
          tags,
          summary:
            "The fleet-management page: each occurrence with its series and completion, and the organisation's lead",
          querystring: fleetItemsQuerySchema,
          response: { 200: fleetPageSchema },
        },
      },
      (request) => service.page(requireAuth(request.auth), request.query.at),
    );
  });

  app.post(
    '/fleet-items',
    {
      config,
      schema: {
        tags,
        summary: 'Add a fleet item due by a date (repeating or once) or by km thresholds; answers its first occurrence',
        body: fleetItemInputSchema,
        response: { 201: fleetItemEntrySchema },
      },
    },
    async (request, reply) => reply.status(201).send(await service.create(requireAuth(request.auth), request.body)),
  );

  app.put(
    '/fleet-items/:id',
    {
      config,
      schema: {
        tags,
        summary: "Change an item's series (at the version read); its open occurrence follows",
        params: idParamsSchema,
        body: fleetItemUpdateSchema,
        response: { 200: fleetItemEntrySchema },
      },
    },
    (request) => service.update(requireAuth(request.auth), request.params.id, request.body),
  );

  app.delete(
    '/fleet-items/:id',
    { config, schema: { tags, summary: 'Remove an item with every occurrence', params: idParamsSchema } },
    async (request, reply) => {
      await service.remove(requireAuth(request.auth), request.params.id);
      return reply.status(204).send();
    },
  );

  app.post(
    '/fleet-items/:id/complete',
    {
      config,
      schema: {
        tags,
        summary: 'Mark an occurrence done (date, km, cost); a repeating item gets its next occurrence',
        params: idParamsSchema,
        body: fleetItemCompleteSchema,
        response: { 200: completeAnswerSchema },
      },
    },
    (request) => service.complete(requireAuth(request.auth), request.params.id, request.body),
  );

  app.delete(
    '/fleet-items/:id/complete',
    {
      config,
      schema: {
        tags,
        summary: 'Undo the completion: the occurrence is open again and the next one it added is removed',
        params: idParamsSchema,
        response: { 200: fleetItemEntrySchema },
      },
    },
    (request) => service.undo(requireAuth(request.auth), request.params.id),
  );

  app.post(
    '/vehicles/:id/odometer',
    {
      config,
      schema: {
        tags,
        summary: "A vehicle's odometer reading typed by hand",
        params: idParamsSchema,
        body: odometerReadingInputSchema,
        response: { 201: odometerReadingSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service.addReading(requireAuth(request.auth), request.params.id, request.body)),
  );

  app.get(
    '/fleet-settings',
    { config, schema: { tags, summary: 'How early items count as due soon', response: { 200: fleetSettingsSchema } } },
    (request) => service.settings(requireAuth(request.auth)),
  );

  app.put(
    '/fleet-settings',
    {
      config: { access: 'adminOrSuperuser', feature: 'vehicles' },
      schema: {
        tags,
        summary: 'Set how early items count as due soon (days before a date, km before a threshold)',
        body: fleetSettingsSchema,
        response: { 200: fleetSettingsSchema },
      },
    },
    (request) => service.saveSettings(requireAuth(request.auth), request.body),
  );
};
