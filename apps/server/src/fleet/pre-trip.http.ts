import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  preTripChecklistsInputSchema,
  preTripChecklistsSchema,
  preTripChecksQuerySchema,
  preTripChecksSchema,
} from '@rahti/domain';
import type { AppContext } from '../platform/app-context';
import { requireAuth } from '../http/access';
import { fleetAccess } from './fleet-items.http';
import { createPreTripChecklistsService } from './pre-trip-checklists.service';
import { createPreTripChecksService } from './pre-trip-checks.service';

const tags = ['fleet'];

/**
 * The office's side of the pre-trip check (issue 25, decision 0034): the checklists per vehicle
 * class (an Admin writes them) and the checks drivers sent, with their defects. The driver app
 * reads the checklists with its context and sends checks through its sync.
 */
export const preTripRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  const checklists = createPreTripChecklistsService(context);
  const checks = createPreTripChecksService(context);

  app.get(
    '/pre-trip-checklists',
    {
      config: fleetAccess,
      schema: {
        tags,
        summary: "Every vehicle class's pre-trip checklist: the organisation's own, or the built-in one",
        response: { 200: preTripChecklistsSchema },
      },
    },
    (request) => checklists.list(requireAuth(request.auth)),
  );

  app.put(
    '/pre-trip-checklists',
    {
      config: { access: 'admin', feature: 'vehicles' },
      schema: {
        tags,
        summary: "Write vehicle classes' checklists (items null: the built-in list again); answers every class",
        body: preTripChecklistsInputSchema,
        response: { 200: preTripChecklistsSchema },
      },
    },
    (request) => checklists.save(requireAuth(request.auth), request.body),
  );

  app.get(
    '/pre-trip-checks',
    {
      config: fleetAccess,
      schema: {
        tags,
        summary:
          'The pre-trip checks of the local dates from–to, newest first: driver, vehicle, each answer with its photos and the maintenance item a defect became',
        querystring: preTripChecksQuerySchema,
        response: { 200: preTripChecksSchema },
      },
    },
    (request) => checks.list(requireAuth(request.auth), request.query),
  );
};
