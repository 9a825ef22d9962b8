import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  driverFetchStatusSchema,
  externalCredentialInputSchema,
  externalCredentialSchema,
  externalCredentialUpdateSchema,
  externalDriverSchema,
  externalVehicleSchema,
  fetchStatusSchema,
  linkExternalVehicleSchema,
  serviceQuerySchema,
  tryCredentialsResultSchema,
  tryCredentialsSchema,
  uuidField,
} from '@rahti/domain';
import type { AppContext } from '../platform/app-context';
import { callerInRequestLanguage } from '../http/request-language';
import { createExternalServicesService } from './external-services.service';

const tags = ['external services'];
const config = { access: 'adminOrSuperuser', feature: 'externalServiceIntegration' } as const;
const caller = callerInRequestLanguage;

/** Spec section 7's Organisation/External… calls, lower-case as the other organisation routes; Admins and Superusers. */
export const externalServicesRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  const service = createExternalServicesService(context);

  app.get(
    '/organisation/externalcredentials',
    {
      config,
      schema: {
        tags,
        summary: "The organisation's external services (never their passwords), with the last fetch",
        response: { 200: z.array(externalCredentialSchema) },
      },
    },
    (request) => service.list(caller(request)),
  );
  app.post(
    '/organisation/externalcredentials',
    {
      config,
      schema: {
        tags,
        summary: 'Add a service (one per kind); the password is stored encrypted and polling starts',
        body: externalCredentialInputSchema,
        response: { 201: externalCredentialSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await service.create(caller(request), request.body)),
  );
  app.put(
    '/organisation/externalcredentials',
    {
      config,
      schema: {
        tags,
        summary: 'Change a service; an empty password keeps the stored one',
        body: externalCredentialUpdateSchema,
        response: { 200: externalCredentialSchema },
      },
    },
    (request) => service.update(caller(request), request.body.id, request.body),
  );
  app.delete(
    '/organisation/:id/externalcredentials',
    {
      config,
      schema: {
        tags,
        summary: 'Remove a service, its vehicle links and its polling',
        params: z.object({ id: uuidField }),
      },
    },
    async (request, reply) => {
      await service.remove(caller(request), request.params.id);
      return reply.code(204).send();
    },
  );
  app.post(
    '/organisation/tryvolvoconnect',
    {
      config,
      schema: {
        tags,
        summary:
          'Check a user and password at the service (Volvo Connect unless an address is given); nothing is stored',
        body: tryCredentialsSchema,
        response: { 200: tryCredentialsResultSchema },
      },
    },
    (request) => service.tryCredentials(request.body, caller(request)),
  );
  app.post(
    '/organisation/fetchexternalvehicles',
    {
      config,
      schema: {
        tags,
        summary: "Fetch the service's vehicles (new ones unlinked, links kept)",
        body: serviceQuerySchema,
        response: { 200: z.array(externalVehicleSchema) },
      },
    },
    (request) => service.fetchVehicles(caller(request), request.body.serviceName),
  );
  app.post(
    '/organisation/fetchexternaldrivers',
    {
      config,
      schema: {
        tags,
        summary:
          "Read the trucks' newest statuses now and keep the driver cards they name, each with our driver holding that card",
        body: serviceQuerySchema,
        response: { 200: z.array(externalDriverSchema) },
      },
    },
    (request) => service.fetchDrivers(caller(request), request.body.serviceName),
  );
  app.get(
    '/organisation/externalvehicles',
    {
      config,
      schema: {
        tags,
        summary: "The service's vehicles and their links",
        querystring: serviceQuerySchema,
        response: { 200: z.array(externalVehicleSchema) },
      },
    },
    (request) => service.vehicles(caller(request), request.query.serviceName),
  );
  app.post(
    '/organisation/externalvehicles',
    {
      config,
      schema: {
        tags,
        summary: "Link a service's vehicle to an activated vehicle of ours (null unlinks)",
        querystring: serviceQuerySchema,
        body: linkExternalVehicleSchema,
        response: { 200: z.array(externalVehicleSchema) },
      },
    },
    (request) => service.link(caller(request), request.query.serviceName, request.body.vin, request.body.vehicleId),
  );
  app.delete(
    '/organisation/externalvehicles',
    {
      config,
      schema: {
        tags,
        summary: "Unlink a service's vehicle",
        querystring: serviceQuerySchema.extend({ vin: z.string().min(1) }),
        response: { 200: z.array(externalVehicleSchema) },
      },
    },
    (request) => service.link(caller(request), request.query.serviceName, request.query.vin, null),
  );
  app.put(
    '/organisation/fetchexternaldata',
    {
      config,
      schema: {
        tags,
        summary: 'Fetch positions now',
        querystring: serviceQuerySchema,
        response: { 200: fetchStatusSchema },
      },
    },
    (request) => service.fetchNow(caller(request), request.query.serviceName),
  );
  app.get(
    '/organisation/fetchstatus',
    {
      config,
      schema: {
        tags,
        summary: "The last fetch, its error and each linked vehicle's newest position",
        querystring: serviceQuerySchema,
        response: { 200: fetchStatusSchema },
      },
    },
    (request) => service.status(caller(request), request.query.serviceName),
  );
  app.get(
    '/organisation/fetchdriverstatus',
    {
      config,
      schema: {
        tags,
        summary:
          'The last fetch and every driver card the service has named, with its holder here, truck, working state and time',
        querystring: serviceQuerySchema,
        response: { 200: driverFetchStatusSchema },
      },
    },
    (request) => service.driverStatus(caller(request), request.query.serviceName),
  );
};
