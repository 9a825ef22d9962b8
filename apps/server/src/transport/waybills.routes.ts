import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema, waybillSchema, waybillsPageSchema, waybillsQuerySchema } from '@rahti/domain';
import type { AppContext } from '../platform/app-context';
import { requireAuth } from '../http/access';
import { requestLanguage } from '../http/request-language';
import { createWaybillsService } from './waybills.service';

const tags = ['waybills'];
const office = { access: 'signedIn', feature: 'taskProfitability' } as const;

export const waybillsRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  const service = createWaybillsService(context);

  app.get(
    '/waybills',
    {
      config: office,
      schema: {
        tags,
        summary: 'Waybills, newest number first; search by number, sender or consignee',
        querystring: waybillsQuerySchema,
        response: { 200: waybillsPageSchema },
      },
    },
    (request) => service.list(requireAuth(request.auth), request.query),
  );

  app.get(
    '/waybills/:id',
    {
      config: office,
      schema: { tags, summary: 'One waybill', params: idParamsSchema, response: { 200: waybillSchema } },
    },
    (request) => service.get(requireAuth(request.auth), request.params.id),
  );

  app.get(
    '/waybills/:id/pdf',
    {
      config: office,
      schema: {
        tags,
        summary: 'The waybill as an A4 PDF (a rahtikirja, or a CMR note when international), signed once delivered',
        params: idParamsSchema,
      },
    },
    async (request, reply) => {
      const { number, bytes } = await service.pdf(
        requireAuth(request.auth),
        request.params.id,
        requestLanguage(request),
      );
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="waybill-${number}.pdf"`)
        .send(Buffer.from(bytes));
    },
  );
};
