import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  locationHistoryQuerySchema,
  locationHistorySchema,
  mapSettingsSchema,
  uuidField,
  vehicleLocationsSchema,
} from '@rahti/domain';
import type { AppContext } from '../platform/app-context';
import { requireAuth } from '../http/access';
import { createVehicleLocationsService } from './vehicle-locations.service';

const tags = ['map'];
const feature = 'map' as const;
const DAY_MS = 86_400_000;

/** The location map (issue 14, feature `map`): every signed-in office role. */
export const vehicleLocationsRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  const service = createVehicleLocationsService(context);

  // Every map reads it (the location map and the routes' waypoints, feature `routes`), so it is
  // not gated by the `map` feature: the tile address is configuration, not the fleet's data.
  app.get(
    '/map-settings',
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        summary: "The map's tile source (MAP_TILE_URL) and its attribution",
        response: { 200: mapSettingsSchema },
      },
    },
    () => ({ tileUrl: context.config.mapTileUrl, attribution: context.config.mapTileAttribution }),
  );

  app.get(
    '/vehicle-locations',
    {
      config: { access: 'signedIn', feature },
      schema: {
        tags,
        summary: "Every vehicle's newest position, its driver and whether it is active (reported within 30 minutes)",
        response: { 200: vehicleLocationsSchema },
      },
    },
    (request) => service.latest(requireAuth(request.auth)),
  );

  app.get(
    '/vehicle-locations/:vehicleId/history',
    {
      config: { access: 'signedIn', feature },
      schema: {
        tags,
        summary:
          "One vehicle's track in [from, to) (at most 32 days; the last 24 hours without them), thinned to about 5 000 points, with its stops and shifts",
        params: z.object({ vehicleId: uuidField }),
        querystring: locationHistoryQuerySchema,
        response: { 200: locationHistorySchema },
      },
    },
    (request) => {
      const to = request.query.to ? new Date(request.query.to) : context.now();
      const from = request.query.from ? new Date(request.query.from) : new Date(to.getTime() - DAY_MS);
      return service.history(requireAuth(request.auth), request.params.vehicleId, from, to);
    },
  );
};
