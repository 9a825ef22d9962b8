import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DEVICE_ID_HEADER, DEVICE_ID_PATTERN, positionsRequestSchema, positionsResponseSchema } from '@rahti/domain';
import type { AppContext } from '../platform/app-context';
import { requireAuth } from '../http/access';
import { createPositionsService } from './positions.service';

const tags = ['driver app'];

/** The phone's id from its header; a missing or malformed one is no device (a locked vehicle then refuses). */
const deviceIdOf = (header: string | string[] | undefined) =>
  typeof header === 'string' && DEVICE_ID_PATTERN.test(header) ? header : undefined;

/** Positions from the driver app (decision 0012): any signed-in account, refused when not linked to a driver. */
export const positionsRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  const service = createPositionsService(context);

  app.post(
    '/driver/positions',
    {
      config: { access: 'driverApp' },
      schema: {
        tags,
        summary: "Store a batch of the phone's positions (a position sent again is counted as a duplicate)",
        body: positionsRequestSchema,
        response: { 200: positionsResponseSchema },
      },
    },
    (request) =>
      service.storePhonePositions(
        requireAuth(request.auth),
        deviceIdOf(request.headers[DEVICE_ID_HEADER]),
        request.body.positions,
      ),
  );
};
