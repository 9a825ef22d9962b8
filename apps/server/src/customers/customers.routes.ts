import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { customerInputSchema, customerSchema, idParamsSchema } from '@rahti/domain';
import type { AppContext } from '../platform/app-context';
import { requireAuth } from '../http/access';
import { createCustomersService } from './customers.service';

const tags = ['customers'];
const office = { access: 'signedIn' } as const;

/** Spec section 7's `GET Organisation/Customers`, and the register behind it (issue 22). */
export const customersRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  const service = createCustomersService(context);

  app.get(
    '/organisation/customers',
    {
      config: office,
      schema: { tags, summary: "The organisation's customers by name", response: { 200: z.array(customerSchema) } },
    },
    (request) => service.list(requireAuth(request.auth)),
  );

  app.get(
    '/organisation/customers/:id',
    {
      config: office,
      schema: { tags, summary: 'One customer', params: idParamsSchema, response: { 200: customerSchema } },
    },
    (request) => service.get(requireAuth(request.auth), request.params.id),
  );

  app.post(
    '/organisation/customers',
    {
      config: office,
      schema: {
        tags,
        summary: 'Add a customer (the business id is checked and stored normalised)',
        body: customerInputSchema,
        response: { 201: customerSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await service.create(requireAuth(request.auth), request.body)),
  );

  app.put(
    '/organisation/customers/:id',
    {
      config: office,
      schema: {
        tags,
        summary: 'Change a customer',
        params: idParamsSchema,
        body: customerInputSchema,
        response: { 200: customerSchema },
      },
    },
    (request) => service.update(requireAuth(request.auth), request.params.id, request.body),
  );

  app.delete(
    '/organisation/customers/:id',
    {
      config: { access: 'adminOrSuperuser' },
      schema: { tags, summary: 'Remove a customer without tasks', params: idParamsSchema },
    },
    async (request, reply) => {
      await service.remove(requireAuth(request.auth), request.params.id);
      return reply.status(204).send();
    },
  );
};
