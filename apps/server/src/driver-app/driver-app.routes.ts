import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  DEVICE_ID_HEADER,
  DEVICE_ID_PATTERN,
  DRIVER_SYNC_LIMITS,
  driverContextSchema,
  recordShiftOperationSchema,
  syncOperationSchema,
  syncCursorField,
  syncResponseSchema,
} from '@rahti/domain';
import type { AppContext } from '../platform/app-context';
import { requireAuth } from '../http/access';
import { createDriverContextService } from './driver-context.service';
import { createDriverSyncService } from './driver-sync.service';

const tags = ['driver app'];
const driverApp = { access: 'driverApp', feature: 'timesheetManagement' } as const;

/**
 * The sync's body as the route checks it: operations as `syncOperationSchema` describes them
 * (so the documentation shows them), or anything else with a key, at most a call's worth. The
 * service checks each operation on its own, so one that a newer rule refuses is answered
 * 'invalid' by its key instead of failing the whole outbox, which the phone would otherwise
 * send again for ever.
 */
const syncBodySchema = z.object({
  operations: z
    .array(z.union([syncOperationSchema, z.looseObject({ key: recordShiftOperationSchema.shape.key })]))
    .max(DRIVER_SYNC_LIMITS.operationsMax, 'validation:tooLong')
    .default([]),
  cursor: syncCursorField.optional(),
});

/** The phone's id when it sent a well-formed one (spec section 9: exactly 10 letters or digits); anything else is no id. */
function deviceIdOf(request: FastifyRequest): string | undefined {
  const value = request.headers[DEVICE_ID_HEADER];
  return typeof value === 'string' && DEVICE_ID_PATTERN.test(value) ? value : undefined;
}

/** The driver app's own API (issue 11, decision 0012); the phone sends its device id as X-Device-Id. */
export const driverAppRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  const driverContext = createDriverContextService(context);
  const sync = createDriverSyncService(context);

  app.get(
    '/driver/me',
    {
      config: driverApp,
      schema: {
        tags,
        summary:
          "The linked driver, their group's permissions and questions, and the vehicles as this phone may choose them",
        response: { 200: driverContextSchema },
      },
    },
    (request) => driverContext.get(requireAuth(request.auth), deviceIdOf(request)),
  );

  app.post(
    '/driver/sync',
    {
      config: driverApp,
      schema: {
        tags,
        summary:
          "Apply the phone's outbox, each key once, and answer the driver's recent shifts and absences, or only `unchanged` when they are still those of the cursor sent (409 when the account is not linked to a driver)",
        body: syncBodySchema,
        response: { 200: syncResponseSchema },
      },
    },
    (request) => sync.sync(requireAuth(request.auth), deviceIdOf(request), request.body),
  );
};
