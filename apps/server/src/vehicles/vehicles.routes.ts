import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  equipmentSchema,
  idParamsSchema,
  vehicleActivationSchema,
  vehicleInputSchema,
  vehicleSchema,
} from '@rahti/domain';
import type { AppContext } from '../platform/app-context';
import { requireAuth } from '../http/access';
import { createVehiclesService } from './vehicles.service';

const tags = ['vehicles'];
const feature = 'vehicles' as const;
/** A bad id in the path is named in words in the 400. */
const fieldLabels = { id: 'validation:fields.vehicle' };

/** Vehicles: everyone signed in reads (drivers and planners pick vehicles); Admins and Superusers write. */
export const vehiclesRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  const service = createVehiclesService(context);

  app.get(
    '/vehicles',
    {
      config: { access: 'signedIn', feature },
      schema: { tags, summary: "The organisation's vehicles", response: { 200: z.array(vehicleSchema) } },
    },
    (request) => service.list(requireAuth(request.auth)),
  );

  app.get(
    '/vehicles/:id',
    {
      config: { access: 'signedIn', feature, fieldLabels },
      schema: { tags, summary: 'One vehicle', params: idParamsSchema, response: { 200: vehicleSchema } },
    },
    (request) => service.get(requireAuth(request.auth), request.params.id),
  );

  app.post(
    '/vehicles',
    {
      config: { access: 'adminOrSuperuser', feature },
      schema: { tags, summary: 'Add a vehicle (inactive)', body: vehicleInputSchema, response: { 201: vehicleSchema } },
    },
    async (request, reply) => reply.status(201).send(await service.create(requireAuth(request.auth), request.body)),
  );

  app.put(
    '/vehicles/:id',
    {
      config: { access: 'adminOrSuperuser', feature, fieldLabels },
      schema: {
        tags,
        summary: 'Change a vehicle',
        params: idParamsSchema,
        body: vehicleInputSchema,
        response: { 200: vehicleSchema },
      },
    },
    (request) => service.update(requireAuth(request.auth), request.params.id, request.body),
  );

  app.delete(
    '/vehicles/:id',
    {
      config: { access: 'adminOrSuperuser', feature, fieldLabels },
      schema: { tags, summary: 'Delete a vehicle (refused while shared)', params: idParamsSchema },
    },
    async (request, reply) => {
      await service.remove(requireAuth(request.auth), request.params.id);
      return reply.status(204).send();
    },
  );

  app.put(
    '/vehicles/:id/active',
    {
      config: { access: 'adminOrSuperuser', feature, fieldLabels },
      schema: {
        tags,
        summary: 'Activate a vehicle (counts against the vehicle limit); only the site operator may deactivate',
        params: idParamsSchema,
        body: vehicleActivationSchema,
        response: { 200: vehicleSchema },
      },
    },
    (request) => service.setActive(requireAuth(request.auth), request.params.id, request.body.active),
  );

  app.put(
    '/administration/vehicles/:id/deactivate',
    {
      config: { access: 'siteOperator', fieldLabels },
      schema: {
        tags,
        summary: "Deactivate any organisation's vehicle (site operator)",
        params: idParamsSchema,
        response: { 200: vehicleSchema },
      },
    },
    (request) => service.deactivateAsOperator(request.params.id),
  );

  app.get(
    '/administration/equipment',
    {
      config: { access: 'admin', feature },
      schema: {
        tags,
        summary: 'Every vehicle with its device identifiers and activation state (Admin)',
        response: { 200: z.array(equipmentSchema) },
      },
    },
    (request) => service.equipment(requireAuth(request.auth)),
  );
};
