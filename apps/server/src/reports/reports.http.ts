import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { reportCatalogueSchema, reportDefinitionSchema, reportInputSchema, reportTableSchema } from '@rahti/domain';
import type { AppContext } from '../platform/app-context';
import { requireAuth } from '../http/access';
import { callerInRequestLanguage, requestLanguage } from '../http/request-language';
import { createReportFiles } from './report-files.service';
import { createReportsService } from './reports.service';

const tags = ['reports'];
/** The office's reports: every role of the web app and the organisation's API clients; payroll is narrowed by the service. */
export const reportsAccess = { access: 'signedIn', feature: 'reports' } as const;

/** Reports (issue 27; spec section 7 `POST Organisation/Report`). */
export const reportsRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  const reports = createReportsService(context);
  const files = createReportFiles(context);

  app.get(
    '/reports/catalogue',
    {
      config: reportsAccess,
      schema: {
        tags,
        summary: 'The reports the caller may run, with the groupings and filters each offers',
        response: { 200: reportCatalogueSchema },
      },
    },
    (request) => reports.catalogue(requireAuth(request.auth)),
  );

  app.post(
    '/reports/preview',
    {
      config: reportsAccess,
      schema: {
        tags,
        summary: "A report's table (columns, rows and totals) for the page to show before it is downloaded",
        body: reportDefinitionSchema,
        response: { 200: reportTableSchema },
      },
    },
    (request) => reports.compute(callerInRequestLanguage(request), request.body),
  );

  app.post(
    '/organisation/report',
    {
      config: reportsAccess,
      schema: {
        tags,
        summary:
          'A report as a file: CSV (semicolons, byte-order mark), XLSX or PDF, in the language of Accept-Language',
        body: reportInputSchema,
      },
    },
    async (request, reply) => {
      const file = await files.file(requireAuth(request.auth), request.body, requestLanguage(request));
      return reply
        .type(file.contentType)
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .send(file.body);
    },
  );
};
