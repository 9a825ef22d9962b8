import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  deleteBySourceResultSchema,
  deleteBySourceSchema,
  idParamsSchema,
  invoiceInputSchema,
  invoicePaidSchema,
  invoiceSchema,
  invoicesPageSchema,
  invoicesQuerySchema,
  invoiceUpdateSchema,
  invoiceVersionSchema,
  organisationInvoicingInputSchema,
  organisationInvoicingSchema,
} from '@rahti/domain';
import type { AppContext } from '../platform/app-context';
import { requireAuth } from '../http/access';
import { requestLanguage } from '../http/request-language';
import { createInvoicesService } from './invoices.service';
import { createInvoiceStatesService } from './invoice-states.service';
import { createInvoiceDocuments } from './invoice-documents';
import { createOrganisationInvoicingService } from './organisation-invoicing.service';

const tags = ['invoices'];
const feature = 'taskProfitability' as const;
const office = { access: 'signedIn', feature } as const;
const one = { params: idParamsSchema, response: { 200: invoiceSchema } };

/** Invoices (issue 22): spec section 2's /invoices pages and section 7's removal by source. */
export const invoicesRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  const service = createInvoicesService(context);
  const states = createInvoiceStatesService(context);
  const documents = createInvoiceDocuments(context);
  const invoicing = createOrganisationInvoicingService(context);

  app.get(
    '/invoices',
    {
      config: office,
      schema: {
        tags,
        summary: 'Invoices and credit notes, filtered, sorted and paged, with their sums',
        querystring: invoicesQuerySchema,
        response: { 200: invoicesPageSchema },
      },
    },
    (request) => service.list(requireAuth(request.auth), request.query),
  );

  app.post(
    '/invoices',
    {
      config: office,
      schema: {
        tags,
        summary: 'Make a draft invoice of tasks and rows; it takes the next number at once',
        body: invoiceInputSchema,
        response: { 201: invoiceSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await service.create(requireAuth(request.auth), request.body)),
  );

  app.get(
    '/invoices/:id',
    { config: office, schema: { tags, summary: 'One invoice with its rows', ...one } },
    (request) => service.get(requireAuth(request.auth), request.params.id),
  );

  app.put(
    '/invoices/:id',
    {
      config: office,
      schema: { tags, summary: 'Save a draft (the version it was read at)', body: invoiceUpdateSchema, ...one },
    },
    (request) => service.update(requireAuth(request.auth), request.params.id, request.body),
  );

  app.delete(
    '/invoices/:id',
    {
      config: office,
      schema: {
        tags,
        summary: 'Cancel a draft, keeping its number; a sent invoice is credited instead',
        params: idParamsSchema,
      },
    },
    async (request, reply) => {
      await service.cancel(requireAuth(request.auth), request.params.id);
      return reply.status(204).send();
    },
  );

  app.post(
    '/invoices/:id/send',
    {
      config: office,
      schema: { tags, summary: 'Mark a draft sent; it is not edited again', body: invoiceVersionSchema, ...one },
    },
    async (request) => {
      const auth = requireAuth(request.auth);
      await states.send(auth, request.params.id, request.body.version, requestLanguage(request));
      return service.get(auth, request.params.id);
    },
  );

  app.post(
    '/invoices/:id/paid',
    { config: office, schema: { tags, summary: 'Mark a sent invoice paid', body: invoicePaidSchema, ...one } },
    async (request) => {
      const auth = requireAuth(request.auth);
      await states.markPaid(auth, request.params.id, request.body.paidOn, request.body.version);
      return service.get(auth, request.params.id);
    },
  );

  app.post(
    '/invoices/:id/credit',
    {
      config: office,
      schema: {
        tags,
        summary: 'Credit a sent or paid invoice with a credit note of its own number; answers the credit note',
        params: idParamsSchema,
        body: invoiceVersionSchema,
        response: { 201: invoiceSchema },
      },
    },
    async (request, reply) => {
      const auth = requireAuth(request.auth);
      const creditNote = await states.credit(auth, request.params.id, request.body.version, requestLanguage(request));
      return reply.status(201).send(await service.get(auth, creditNote));
    },
  );

  app.get(
    '/invoices/:id/finvoice',
    {
      config: office,
      schema: {
        tags,
        summary: 'The invoice as a Finvoice 3.0 message (422 lists what is missing)',
        params: idParamsSchema,
      },
    },
    async (request, reply) => {
      const auth = requireAuth(request.auth);
      const invoice = await service.get(auth, request.params.id);
      const xml = await documents.finvoice(auth, invoice, requestLanguage(request));
      return reply
        .type('application/xml; charset=utf-8')
        .header('content-disposition', `attachment; filename="invoice-${invoice.number}.xml"`)
        .send(xml);
    },
  );

  app.get(
    '/invoices/:id/pdf',
    {
      config: office,
      schema: { tags, summary: "The invoice as an A4 PDF in the customer's language", params: idParamsSchema },
    },
    async (request, reply) => {
      const auth = requireAuth(request.auth);
      const invoice = await service.get(auth, request.params.id);
      const pdf = await documents.pdf(auth, invoice);
      const name = invoice.kind === 'creditNote' ? 'credit-note' : 'invoice';
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="${name}-${invoice.number}.pdf"`)
        .send(Buffer.from(pdf));
    },
  );

  app.delete(
    '/organisation/invoices',
    {
      config: { access: 'admin', feature },
      schema: {
        tags,
        summary: "Remove one source's invoices after the organisation's name is typed; sent ones are kept",
        querystring: deleteBySourceSchema,
        response: { 200: deleteBySourceResultSchema },
      },
    },
    (request) =>
      states.deleteBySource(
        requireAuth(request.auth),
        request.query.source,
        request.query.confirmName,
        requestLanguage(request),
      ),
  );

  app.get(
    '/organisation/invoicing',
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        summary: "The organisation's invoicing details and next invoice number",
        response: { 200: organisationInvoicingSchema },
      },
    },
    (request) => invoicing.get(requireAuth(request.auth)),
  );

  app.put(
    '/organisation/invoicing',
    {
      config: { access: 'adminOrSuperuser' },
      schema: {
        tags,
        summary: "Save the organisation's invoicing details (the next number only upwards)",
        body: organisationInvoicingInputSchema,
        response: { 200: organisationInvoicingSchema },
      },
    },
    (request) => invoicing.save(requireAuth(request.auth), request.body),
  );
};
