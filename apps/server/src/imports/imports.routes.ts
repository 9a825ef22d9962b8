import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  DRIVER_IMPORT,
  INVOICE_IMPORT,
  TRANSPORT_IMPORT,
  VEHICLE_IMPORT,
  importConfirmSchema,
  importConflictSchema,
  importPreviewSchema,
  importResultSchema,
  importTemplateQuerySchema,
  importProblemText,
  tableToImportRows,
  type CheckedRow,
  type ImportProblem,
} from '@rahti/domain';
import type { AppContext } from '../platform/app-context';
import { requireAuth } from '../http/access';
import { requestLanguage } from '../http/request-language';
import { organisationDataError } from '../http/organisation-data-errors';
import { createImportsService } from './imports.service';
import { createInvoiceImportService } from '../invoices/invoice-import.service';
import { createTransportImportService } from '../transport-import/transport-import.service';
import { IMPORT_LIMITS, readSpreadsheet } from './spreadsheet-reader';
import { buildTemplate } from './templates';

/** Room for 10 000 confirmed rows as JSON. */
const CONFIRM_BODY_LIMIT = 16 * 1024 * 1024;

/** The uploaded file's bytes; anything but one file within the size limit is a clean 4xx. */
async function uploadedFile(request: FastifyRequest): Promise<{ buffer: Buffer; filename: string }> {
  if (!request.isMultipart()) throw organisationDataError(400, 'noFile', 'file');
  try {
    const file = await request.file({
      limits: { fileSize: IMPORT_LIMITS.fileBytes, files: 1, fields: 5, parts: 6 },
      throwFileSizeLimit: true,
    });
    if (!file) throw organisationDataError(400, 'noFile', 'file');
    return { buffer: await file.toBuffer(), filename: file.filename };
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw organisationDataError(413, 'fileTooLarge', 'file', { maxMb: IMPORT_LIMITS.fileBytes / 1024 / 1024 });
    }
    if ((error as { statusCode?: number }).statusCode === undefined) throw error;
    throw (error as { statusCode: number }).statusCode >= 500
      ? error
      : organisationDataError(400, 'invalidFileType', 'file');
  }
}

/**
 * /api/drivers/import…, /api/vehicles/import…, /api/invoices/import… and /api/transport-tasks/import…: template download, preview of an uploaded
 * file (nothing saved) and the all-or-nothing import of the confirmed rows. Multipart parsing
 * is registered in this scope only.
 */
export const importsRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  await app.register(multipart, { limits: { fileSize: IMPORT_LIMITS.fileBytes, files: 1 } });
  const service = createImportsService(context);
  const invoices = createInvoiceImportService(context);
  const transportOrders = createTransportImportService(context);

  const kinds = [
    {
      path: 'drivers',
      feature: 'drivers',
      spec: DRIVER_IMPORT,
      preview: service.previewDrivers,
      save: service.importDrivers,
    },
    {
      path: 'vehicles',
      feature: 'vehicles',
      spec: VEHICLE_IMPORT,
      preview: service.previewVehicles,
      save: service.importVehicles,
    },
    {
      path: 'invoices',
      feature: 'taskProfitability',
      spec: INVOICE_IMPORT,
      preview: invoices.preview,
      save: invoices.save,
    },
    {
      path: 'transport-tasks',
      feature: 'taskProfitability',
      spec: TRANSPORT_IMPORT,
      preview: transportOrders.preview,
      save: transportOrders.save,
    },
  ] as const;

  for (const kind of kinds) {
    const tags = [`${kind.path} import`];
    const config = { access: 'adminOrSuperuser', feature: kind.feature } as const;

    app.get(
      `/${kind.path}/import/template`,
      {
        config,
        schema: { tags, summary: 'An empty import file (CSV, XLSX or XLS)', querystring: importTemplateQuerySchema },
      },
      (request, reply) => {
        const { format } = request.query;
        const template = buildTemplate(kind.spec.columns, format, context.translator, requestLanguage(request));
        return reply
          .type(template.contentType)
          .header('content-disposition', `attachment; filename="${kind.path}-template.${format}"`)
          .send(template.body);
      },
    );

    app.post(
      `/${kind.path}/import/preview`,
      {
        config,
        schema: {
          tags,
          summary: 'Check an uploaded CSV, XLSX or XLS file; nothing is saved',
          consumes: ['multipart/form-data'],
          response: { 200: importPreviewSchema },
        },
      },
      async (request) => {
        const auth = requireAuth(request.auth);
        const { buffer, filename } = await uploadedFile(request);
        const rows = tableToImportRows(readSpreadsheet(buffer, filename, kind.spec.columns.length), kind.spec.columns);
        const checked: CheckedRow<unknown>[] = await kind.preview(auth, rows);
        const language = requestLanguage(request);
        return {
          total: checked.length,
          valid: checked.filter((row) => row.problems.length === 0).length,
          rows: checked.map((row) => ({
            line: row.line,
            values: row.values,
            problems: row.problems.map((p) => translateProblem(p, language)),
          })),
        };
      },
    );

    app.post(
      `/${kind.path}/import`,
      {
        config,
        bodyLimit: CONFIRM_BODY_LIMIT,
        schema: {
          tags,
          summary: 'Save the confirmed rows: all or nothing',
          body: importConfirmSchema,
          response: { 201: importResultSchema, 409: importConflictSchema },
        },
      },
      async (request, reply) => {
        const outcome = await kind.save(requireAuth(request.auth), request.body.rows);
        if (outcome.ok)
          return reply.status(201).send({ imported: outcome.imported, alreadyImported: outcome.alreadyImported });
        const language = requestLanguage(request);
        const problems = outcome.problems.map((p) => translateProblem(p, language));
        return reply.status(409).send({
          statusCode: 409,
          code: 'organisation-data:importHasProblems',
          message: context.translator.t('organisation-data:importHasProblems', { lng: language }),
          fields: problems.map((p) => ({ path: `rows.${p.line}${p.field ? `.${p.field}` : ''}`, message: p.message })),
          problems,
        });
      },
    );
  }

  function translateProblem(problem: ImportProblem, language: string) {
    const t = context.translator.getFixedT(language);
    return { ...problem, message: importProblemText(problem, (key, values) => t(key, { ...values })) };
  }
};
