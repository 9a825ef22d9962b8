import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  drivingTimeDriverQuerySchema,
  drivingTimeDriverSchema,
  drivingTimeDriversQuerySchema,
  drivingTimeDriversSchema,
  drivingTimeResultSchema,
  evaluateRequestSchema,
  uuidField,
} from '@rahti/domain';
import type { AppContext } from '../platform/app-context';
import { requireAuth } from '../http/access';
import { createDrivingTimeService } from './driving-time.service';

const tags = ['driving time'];
const feature = 'timesheetManagement' as const;
const MINUTE_MS = 60_000;
/** 10 000 activities are about 1 MB of JSON: room for them, so one more gets the 400 the issue asks for, not a 413. */
const EVALUATE_BODY_LIMIT = 4 * 1024 * 1024;

/** POST /driving-time/evaluate and GET /driving-time/drivers (issue 13's contract): Admins, Superusers and Users. */
export const drivingTimeRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  const service = createDrivingTimeService(context);

  app.post(
    '/driving-time/evaluate',
    {
      config: { access: 'signedIn', feature },
      bodyLimit: EVALUATE_BODY_LIMIT,
      schema: {
        tags,
        summary:
          'EU driving and rest rules on given activities at a moment: weekly driving, what is left, infringements',
        body: evaluateRequestSchema,
        response: { 200: drivingTimeResultSchema },
      },
    },
    (request) => service.evaluate(request.body),
  );

  app.get(
    '/driving-time/drivers',
    {
      config: { access: 'signedIn', feature },
      schema: {
        tags,
        summary:
          'The same figures for every driver with shifts in the two weeks before `at` (default now, to the whole minute), from their shifts',
        querystring: drivingTimeDriversQuerySchema,
        response: { 200: drivingTimeDriversSchema },
      },
    },
    (request) =>
      service.drivers(
        requireAuth(request.auth),
        // The list shows hours and minutes; judged at the whole minute, a minute's requests share one judgement per driver.
        request.query.at ? Date.parse(request.query.at) : Math.floor(context.now().getTime() / MINUTE_MS) * MINUTE_MS,
      ),
  );

  app.get(
    '/driving-time/drivers/:driverId',
    {
      config: { access: 'signedIn', feature },
      schema: {
        tags,
        summary:
          "One driver's figures at `at` (default now) and the activities from `from` (default two weeks before), for the timeline and the timesheet",
        params: z.object({ driverId: uuidField }),
        querystring: drivingTimeDriverQuerySchema,
        response: { 200: drivingTimeDriverSchema },
      },
    },
    (request) => {
      const at = request.query.at ? Date.parse(request.query.at) : context.now().getTime();
      return service.driver(
        requireAuth(request.auth),
        request.params.driverId,
        at,
        request.query.from ? Date.parse(request.query.from) : undefined,
      );
    },
  );
};
