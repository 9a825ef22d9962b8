import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  featuresSchema,
  organisationInputSchema,
  organisationSchema,
  organisationSubscriptionSchema,
  organisationWithFeaturesSchema,
  setDeleteSchema,
  uuidField,
} from '@rahti/domain';
import type { AppContext } from '../platform/app-context';
import { requireAuth } from '../http/access';
import { createOrganisationsService } from './organisations.service';

const tags = ['organisations'];
const idParams = z.object({ id: uuidField });

export const organisationsRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  const service = createOrganisationsService(context);

  app.get(
    '/organisation',
    {
      config: { access: 'signedIn' },
      schema: { tags, summary: "The caller's organisation", response: { 200: organisationWithFeaturesSchema } },
    },
    (request) => service.getOwn(requireAuth(request.auth)),
  );

  app.put(
    '/organisation',
    {
      config: { access: 'adminOrSuperuser' },
      schema: {
        tags,
        summary: "Update the caller's organisation",
        body: organisationInputSchema,
        response: { 200: organisationSchema },
      },
    },
    (request) => service.updateOwn(requireAuth(request.auth), request.body),
  );

  app.get(
    '/organisation/features',
    {
      config: { access: 'signedIn' },
      schema: { tags, summary: "The caller's subscription flags", response: { 200: featuresSchema } },
    },
    (request) => requireAuth(request.auth).features,
  );

  app.put(
    '/organisation/:id/setdelete',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Mark an organisation to be deleted',
        params: idParams,
        body: setDeleteSchema,
        response: { 200: organisationSchema },
      },
    },
    (request) => service.setToBeDeleted(requireAuth(request.auth), request.params.id, request.body.setToBeDeleted),
  );

  app.post(
    '/organisation',
    {
      config: { access: 'siteOperator' },
      schema: {
        tags,
        summary: 'Create an organisation (site operator)',
        body: organisationInputSchema,
        response: { 201: organisationWithFeaturesSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await service.create(request.body)),
  );

  app.get(
    '/organisation/all',
    {
      config: { access: 'siteOperator' },
      schema: {
        tags,
        summary: 'Every organisation (site operator)',
        response: { 200: z.array(organisationWithFeaturesSchema) },
      },
    },
    () => service.listAll(),
  );

  app.get(
    '/organisation/all/features',
    {
      config: { access: 'siteOperator' },
      schema: {
        tags,
        summary: "Every organisation's subscription (site operator)",
        response: {
          200: z.array(
            z.object({
              organisationId: z.uuid(),
              organisationName: z.string(),
              vehicleLimit: z.number().nullable(),
              features: featuresSchema,
            }),
          ),
        },
      },
    },
    async () =>
      (await service.listAll()).map((o) => ({
        organisationId: o.id,
        organisationName: o.name,
        vehicleLimit: o.vehicleLimit,
        features: o.features,
      })),
  );

  app.put(
    '/organisation/:id/subscription',
    {
      config: { access: 'siteOperator' },
      schema: {
        tags,
        summary: "Set an organisation's features and vehicle limit (site operator)",
        params: idParams,
        body: organisationSubscriptionSchema,
        response: { 200: organisationWithFeaturesSchema },
      },
    },
    (request) => service.updateSubscription(request.params.id, request.body),
  );
};
