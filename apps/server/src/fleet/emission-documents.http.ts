import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { emissionsCustomerQuerySchema, emissionsQuerySchema } from '@rahti/domain';
import type { AppContext } from '../platform/app-context';
import { requireAuth } from '../http/access';
import { requestLanguage } from '../http/request-language';
import { createEmissionDocuments } from './emission-documents.service';
import { emissionsCsvFileName } from './emissions-csv';

const tags = ['fuel and emissions'];

/** The emissions report as a CSV file and, for one customer, as a PDF (issue 25), in the caller's language. */
export const emissionDocumentsRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  const documents = createEmissionDocuments(context);
  const reports = { access: 'signedIn', feature: 'reports' } as const;

  app.get(
    '/emissions/csv',
    {
      config: reports,
      schema: {
        tags,
        summary: 'The emissions report as CSV (semicolons, byte-order mark): its rows, then the totals',
        querystring: emissionsQuerySchema,
      },
    },
    async (request, reply) => {
      const language = requestLanguage(request);
      const csv = await documents.csv(requireAuth(request.auth), request.query, language);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${emissionsCsvFileName(request.query)}"`)
        .send(csv);
    },
  );

  app.get(
    '/emissions/pdf',
    {
      config: reports,
      schema: {
        tags,
        summary:
          "A customer's tasks of a period with their CO₂e (TTW, WTT, WTW, g per t·km), the method and the factors, as an A4 PDF",
        querystring: emissionsCustomerQuerySchema,
      },
    },
    async (request, reply) => {
      const { from, to } = request.query;
      const pdf = await documents.customerPdf(requireAuth(request.auth), request.query, requestLanguage(request));
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="emissions-${from}-${to}.pdf"`)
        .send(Buffer.from(pdf));
    },
  );
};
