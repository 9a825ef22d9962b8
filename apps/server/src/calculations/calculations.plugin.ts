import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../platform/app-context';
import { organisationSettingsRoutes } from '../organisation-settings/organisation-settings.routes';
import { calculationDefaultsRoutes } from './calculation-defaults.routes';
import { calculationImagesRoutes } from './calculation-images.routes';
import { calculationsRoutes } from './calculations.routes';

/** Everything of the profitability calculators (issue 3), registered with one line in api-routes.ts. */
export const calculatorRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  for (const routes of [
    calculationDefaultsRoutes,
    calculationsRoutes,
    calculationImagesRoutes,
    organisationSettingsRoutes,
  ]) {
    await app.register(routes, { context });
  }
};
