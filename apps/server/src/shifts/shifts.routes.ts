import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  approvalActionSchema,
  endShiftSchema,
  historyEntrySchema,
  idParamsSchema,
  mergeShiftsSchema,
  shiftInputSchema,
  shiftSchema,
  shiftsPageSchema,
  shiftsQuerySchema,
  shiftUpdateSchema,
  splitResultSchema,
  splitShiftSchema,
  versionQuerySchema,
} from '@rahti/domain';
import type { AppContext } from '../platform/app-context';
import { requireAuth } from '../http/access';
import { createShiftActionsService } from './shift-actions.service';
import { createShiftsService } from './shifts.service';

const tags = ['shifts'];
const feature = 'timesheetManagement' as const;
/** A bad id in the path or the body is named in words in the 400. */
const fieldLabels = { id: 'shifts:fields.shift', driverId: 'validation:fields.driver' };
const signedIn = { access: 'signedIn', feature, fieldLabels } as const;
/** Every client; the service narrows the driver app to the driver's own shifts (the role table's `ownItems`). */
const ownItems = { access: 'ownItems', feature, fieldLabels } as const;

/** Shifts (issue 10, decision 0011): every signed-in role reads and corrects; approving is the Admins' and Superusers'. */
export const shiftsRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  const shifts = createShiftsService(context);
  const actions = createShiftActionsService(context);

  for (const url of ['/organisation/shifts', '/shifts']) {
    app.get(
      url,
      {
        config: ownItems,
        schema: {
          tags,
          summary: "A period's shifts, filtered, in start order, a page at a time",
          querystring: shiftsQuerySchema,
          response: { 200: shiftsPageSchema },
        },
      },
      (request) => shifts.list(requireAuth(request.auth), request.query),
    );
  }

  app.get(
    '/shifts/:id',
    {
      config: ownItems,
      schema: { tags, summary: 'One shift with its events', params: idParamsSchema, response: { 200: shiftSchema } },
    },
    (request) => shifts.get(requireAuth(request.auth), request.params.id),
  );

  app.get(
    '/shifts/:id/history',
    {
      config: ownItems,
      schema: {
        tags,
        summary: "A shift's changes: who, when, before and after, newest first",
        params: idParamsSchema,
        response: { 200: z.array(historyEntrySchema) },
      },
    },
    (request) => shifts.history(requireAuth(request.auth), request.params.id),
  );

  app.post(
    '/shifts',
    {
      config: ownItems,
      schema: {
        tags,
        summary: 'Add a shift (a client key seen before answers the stored shift)',
        body: shiftInputSchema,
        response: { 200: shiftSchema, 201: shiftSchema },
      },
    },
    async (request, reply) => {
      const { shift, created } = await shifts.create(requireAuth(request.auth), request.body);
      return reply.status(created ? 201 : 200).send(shift);
    },
  );

  app.put(
    '/shifts/:id',
    {
      config: ownItems,
      schema: {
        tags,
        summary: 'Change a shift at the version read',
        params: idParamsSchema,
        body: shiftUpdateSchema,
        response: { 200: shiftSchema },
      },
    },
    (request) => shifts.update(requireAuth(request.auth), request.params.id, request.body),
  );

  app.delete(
    '/shifts/:id',
    {
      config: { ...signedIn, access: 'adminOrSuperuser' },
      schema: {
        tags,
        summary: 'Remove a shift that is not approved',
        params: idParamsSchema,
        querystring: versionQuerySchema,
      },
    },
    async (request, reply) => {
      await shifts.remove(requireAuth(request.auth), request.params.id, request.query.version);
      return reply.status(204).send();
    },
  );

  app.post(
    '/shifts/:id/split',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Split a shift in two at an instant',
        params: idParamsSchema,
        body: splitShiftSchema,
        response: { 200: splitResultSchema },
      },
    },
    (request) => actions.split(requireAuth(request.auth), request.params.id, request.body),
  );

  app.post(
    '/shifts/merge',
    {
      config: signedIn,
      schema: {
        tags,
        summary: "Merge two of a driver's shifts into the earlier one",
        body: mergeShiftsSchema,
        response: { 200: shiftSchema },
      },
    },
    (request) => actions.merge(requireAuth(request.auth), request.body),
  );

  app.post(
    '/shifts/:id/end',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'End an ongoing shift (its running event) at an instant',
        params: idParamsSchema,
        body: endShiftSchema,
        response: { 200: shiftSchema },
      },
    },
    (request) => actions.end(requireAuth(request.auth), request.params.id, request.body),
  );

  app.post(
    '/shifts/:id/approval',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Check, approve, remove an approval, or accept or reject the driver’s edit',
        params: idParamsSchema,
        body: approvalActionSchema,
        response: { 200: shiftSchema },
      },
    },
    (request) => actions.approval(requireAuth(request.auth), request.params.id, request.body),
  );
};
