import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { salaryTypeCodeInputSchema, salaryTypeCodeSchema, salaryTypeCodeUpdateSchema } from '@rahti/domain';
import type { AppContext } from '../platform/app-context';
import { requireAuth } from '../http/access';
import { createSalaryTypeCodesService } from './salary-type-codes.service';

const tags = ['salary type codes'];

/**
 * GET, POST, PUT /SalaryTypeCodes/ (spec section 7; PUT carries the id in the body). Read by
 * every signed-in role, written by Admins and Superusers.
 */
export const salaryTypeCodesRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  const service = createSalaryTypeCodesService(context);

  app.get(
    '/SalaryTypeCodes',
    {
      config: { access: 'signedIn' },
      schema: { tags, summary: "The organisation's payroll codes", response: { 200: z.array(salaryTypeCodeSchema) } },
    },
    (request) => service.list(requireAuth(request.auth)),
  );

  app.post(
    '/SalaryTypeCodes',
    {
      config: { access: 'adminOrSuperuser' },
      schema: {
        tags,
        summary: 'Add a payroll code',
        body: salaryTypeCodeInputSchema,
        response: { 201: salaryTypeCodeSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await service.create(requireAuth(request.auth), request.body)),
  );

  app.put(
    '/SalaryTypeCodes',
    {
      config: { access: 'adminOrSuperuser' },
      schema: {
        tags,
        summary: 'Change a payroll code (id in the body)',
        body: salaryTypeCodeUpdateSchema,
        response: { 200: salaryTypeCodeSchema },
      },
    },
    (request) => {
      const { id, ...input } = request.body;
      return service.update(requireAuth(request.auth), id, input);
    },
  );
};
