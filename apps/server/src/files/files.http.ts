import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { FILE_LIMITS, fileKeyParamsSchema, idParamsSchema, storedFileSchema } from '@rahti/domain';
import type { AppContext } from '../platform/app-context';
import { requireAuth } from '../http/access';
import { filesError } from './file-errors';
import { createFilesService } from './files.service';
import { IMAGE_TYPES } from './image-types';

const tags = ['files'];
/** What a phone may send as an upload's body: an image's own type, or bytes it did not name. */
const UPLOAD_TYPES = [...IMAGE_TYPES, 'application/octet-stream'];
const EXTENSIONS: Record<string, string> = { 'image/jpeg': '.jpg', 'image/png': '.png', 'image/webp': '.webp' };

/**
 * Files (decision 0034). GET reads a stored file of the caller's organisation with its type
 * (never sniffed); the driver app uploads a photo under a key it made, before the operation that
 * names it, so a photo taken offline is kept on the phone until it is stored here once.
 */
export const filesRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  const service = createFilesService(context);

  // Whatever record names a file (a defect's photo, later a waybill's signature) gates who learns
  // its id; the file itself is the organisation's, for the office and its API clients.
  app.get(
    '/files/:id',
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        summary: "A stored file's bytes, with the type its content was checked to be",
        params: idParamsSchema,
      },
    },
    async (request, reply) => {
      const file = await service.read(requireAuth(request.auth), request.params.id);
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', `inline; filename="${file.id}${EXTENSIONS[file.contentType] ?? ''}"`)
        .header('cache-control', 'private, max-age=86400')
        .header('x-content-type-options', 'nosniff')
        .send(Buffer.from(file.bytes));
    },
  );

  // Raw image bodies are read in this plugin only: no other route takes them.
  await app.register(async (plugin) => {
    plugin.addContentTypeParser(
      UPLOAD_TYPES,
      { parseAs: 'buffer', bodyLimit: FILE_LIMITS.maxBytes },
      (_request, body, done) => done(null, body),
    );
    plugin.withTypeProvider<ZodTypeProvider>().put(
      '/driver/files/:key',
      {
        config: { access: 'driverApp', feature: 'timesheetManagement' },
        bodyLimit: FILE_LIMITS.maxBytes,
        schema: {
          tags: ['driver app', ...tags],
          summary: `Upload a photo (the image bytes as the body, JPEG, PNG or WebP, at most ${FILE_LIMITS.maxBytes / 1024 / 1024} MB) under a key the phone made; 201 when stored, 200 when that key was stored before`,
          params: fileKeyParamsSchema,
          consumes: UPLOAD_TYPES,
          response: { 200: storedFileSchema, 201: storedFileSchema },
        },
      },
      async (request, reply) => {
        const body: unknown = request.body;
        if (!(body instanceof Uint8Array)) throw filesError(415, 'notAnImage', 'file');
        const { file, isNew } = await service.uploadImage(requireAuth(request.auth), request.params.key, body);
        return reply.status(isNew ? 201 : 200).send(file);
      },
    );
  });
};
