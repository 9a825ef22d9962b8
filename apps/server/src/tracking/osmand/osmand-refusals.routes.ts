import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { osmandRefusalsSchema } from '@rahti/domain';
import type { AppContext } from '../../platform/app-context';
import { requireAuth } from '../../http/access';
import { createOsmandRefusalsService } from './osmand-refusals.service';

const summary =
  "Positions from tracking devices refused for the organisation's vehicles (not activated, IMEI in use); for the site operator also those of unknown devices";

/** What the OsmAnd listener refused, for the equipment page (decision 0015). */
export const osmandRefusalsRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  const service = createOsmandRefusalsService(context);
  app.get(
    '/tracking/osmand/refusals',
    {
      config: { access: 'admin', feature: 'vehicles' },
      schema: { tags: ['tracking'], summary, response: { 200: osmandRefusalsSchema } },
    },
    (request) => service.find(requireAuth(request.auth)),
  );
};
