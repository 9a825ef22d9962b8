import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema, taskFeedFetchResultSchema, taskFeedInputSchema, taskFeedSchema } from '@rahti/domain';
import type { AppContext } from '../platform/app-context';
import { callerInRequestLanguage } from '../http/request-language';
import { createTaskFeedsService } from './task-feeds.service';

const tags = ['task feeds'];
/** Managed as the other external services are: Admins and Superusers of an organisation with the integration. */
const config = { access: 'adminOrSuperuser', feature: 'externalServiceIntegration' } as const;
const caller = callerInRequestLanguage;

/** External task feeds (issue 22, decision 0025). */
export const taskFeedsRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  const service = createTaskFeedsService(context);

  app.get(
    '/organisation/task-feeds',
    {
      config,
      schema: {
        tags,
        summary: "The organisation's task feeds (never their passwords), each with its last fetch",
        response: { 200: z.array(taskFeedSchema) },
      },
    },
    (request) => service.list(caller(request)),
  );

  app.get(
    '/organisation/task-feeds/:id',
    { config, schema: { tags, summary: 'One task feed', params: idParamsSchema, response: { 200: taskFeedSchema } } },
    (request) => service.get(caller(request), request.params.id),
  );

  app.post(
    '/organisation/task-feeds',
    {
      config,
      schema: {
        tags,
        summary: 'Connect a task feed; its password is stored sealed and polling starts',
        body: taskFeedInputSchema,
        response: { 201: taskFeedSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await service.create(caller(request), request.body)),
  );

  app.put(
    '/organisation/task-feeds/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Change a task feed; an empty password keeps the stored one',
        params: idParamsSchema,
        body: taskFeedInputSchema,
        response: { 200: taskFeedSchema },
      },
    },
    (request) => service.update(caller(request), request.params.id, request.body),
  );

  app.delete(
    '/organisation/task-feeds/:id',
    { config, schema: { tags, summary: 'Remove a task feed; the tasks it brought stay', params: idParamsSchema } },
    async (request, reply) => {
      await service.remove(caller(request), request.params.id);
      return reply.code(204).send();
    },
  );

  app.post(
    '/organisation/task-feeds/:id/fetch',
    {
      config,
      schema: {
        tags,
        summary: 'Fetch tasks now: new ones added, changed ones updated, each one left out named',
        params: idParamsSchema,
        response: { 200: taskFeedFetchResultSchema },
      },
    },
    (request) => service.fetchNow(caller(request), request.params.id),
  );
};
