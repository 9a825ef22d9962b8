import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contactMessageRecordSchema, contactMessageSchema } from '@rahti/domain';
import type { AppContext } from '../platform/app-context';
import { withSystem } from '../db/tenant';
import { requireAuth } from '../http/access';

const tags = ['contact'];

/** The contact form (the spec's POST /SalesForce): messages wait for the site operator. */
export const contactRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  const { db } = context.database;

  app.post(
    '/salesforce',
    {
      config: { access: 'webApp' },
      schema: {
        tags,
        summary: 'Send a message to sales and support',
        body: contactMessageSchema,
        response: { 201: z.object({ id: z.uuid() }) },
      },
    },
    async (request, reply) => {
      const auth = requireAuth(request.auth);
      const row = await withSystem(db, (tx) =>
        tx
          .insertInto('contact_messages')
          .values({ ...request.body, organisation_id: auth.organisationId, user_id: auth.userId })
          .returning('id')
          .executeTakeFirstOrThrow(),
      );
      return reply.status(201).send({ id: row.id });
    },
  );

  app.get(
    '/salesforce',
    {
      config: { access: 'siteOperator' },
      schema: {
        tags,
        summary: 'Contact messages (site operator)',
        response: { 200: z.array(contactMessageRecordSchema) },
      },
    },
    async () => {
      const rows = await withSystem(db, (tx) =>
        tx.selectFrom('contact_messages').selectAll().orderBy('created_at', 'desc').limit(500).execute(),
      );
      return rows.map((r) => ({
        id: r.id,
        organisationId: r.organisation_id,
        company: r.company,
        name: r.name,
        email: r.email,
        phone: r.phone,
        subject: r.subject,
        description: r.description,
        createdAt: new Date(r.created_at).toISOString(),
      }));
    },
  );
};
