import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  idParamsSchema,
  SHARING_DATA_TYPES,
  shareReadSchema,
  shareSchema,
  sharedItemsQuerySchema,
  sharedItemsSchema,
  sharingCreatedSchema,
  sharingInputSchema,
  sharingJoinedSchema,
  sharingJoinSchema,
  uuidField,
} from '@rahti/domain';
import type { AppContext } from '../platform/app-context';
import { requireAuth } from '../http/access';
import { createSharingService } from './sharing.service';
import { createSharedItemsService } from './shared-items.service';

const tags = ['sharing'];
const feature = 'sharing' as const;
/** Opening, approving and ending a share gives another organisation the office's data: the organisation's managers do it. */
const manage = { access: 'adminOrSuperuser', feature } as const;
const read = { access: 'signedIn', feature } as const;

/** Sharing between organisations by a code (issue 27, decision 0037). */
export const sharingRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  const service = createSharingService(context);
  const items = createSharedItemsService(context);

  app.get(
    '/sharing',
    {
      config: read,
      schema: {
        tags,
        summary: 'Shares the organisation made or joined, newest first',
        response: { 200: z.array(shareSchema) },
      },
    },
    (request) => service.list(requireAuth(request.auth)),
  );

  app.post(
    '/sharing',
    {
      config: { ...manage, fieldLabels: { dataTypes: 'sharing:dataTypes' } },
      schema: {
        tags,
        summary: 'Make a share of some data types, to send or to retrieve; answers its 16-character code',
        body: sharingInputSchema,
        response: { 201: sharingCreatedSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await service.create(requireAuth(request.auth), request.body)),
  );

  app.post(
    '/sharing/join',
    {
      config: { ...manage, fieldLabels: { code: 'sharing:code' } },
      schema: {
        tags,
        summary: "Join another organisation's share with its code; it then awaits its maker's approval",
        body: sharingJoinSchema,
        response: { 201: sharingJoinedSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await service.join(requireAuth(request.auth), request.body.code)),
  );

  app.get(
    '/sharing/:id',
    { config: read, schema: { tags, summary: 'One share', params: idParamsSchema, response: { 200: shareSchema } } },
    (request) => service.get(requireAuth(request.auth), request.params.id),
  );

  app.post(
    '/sharing/:id/approve',
    {
      config: manage,
      schema: {
        tags,
        summary: 'Approve a joined share (its maker)',
        params: idParamsSchema,
        response: { 200: shareSchema },
      },
    },
    (request) => service.approve(requireAuth(request.auth), request.params.id),
  );

  app.delete(
    '/sharing/:id',
    { config: manage, schema: { tags, summary: 'End a share at once (either side)', params: idParamsSchema } },
    async (request, reply) => {
      await service.end(requireAuth(request.auth), request.params.id);
      return reply.status(204).send();
    },
  );

  app.get(
    '/sharing/:id/reads',
    {
      config: read,
      schema: {
        tags,
        summary: "The other organisation's reads of what the caller shares, newest first",
        params: idParamsSchema,
        response: { 200: z.array(shareReadSchema) },
      },
    },
    (request) => service.reads(requireAuth(request.auth), request.params.id),
  );

  app.get(
    '/sharing/:id/items/:dataType',
    {
      config: read,
      schema: {
        tags,
        summary: 'What the share lets the caller read of one data type in a period (read-only; logged for the owner)',
        params: z.object({ id: uuidField, dataType: z.enum(SHARING_DATA_TYPES) }),
        querystring: sharedItemsQuerySchema,
        response: { 200: sharedItemsSchema },
      },
    },
    (request) => items.read(requireAuth(request.auth), request.params.id, request.params.dataType, request.query),
  );
};
