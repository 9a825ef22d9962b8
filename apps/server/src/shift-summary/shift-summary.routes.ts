import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { shiftSummaryPageSchema, shiftSummaryQuerySchema } from '@rahti/domain';
import type { AppContext } from '../platform/app-context';
import { requireAuth } from '../http/access';
import { requestLanguage } from '../http/request-language';
import { shiftSummaryCsv } from './shift-summary-export';
import { createShiftSummaryService } from './shift-summary.service';

const tags = ['shift summary'];
const feature = 'timesheetManagement' as const;

/** The shift summary (issue 10): every signed-in role reads it; a supervisor sees their drivers. */
export const shiftSummaryRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  const service = createShiftSummaryService(context);

  app.get(
    '/shift-summary',
    {
      config: { access: 'signedIn', feature },
      schema: {
        tags,
        summary: 'Shift summary per driver and period (approved items only), paged by driver name',
        querystring: shiftSummaryQuerySchema,
        response: { 200: shiftSummaryPageSchema },
      },
    },
    (request) => service.page(requireAuth(request.auth), request.query),
  );

  app.get(
    '/shift-summary.csv',
    {
      config: { access: 'signedIn', feature },
      schema: {
        tags,
        summary: 'Every row of the shift summary as CSV (semicolons, byte-order mark)',
        querystring: shiftSummaryQuerySchema,
      },
    },
    async (request, reply) => {
      const rows = await service.all(requireAuth(request.auth), request.query);
      const csv = shiftSummaryCsv(rows, context.translator, requestLanguage(request));
      const fileName = `shift-summary-${request.query.from}-${request.query.to}.csv`;
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .send(csv);
    },
  );
};
