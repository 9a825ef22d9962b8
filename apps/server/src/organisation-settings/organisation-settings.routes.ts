import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  fuelPriceChangeSchema,
  fuelPriceInputSchema,
  fuelPriceSchema,
  uuidField,
  vehicleDetailsInputSchema,
  vehicleDetailsSchema,
  wageDetailsInputSchema,
  wageDetailsSchema,
} from '@rahti/domain';
import type { AppContext } from '../platform/app-context';
import { requireAuth } from '../http/access';
import { createOrganisationSettingsService } from './organisation-settings.service';

const tags = ['organisation settings'];
const read = { access: 'signedIn', feature: 'calculations' } as const;
const write = { access: 'adminOrSuperuser', feature: 'calculations' } as const;
const idParams = z.object({ id: uuidField });

/**
 * Organisation/VehicleDetails, WageDetails, FuelPrices and FuelHistory (spec section 7): every
 * member reads them (they fill new calculations); Admin or Superuser changes them.
 */
export const organisationSettingsRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  const service = createOrganisationSettingsService(context);

  app.get(
    '/organisation/vehicledetails',
    {
      config: read,
      schema: {
        tags,
        summary: 'Own default values per vehicle class and currency',
        response: { 200: z.array(vehicleDetailsSchema) },
      },
    },
    (request) => service.listVehicleDetails(requireAuth(request.auth)),
  );
  app.post(
    '/organisation/vehicledetails',
    {
      config: write,
      schema: {
        tags,
        summary: 'Add own default values for a class',
        body: vehicleDetailsInputSchema,
        response: { 201: vehicleDetailsSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service.createVehicleDetails(requireAuth(request.auth), request.body)),
  );
  app.put(
    '/organisation/vehicledetails/:id',
    {
      config: write,
      schema: {
        tags,
        summary: 'Change own default values',
        params: idParams,
        body: vehicleDetailsInputSchema,
        response: { 200: vehicleDetailsSchema },
      },
    },
    (request) => service.updateVehicleDetails(requireAuth(request.auth), request.params.id, request.body),
  );

  app.get(
    '/organisation/wagedetails',
    {
      config: read,
      schema: {
        tags,
        summary: 'Wage fractions and allowances (own over defaults)',
        response: { 200: wageDetailsSchema },
      },
    },
    (request) => service.getWageDetails(requireAuth(request.auth)),
  );
  app.post(
    '/organisation/wagedetails',
    {
      config: write,
      schema: {
        tags,
        summary: 'Save own wage details',
        body: wageDetailsInputSchema,
        response: { 201: wageDetailsSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service.createWageDetails(requireAuth(request.auth), request.body)),
  );
  app.put(
    '/organisation/wagedetails',
    {
      config: write,
      schema: {
        tags,
        summary: 'Change own wage details',
        body: wageDetailsInputSchema,
        response: { 200: wageDetailsSchema },
      },
    },
    (request) => service.updateWageDetails(requireAuth(request.auth), request.body),
  );

  app.get(
    '/organisation/fuelprices',
    { config: read, schema: { tags, summary: 'Fuel prices', response: { 200: z.array(fuelPriceSchema) } } },
    (request) => service.listFuelPrices(requireAuth(request.auth)),
  );
  app.post(
    '/organisation/fuelprices',
    {
      config: write,
      schema: {
        tags,
        summary: 'Set the price of a fuel',
        body: fuelPriceInputSchema,
        response: { 201: fuelPriceSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service.createFuelPrice(requireAuth(request.auth), request.body)),
  );
  app.put(
    '/organisation/fuelprices/:id',
    {
      config: write,
      schema: {
        tags,
        summary: 'Change a fuel price (recorded in the history)',
        params: idParams,
        body: fuelPriceInputSchema,
        response: { 200: fuelPriceSchema },
      },
    },
    (request) => service.updateFuelPrice(requireAuth(request.auth), request.params.id, request.body),
  );
  app.get(
    '/organisation/fuelhistory',
    {
      config: read,
      schema: {
        tags,
        summary: 'Every fuel price change, newest first',
        response: { 200: z.array(fuelPriceChangeSchema) },
      },
    },
    (request) => service.fuelHistory(requireAuth(request.auth)),
  );
};
