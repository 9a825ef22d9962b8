import { z } from 'zod';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  conflictsRequestSchema,
  conflictsResponseSchema,
  idParamsSchema,
  plannedShiftInputSchema,
  plannedShiftSchema,
  plannedShiftsQuerySchema,
  plannedShiftUpdateSchema,
  planningCalendarWireSchema,
  planSuggestionsSchema,
  planPublishSchema,
} from '@rahti/domain';
import type { AppContext } from '../platform/app-context';
import { requireAuth } from '../http/access';
import { forwardSerializerCompiler } from '../http/forward-serializer';
import { createPlanConflictsService } from './plan-conflicts.service';
import { createPlanningCalendarService } from './planning-calendar.service';
import { createPlanSuggestService } from './plan-suggest.service';
import { createPlannedShiftsService } from './planned-shifts.service';

const tags = ['resource planning'];
/** A month's plan of a large office checked at once: 5 000 plans of about 300 bytes each. */
const CONFLICTS_BODY_LIMIT = 2 * 1024 * 1024;
/**
 * Resource planning is always in the menu (spec section 2) and the office's, as routes and tasks
 * are: every role of the web app and the organisation's API clients (decision 0029); a
 * supervisor plans only the drivers assigned to them.
 */
export const planningAccess = { access: 'signedIn' } as const;

/** Planned shifts and their conflicts (issue 24). */
export const planningRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  const service = createPlannedShiftsService(context);
  const conflicts = createPlanConflictsService(context);
  const calendar = createPlanningCalendarService(context);
  const suggest = createPlanSuggestService(context);
  const config = planningAccess;

  // A month of a large office is thousands of plans: checked forward (http/forward-serializer.ts).
  await app.register(async (plugin) => {
    const large = plugin.withTypeProvider<ZodTypeProvider>();
    large.setSerializerCompiler(forwardSerializerCompiler);
    large.get(
      '/planned-shifts',
      {
        config,
        schema: {
          tags,
          summary: 'Planned shifts, drafts and published, overlapping local dates from–to (both included)',
          querystring: plannedShiftsQuerySchema,
          response: { 200: z.array(plannedShiftSchema) },
        },
      },
      (request) => service.list(requireAuth(request.auth), request.query),
    );
    large.get(
      '/resource-planning/calendar',
      {
        config,
        schema: {
          tags,
          summary:
            "The calendar's data for local dates from–to: drivers, routes and their open runs, planned and recorded shifts, absences; compact (ids listed once, instants in minutes from `from`)",
          querystring: plannedShiftsQuerySchema,
          response: { 200: planningCalendarWireSchema },
        },
      },
      (request) => calendar.calendar(requireAuth(request.auth), request.query),
    );
    large.post(
      '/resource-planning/conflicts',
      {
        config,
        bodyLimit: CONFLICTS_BODY_LIMIT,
        schema: {
          tags,
          summary:
            'The conflicts of plans as if added to what is stored (published plans and the caller’s drafts); a stored plan’s id as ref stands for it',
          body: conflictsRequestSchema,
          response: { 200: conflictsResponseSchema },
        },
      },
      async (request) => ({ conflicts: await conflicts.conflicts(requireAuth(request.auth), request.body.plans) }),
    );
    // The calendar's check: what the POST answers for the period's stored plans posted by id,
    // without a browser writing (and the server reading) a megabyte of them first.
    large.get(
      '/resource-planning/conflicts',
      {
        config,
        schema: {
          tags,
          summary:
            "The conflicts of the stored plans overlapping local dates from–to (published plans and the caller's drafts), as POST answers them for those plans posted by id",
          querystring: plannedShiftsQuerySchema,
          response: { 200: conflictsResponseSchema },
        },
      },
      async (request) => {
        const auth = requireAuth(request.auth);
        const stored = await service.checkable(auth, request.query);
        // No plans, no conflicts (the check itself wants at least one plan, as the POST's body does).
        if (stored.length === 0) return { conflicts: [] };
        return { conflicts: await conflicts.conflicts(auth, stored) };
      },
    );
  });

  app.post(
    '/resource-planning/suggest',
    {
      config,
      schema: {
        tags,
        summary:
          "Fill the period: its open route runs given to drivers and vehicles without a conflict, saved as the caller's drafts with the reasons (decision 0030)",
        body: plannedShiftsQuerySchema,
        response: { 200: planSuggestionsSchema },
      },
    },
    (request) => suggest.suggest(requireAuth(request.auth), request.body),
  );

  app.get(
    '/planned-shifts/:id',
    {
      config,
      schema: { tags, summary: 'One planned shift', params: idParamsSchema, response: { 200: plannedShiftSchema } },
    },
    (request) => service.get(requireAuth(request.auth), request.params.id),
  );

  app.post(
    '/planned-shifts',
    {
      config,
      schema: {
        tags,
        summary: 'Add a planned shift, as a draft or published',
        body: plannedShiftInputSchema,
        response: { 201: plannedShiftSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await service.create(requireAuth(request.auth), request.body)),
  );

  app.put(
    '/planned-shifts/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Save a planned shift (the version it was read at; 409 when another planner saved it since)',
        params: idParamsSchema,
        body: plannedShiftUpdateSchema,
        response: { 200: plannedShiftSchema },
      },
    },
    (request) => service.update(requireAuth(request.auth), request.params.id, request.body),
  );

  app.delete(
    '/planned-shifts/:id',
    { config, schema: { tags, summary: 'Remove a planned shift', params: idParamsSchema } },
    async (request, reply) => {
      await service.remove(requireAuth(request.auth), request.params.id);
      return reply.status(204).send();
    },
  );

  app.post(
    '/planned-shifts/publish',
    {
      config,
      schema: {
        tags,
        summary: 'Publish the drafts among the ids at once (the driver app shows them from then)',
        body: planPublishSchema,
        response: { 200: z.object({ published: z.array(z.uuid()) }) },
      },
    },
    (request) => service.publish(requireAuth(request.auth), request.body.ids),
  );

  app.post(
    '/planned-shifts/discard',
    {
      config,
      schema: {
        tags,
        summary: 'Remove the drafts among the ids at once',
        body: planPublishSchema,
        response: { 200: z.object({ discarded: z.array(z.uuid()) }) },
      },
    },
    (request) => service.discard(requireAuth(request.auth), request.body.ids),
  );
};
