import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { supervisorInputSchema, supervisorSchema, uuidField } from '@rahti/domain';
import type { AppContext } from '../platform/app-context';
import { requireAuth } from '../http/access';
import { createSupervisorsService } from './supervisors.service';

const tags = ['supervisors'];
const feature = 'timesheetManagement' as const;
const userParamsSchema = z.object({ userId: uuidField });

export const supervisorsRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  const service = createSupervisorsService(context);

  app.get(
    '/supervisors',
    {
      config: { access: 'adminOrSuperuser', feature },
      schema: {
        tags,
        summary: 'Supervisors and the drivers and planned shifts assigned to them',
        response: { 200: z.array(supervisorSchema) },
      },
    },
    (request) => service.list(requireAuth(request.auth)),
  );

  app.put(
    '/supervisors/:userId',
    {
      config: { access: 'adminOrSuperuser', feature },
      schema: {
        tags,
        summary: "Replace a user's supervised drivers and planned shifts",
        params: userParamsSchema,
        body: supervisorInputSchema,
        response: { 200: supervisorSchema },
      },
    },
    (request) => service.replace(requireAuth(request.auth), request.params.userId, request.body),
  );
};
