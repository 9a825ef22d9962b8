import multipart from '@fastify/multipart';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { uuidField } from '@rahti/domain';
import type { AppContext } from '../platform/app-context';
import { ApiError } from '../http/api-error';
import { requireAuth } from '../http/access';
import { createCalculationImagesService } from './calculation-images.service';
import { CALCULATION_IMAGE_MAX_BYTES } from './image-signature';

const tags = ['calculations'];
const config = {
  access: 'signedIn',
  feature: 'calculations',
  fieldLabels: { id: 'validation:fields.calculation' },
} as const;
const idParams = z.object({ id: uuidField });

const fieldError = (status: number, code: string) => new ApiError(status, code, {}, [{ path: 'file', message: code }]);

/** Errors of the multipart parser that mean the file is over the limit. */
const isTooLarge = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  'code' in error &&
  ['FST_REQ_FILE_TOO_LARGE', 'FST_FILES_LIMIT', 'FST_PARTS_LIMIT'].includes(String(error.code));

/**
 * A calculation's image: PUT takes one multipart file. Multipart parsing is registered in this
 * plugin only, so no other route accepts multipart bodies.
 */
export const calculationImagesRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  const service = createCalculationImagesService(context);
  await app.register(multipart, {
    limits: { fileSize: CALCULATION_IMAGE_MAX_BYTES, files: 1, fields: 5, parts: 6, fieldSize: 1024 },
  });

  app.put(
    '/calculations/:id/image',
    {
      config,
      schema: {
        tags,
        summary: 'Upload the image (multipart, one PNG, JPEG or WebP file, at most 2 MB)',
        params: idParams,
        consumes: ['multipart/form-data'],
      },
    },
    async (request, reply) => {
      const auth = requireAuth(request.auth);
      await service.assertExists(auth, request.params.id);
      if (!request.isMultipart()) throw fieldError(415, 'calculations:imageRequired');
      let file;
      let bytes: Buffer;
      try {
        file = await request.file();
        if (!file) throw fieldError(400, 'calculations:imageRequired');
        bytes = await file.toBuffer();
      } catch (error) {
        if (isTooLarge(error)) throw fieldError(413, 'calculations:imageTooLarge');
        if (error instanceof ApiError) throw error;
        throw fieldError(400, 'calculations:imageRequired');
      }
      if (bytes.byteLength === 0) throw fieldError(400, 'calculations:imageRequired');
      await service.save(auth, request.params.id, file.mimetype, bytes);
      return reply.status(204).send();
    },
  );

  app.get(
    '/calculations/:id/image',
    { config, schema: { tags, summary: 'The image bytes, with their content type', params: idParams } },
    async (request, reply) => {
      const image = await service.get(requireAuth(request.auth), request.params.id);
      return reply
        .header('content-type', image.contentType)
        .header('cache-control', 'private, no-cache')
        .header('x-content-type-options', 'nosniff')
        .send(image.bytes);
    },
  );

  app.delete(
    '/calculations/:id/image',
    { config, schema: { tags, summary: 'Remove the image', params: idParams } },
    async (request, reply) => {
      await service.remove(requireAuth(request.auth), request.params.id);
      return reply.status(204).send();
    },
  );
};
