import { sql } from 'kysely';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../platform/app-context';

const healthSchema = z.object({ status: z.enum(['ok', 'error']), database: z.enum(['pglite', 'postgres']) });

export const healthRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  app.get(
    '/health',
    {
      config: { access: 'public' },
      schema: {
        tags: ['platform'],
        summary: 'Liveness and database check',
        response: { 200: healthSchema, 503: healthSchema },
      },
    },
    async (_request, reply) => {
      const database = context.database.kind;
      try {
        await sql`select 1`.execute(context.database.db);
        return { status: 'ok' as const, database };
      } catch {
        return reply.status(503).send({ status: 'error' as const, database });
      }
    },
  );
};
