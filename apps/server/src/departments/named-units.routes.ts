import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema, namedUnitInputSchema, namedUnitSchema } from '@rahti/domain';
import type { AppContext } from '../platform/app-context';
import { requireAuth } from '../http/access';
import type { NamedUnitKind } from './named-units.repository';
import { createNamedUnitsService } from './named-units.service';

/**
 * /api/departments and /api/bases: every signed-in role reads them (forms pick from them);
 * Admins and Superusers create, rename and delete.
 */
function namedUnitRoutes(kind: NamedUnitKind): FastifyPluginAsyncZod<{ context: AppContext }> {
  return async (app, { context }) => {
    const service = createNamedUnitsService(context, kind);
    const tags = [kind];
    const path = `/${kind}`;

    app.get(
      path,
      {
        config: { access: 'signedIn' },
        schema: { tags, summary: `List ${kind}`, response: { 200: z.array(namedUnitSchema) } },
      },
      (request) => service.list(requireAuth(request.auth)),
    );

    app.post(
      path,
      {
        config: { access: 'adminOrSuperuser' },
        schema: {
          tags,
          summary: `Create one of the ${kind}`,
          body: namedUnitInputSchema,
          response: { 201: namedUnitSchema },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await service.create(requireAuth(request.auth), request.body.name)),
    );

    app.put(
      `${path}/:id`,
      {
        config: { access: 'adminOrSuperuser' },
        schema: {
          tags,
          summary: 'Rename',
          params: idParamsSchema,
          body: namedUnitInputSchema,
          response: { 200: namedUnitSchema },
        },
      },
      (request) => service.rename(requireAuth(request.auth), request.params.id, request.body.name),
    );

    app.delete(
      `${path}/:id`,
      {
        config: { access: 'adminOrSuperuser' },
        schema: { tags, summary: 'Delete (refused while in use)', params: idParamsSchema },
      },
      async (request, reply) => {
        await service.remove(requireAuth(request.auth), request.params.id);
        return reply.status(204).send();
      },
    );
  };
}

export const departmentsRoutes = namedUnitRoutes('departments');
export const basesRoutes = namedUnitRoutes('bases');
