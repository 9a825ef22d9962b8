import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  reportIdParamsSchema,
  reportScheduleInputSchema,
  reportScheduleSchema,
  reportSchedulesSchema,
} from '@rahti/domain';
import type { AppContext } from '../platform/app-context';
import { requireAuth } from '../http/access';
import { createReportSchedulesService } from './report-schedules.service';

const tags = ['reports'];
/** Who mails the organisation's figures to whom is the organisation's setting: Admin and Superuser. */
const config = { access: 'adminOrSuperuser', feature: 'reports' } as const;

/** Scheduled reports (issue 27): weekly or monthly, by mail with the file attached. */
export const reportSchedulesRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  const service = createReportSchedulesService(context);

  app.get(
    '/report-schedules',
    { config, schema: { tags, summary: 'The scheduled reports', response: { 200: reportSchedulesSchema } } },
    (request) => service.list(requireAuth(request.auth)),
  );

  app.post(
    '/report-schedules',
    {
      config,
      schema: {
        tags,
        summary: 'Schedule a report: weekly on a weekday (1 Monday … 7 Sunday) or monthly on a day 1–28',
        body: reportScheduleInputSchema,
        response: { 201: reportScheduleSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await service.create(requireAuth(request.auth), request.body)),
  );

  app.put(
    '/report-schedules/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Change a scheduled report',
        params: reportIdParamsSchema,
        body: reportScheduleInputSchema,
        response: { 200: reportScheduleSchema },
      },
    },
    (request) => service.update(requireAuth(request.auth), request.params.id, request.body),
  );

  app.delete(
    '/report-schedules/:id',
    { config, schema: { tags, summary: 'Remove a scheduled report', params: reportIdParamsSchema } },
    async (request, reply) => {
      await service.remove(requireAuth(request.auth), request.params.id);
      return reply.code(204).send();
    },
  );
};
