import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  FUEL_CARD_LIMITS,
  fuelCardCheckSchema,
  fuelCardImportResultSchema,
  fuelCardMappingAnswerSchema,
  fuelCardMappingSchema,
  fuelCardPreviewSchema,
  fuelCardRowsInputSchema,
  importConflictSchema,
  importProblemText,
  type FuelCardMapping,
} from '@rahti/domain';
import type { AppContext } from '../platform/app-context';
import { ApiError } from '../http/api-error';
import { forwardSerializerCompiler } from '../http/forward-serializer';
import { requireAuth } from '../http/access';
import { callerInRequestLanguage, requestLanguage } from '../http/request-language';
import { organisationDataError } from '../http/organisation-data-errors';
import { createFuelCardImportService } from './fuel-card-import.service';

const tags = ['fuel-card import'];
/** Room for FUEL_CARD_LIMITS.rows corrected rows as JSON (about 200 bytes each). */
const ROWS_BODY_LIMIT = 32 * 1024 * 1024;
const MB = 1024 * 1024;

/** The mapping sent beside the file (a form field of JSON), checked by the domain's schema. */
function mappingOf(text: string | undefined): FuelCardMapping | undefined {
  if (text === undefined || text.trim() === '') return undefined;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new ApiError(400, 'validation:invalid', {}, [{ path: 'mapping', message: 'validation:invalid' }]);
  }
  const parsed = fuelCardMappingSchema.safeParse(json);
  if (parsed.success) return parsed.data;
  const fields = parsed.error.issues.map((issue) => ({
    path: ['mapping', ...issue.path].join('.'),
    message: issue.message,
  }));
  throw new ApiError(400, fields[0]?.message ?? 'validation:invalid', {}, fields);
}

/** The upload's file and its optional `mapping` field, in either order; a file past the limit is a 413. */
async function uploadOf(request: FastifyRequest) {
  if (!request.isMultipart()) throw organisationDataError(400, 'noFile', 'file');
  let file: { buffer: Buffer; fileName: string } | undefined;
  let mapping: string | undefined;
  try {
    // A file past the size limit makes toBuffer throw (the plugin's throwFileSizeLimit, on by default).
    for await (const part of request.parts({
      limits: { fileSize: FUEL_CARD_LIMITS.fileBytes, files: 1, fields: 2, parts: 3 },
    })) {
      if (part.type === 'file') file = { buffer: await part.toBuffer(), fileName: part.filename };
      else if (part.fieldname === 'mapping') mapping = String(part.value);
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw organisationDataError(413, 'fileTooLarge', 'file', { maxMb: FUEL_CARD_LIMITS.fileBytes / MB });
    const status = (error as { statusCode?: number }).statusCode;
    if (status === undefined || status >= 500) throw error;
    throw organisationDataError(400, 'invalidFileType', 'file');
  }
  if (!file) throw organisationDataError(400, 'noFile', 'file');
  return { file, mapping: mappingOf(mapping) };
}

/**
 * The fuel-card import (issue 25): the organisation's column mapping, the preview of an uploaded
 * CSV or XLSX, the check of corrected rows, the all-or-nothing save and a sample file. Office
 * users with the vehicles feature, as for the refuels themselves.
 */
export const fuelCardImportRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  await app.register(multipart, { limits: { fileSize: FUEL_CARD_LIMITS.fileBytes, files: 1 } });
  // A file's 50 000 rows are a large answer of plain data: checked forward (http/forward-serializer.ts).
  app.setSerializerCompiler(forwardSerializerCompiler);
  const service = createFuelCardImportService(context);
  const config = { access: 'signedIn', feature: 'vehicles' } as const;

  app.get(
    '/fuel-card-mapping',
    {
      config,
      schema: {
        tags,
        summary: "The organisation's mapping of its fuel-card export's columns, or none yet",
        response: { 200: fuelCardMappingAnswerSchema },
      },
    },
    (request) => service.mapping(requireAuth(request.auth)),
  );

  app.put(
    '/fuel-card-mapping',
    {
      config,
      schema: {
        tags,
        summary: 'Keep the mapping for the next files: columns by header, price per unit or total, own fuel codes',
        body: fuelCardMappingSchema,
        response: { 200: fuelCardMappingAnswerSchema },
      },
    },
    (request) => service.saveMapping(requireAuth(request.auth), request.body),
  );

  app.post(
    '/refuels/import/preview',
    {
      config,
      schema: {
        tags,
        summary:
          'Read an uploaded CSV or XLSX (form field `file`, and `mapping` as JSON to read it with): every row new, a duplicate or an error; nothing is saved',
        consumes: ['multipart/form-data'],
        response: { 200: fuelCardPreviewSchema },
      },
    },
    async (request) => {
      const auth = callerInRequestLanguage(request);
      const { file, mapping } = await uploadOf(request);
      return service.preview(auth, file, mapping);
    },
  );

  app.post(
    '/refuels/import/check',
    {
      config,
      bodyLimit: ROWS_BODY_LIMIT,
      schema: {
        tags,
        summary: 'Check the rows as corrected: every row new, a duplicate or an error; nothing is saved',
        body: fuelCardRowsInputSchema,
        response: { 200: fuelCardCheckSchema },
      },
    },
    (request) => service.check(callerInRequestLanguage(request), request.body),
  );

  app.post(
    '/refuels/import',
    {
      config,
      bodyLimit: ROWS_BODY_LIMIT,
      schema: {
        tags,
        summary:
          'Save the rows as card refuels, but those repeating a refuel already counted; all or nothing (409 lists every problem)',
        body: fuelCardRowsInputSchema,
        response: { 201: fuelCardImportResultSchema, 409: importConflictSchema },
      },
    },
    async (request, reply) => {
      const outcome = await service.importRows(requireAuth(request.auth), request.body);
      if (outcome.ok) return reply.status(201).send(outcome.result);
      const t = context.translator.getFixedT(requestLanguage(request));
      const problems = outcome.problems.map((problem) => ({
        ...problem,
        message: importProblemText(problem, (key, values) => t(key, { ...values })),
      }));
      return reply.status(409).send({
        statusCode: 409,
        code: 'fuel-card:importHasProblems',
        message: t('fuel-card:importHasProblems', { count: problems.length }),
        fields: problems.map((p) => ({ path: `rows.${p.line}.${p.field ?? ''}`, message: p.message })),
        problems,
      });
    },
  );

  app.get(
    '/refuels/import/sample',
    {
      config,
      schema: {
        tags,
        summary:
          "A month of fuel-card rows for the organisation's vehicles, as a card company exports them (CSV), some repeating its refuels",
      },
    },
    async (request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="fuel-card-sample.csv"')
        .send(await service.sample(callerInRequestLanguage(request))),
  );
};
