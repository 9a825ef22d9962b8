import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eventsPageSchema, eventsQuerySchema } from '@rahti/domain';
import type { AppContext } from '../platform/app-context';
import { requireAuth } from '../http/access';
import { requestLanguage } from '../http/request-language';
import { eventsCsv } from './events-export';
import { createEventsService } from './events.service';

const tags = ['events'];
const feature = 'timesheetManagement' as const;

export const eventsRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  const service = createEventsService(context);

  app.get(
    '/events',
    {
      config: { access: 'signedIn', feature },
      schema: {
        tags,
        summary: 'Every event across drivers in a period, filtered and paged',
        querystring: eventsQuerySchema,
        response: { 200: eventsPageSchema },
      },
    },
    (request) => service.list(requireAuth(request.auth), request.query),
  );

  app.get(
    '/events.csv',
    {
      config: { access: 'signedIn', feature },
      schema: {
        tags,
        summary:
          'The filtered events as CSV: every matching row up to 100 000 (cursor and limit do not apply); semicolons, byte-order mark',
        querystring: eventsQuerySchema,
      },
    },
    async (request, reply) => {
      const { rows, timeZone } = await service.all(requireAuth(request.auth), request.query);
      const csv = eventsCsv(rows, context.translator, requestLanguage(request), timeZone);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="events.csv"')
        .send(csv);
    },
  );
};
