import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fleetCalendarFeedInputSchema, fleetCalendarFeedSchema, fleetCalendarTokenParamsSchema } from '@rahti/domain';
import { notFound } from '../http/api-error';
import { requireAuth } from '../http/access';
import type { AppContext } from '../platform/app-context';
import { createFleetCalendarFeedService } from './fleet-calendar-feed.service';

const tags = ['fleet'];
/** Turning the feed on, renewing and turning it off are the Admin's: the address opens the fleet's due dates to whoever has it. */
const adminAccess = { access: 'admin', feature: 'vehicles' } as const;

/** The organisation's iCalendar feed of due dates (issue 25). */
export const fleetCalendarRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  const service = createFleetCalendarFeedService(context);

  app.get(
    '/fleet-calendar/:token.ics',
    {
      // A calendar client signs in to nothing: the secret token in the address is the key, as a
      // health check needs none. An unknown, renewed or turned-off token is 404.
      config: { access: 'public' },
      schema: {
        tags,
        summary: "The organisation's due dates as an iCalendar feed (RFC 5545), at the secret address POST gave",
        params: fleetCalendarTokenParamsSchema,
      },
    },
    async (request, reply) => {
      const text = await service.calendar(request.params.token);
      if (text === undefined) throw notFound();
      return reply
        .type('text/calendar; charset=utf-8')
        .header('cache-control', 'private, no-cache')
        .header('content-disposition', 'inline; filename="fleet.ics"')
        .send(text);
    },
  );

  app.get(
    '/fleet-calendar-feed',
    {
      config: adminAccess,
      schema: {
        tags,
        summary: 'Whether the organisation has a calendar feed (its address is shown only when made)',
        response: { 200: fleetCalendarFeedSchema },
      },
    },
    (request) => service.status(requireAuth(request.auth)),
  );

  app.post(
    '/fleet-calendar-feed',
    {
      config: adminAccess,
      schema: {
        tags,
        summary: 'Turn the calendar feed on, or give it a new address (the old one stops working); answers the address',
        body: fleetCalendarFeedInputSchema,
        response: { 200: fleetCalendarFeedSchema },
      },
    },
    (request) => service.renew(requireAuth(request.auth), request.body),
  );

  app.delete(
    '/fleet-calendar-feed',
    { config: adminAccess, schema: { tags, summary: 'Turn the calendar feed off: its address stops working' } },
    async (request, reply) => {
      await service.remove(requireAuth(request.auth));
      return reply.status(204).send();
    },
  );
};
