import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  absenceInputSchema,
  absenceSchema,
  absencesPageSchema,
  absencesQuerySchema,
  absenceUpdateSchema,
  approvalActionSchema,
  historyEntrySchema,
  idParamsSchema,
  versionQuerySchema,
} from '@rahti/domain';
import type { AppContext } from '../platform/app-context';
import { requireAuth } from '../http/access';
import { createAbsencesService } from './absences.service';

const tags = ['absences'];
const feature = 'timesheetManagement' as const;
/** Every client; the service narrows the driver app to the driver's own absences (the role table's `ownItems`). */
const ownItems = { access: 'ownItems', feature } as const;

export const absencesRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  const service = createAbsencesService(context);

  app.get(
    '/absences',
    {
      config: ownItems,
      schema: {
        tags,
        summary: 'Absences overlapping a period, paged',
        querystring: absencesQuerySchema,
        response: { 200: absencesPageSchema },
      },
    },
    (request) => service.list(requireAuth(request.auth), request.query),
  );

  app.get(
    '/absences/:id',
    {
      config: ownItems,
      schema: { tags, summary: 'One absence', params: idParamsSchema, response: { 200: absenceSchema } },
    },
    (request) => service.get(requireAuth(request.auth), request.params.id),
  );

  app.get(
    '/absences/:id/history',
    {
      config: ownItems,
      schema: {
        tags,
        summary: "An absence's changes, newest first",
        params: idParamsSchema,
        response: { 200: z.array(historyEntrySchema) },
      },
    },
    (request) => service.history(requireAuth(request.auth), request.params.id),
  );

  app.post(
    '/absences',
    {
      config: ownItems,
      schema: {
        tags,
        summary: 'Record an absence (the same client key again answers the stored one)',
        body: absenceInputSchema,
        response: { 200: absenceSchema, 201: absenceSchema },
      },
    },
    async (request, reply) => {
      const { absence, created } = await service.create(requireAuth(request.auth), request.body);
      return reply.status(created ? 201 : 200).send(absence);
    },
  );

  app.put(
    '/absences/:id',
    {
      config: ownItems,
      schema: {
        tags,
        summary: 'Change an absence at the version read',
        params: idParamsSchema,
        body: absenceUpdateSchema,
        response: { 200: absenceSchema },
      },
    },
    (request) => service.update(requireAuth(request.auth), request.params.id, request.body),
  );

  app.delete(
    '/absences/:id',
    {
      config: { access: 'adminOrSuperuser', feature },
      schema: {
        tags,
        summary: 'Remove an absence that is not approved',
        params: idParamsSchema,
        querystring: versionQuerySchema,
      },
    },
    async (request, reply) => {
      await service.remove(requireAuth(request.auth), request.params.id, request.query.version);
      return reply.status(204).send();
    },
  );

  app.post(
    '/absences/:id/approval',
    {
      config: { access: 'signedIn', feature },
      schema: {
        tags,
        summary: 'Check, approve or review a driver edit of an absence',
        params: idParamsSchema,
        body: approvalActionSchema,
        response: { 200: absenceSchema },
      },
    },
    (request) =>
      service.approval(requireAuth(request.auth), request.params.id, request.body.action, request.body.version),
  );
};
