import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  appAccountResultSchema,
  appAccountsInputSchema,
  driverInputSchema,
  driverListQuerySchema,
  driverSchema,
  idParamsSchema,
} from '@rahti/domain';
import type { AppContext } from '../platform/app-context';
import { createDriverGroupsService } from '../driver-groups/driver-groups.service';
import { createNamedUnitsService } from '../departments/named-units.service';
import { requireAuth } from '../http/access';
import { requestLanguage } from '../http/request-language';
import { createAppAccountsService } from './app-accounts.service';
import { driversCsv } from './drivers-export';
import { createDriversService } from './drivers.service';

const tags = ['drivers'];
const feature = 'drivers' as const;
/** A bad id in the path is named in words in the 400. */
const fieldLabels = { id: 'validation:fields.driver' };

/** Drivers: every signed-in role reads (planners, supervisors); Admins and Superusers write. */
export const driversRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  const service = createDriversService(context);
  const appAccounts = createAppAccountsService(context);
  const departments = createNamedUnitsService(context, 'departments');
  const bases = createNamedUnitsService(context, 'bases');
  const groups = createDriverGroupsService(context);

  app.get(
    '/drivers',
    {
      config: { access: 'signedIn', feature },
      schema: {
        tags,
        summary: 'Drivers: search, filter, sort',
        querystring: driverListQuerySchema,
        response: { 200: z.array(driverSchema) },
      },
    },
    (request) => service.list(requireAuth(request.auth), request.query),
  );

  app.get(
    '/drivers/export.csv',
    {
      config: { access: 'signedIn', feature },
      schema: {
        tags,
        summary: 'The filtered driver list as CSV (semicolons, byte-order mark)',
        querystring: driverListQuerySchema,
      },
    },
    async (request, reply) => {
      const auth = requireAuth(request.auth);
      const [drivers, departmentList, baseList, groupList] = await Promise.all([
        service.list(auth, request.query),
        departments.list(auth),
        bases.list(auth),
        groups.list(auth),
      ]);
      const language = requestLanguage(request);
      const csv = driversCsv(
        drivers,
        { departments: departmentList, bases: baseList, groups: groupList },
        context.translator,
        language,
      );
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="drivers.csv"')
        .send(csv);
    },
  );

  app.get(
    '/drivers/:id',
    {
      config: { access: 'signedIn', feature, fieldLabels },
      schema: { tags, summary: 'One driver', params: idParamsSchema, response: { 200: driverSchema } },
    },
    (request) => service.get(requireAuth(request.auth), request.params.id),
  );

  app.post(
    '/drivers',
    {
      config: { access: 'adminOrSuperuser', feature },
      schema: { tags, summary: 'Add a driver', body: driverInputSchema, response: { 201: driverSchema } },
    },
    async (request, reply) => reply.status(201).send(await service.create(requireAuth(request.auth), request.body)),
  );

  app.put(
    '/drivers/:id',
    {
      config: { access: 'adminOrSuperuser', feature, fieldLabels },
      schema: {
        tags,
        summary: 'Change a driver',
        params: idParamsSchema,
        body: driverInputSchema,
        response: { 200: driverSchema },
      },
    },
    (request) => service.update(requireAuth(request.auth), request.params.id, request.body),
  );

  app.delete(
    '/drivers/:id',
    {
      config: { access: 'adminOrSuperuser', feature, fieldLabels },
      schema: {
        tags,
        summary: 'Remove a driver (the app account is switched off, history kept)',
        params: idParamsSchema,
      },
    },
    async (request, reply) => {
      await service.remove(requireAuth(request.auth), request.params.id);
      return reply.status(204).send();
    },
  );

  app.post(
    '/drivers/app-accounts',
    {
      config: { access: 'adminOrSuperuser', feature },
      schema: {
        tags,
        summary: 'Activate or deactivate driver-app accounts',
        body: appAccountsInputSchema,
        response: { 200: z.array(appAccountResultSchema) },
      },
    },
    (request) => appAccounts.setActive(requireAuth(request.auth), request.body),
  );
};
