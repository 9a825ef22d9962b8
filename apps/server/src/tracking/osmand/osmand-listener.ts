import Fastify, {
  LogController,
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import { parseOsmandRequest } from '@rahti/domain';
import type { AppContext } from '../../platform/app-context';
import { createOsmandIngest, type OsmandIngestOptions } from './osmand-ingest';

/** A report is one position: a few hundred bytes. Anything much larger is no OsmAnd request. */
const BODY_LIMIT_BYTES = 64 * 1024;
/** Traccar Client keeps its connection between reports a few seconds apart; trackers send every 5–300 s. */
const KEEP_ALIVE_MS = 65_000;

export interface OsmandListenerOptions extends OsmandIngestOptions {
  /** Where errors go; the server passes its own logger. No per-request lines: thousands a second. */
  logger?: FastifyBaseLogger;
}

/**
 * The OsmAnd listener (issue 14, decision 0015): a small HTTP server of its own, on its own port
 * (OSMAND_PORT, 5055 as Traccar's), for tracking devices and Traccar Client. GET or POST on `/` or
 * `/osmand`, in either of the protocol's forms (reference section 3). The device id must be the
 * IMEI of an activated vehicle. Answers, as Traccar does, so the clients' retries behave:
 * - 200 and an empty body: the position is stored (or was before; or it has no coordinates or
 *   the device calls it invalid, which are answered but not stored);
 * - 400: a malformed request (nothing stored), or, in the query form, a refused device;
 * - 404: a refused device in the JSON form;
 * - 500: the database failed; the device keeps the position and sends it again.
 */
export async function buildOsmandListener(
  context: AppContext,
  options: OsmandListenerOptions = {},
): Promise<FastifyInstance> {
  const log = options.logger;
  const ingest = createOsmandIngest(context, {
    ...options,
    onError: (error) => log?.error({ err: error }, 'OsmAnd positions could not be written'),
  });
  const app = Fastify({
    ...(log ? { loggerInstance: log } : {}),
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: BODY_LIMIT_BYTES,
    keepAliveTimeout: KEEP_ALIVE_MS,
    // A HEAD request would otherwise run the GET handler and store a position.
    exposeHeadRoutes: false,
    routerOptions: { ignoreTrailingSlash: true, ignoreDuplicateSlashes: true },
  });

  // The parser reads the body as text itself, whatever the content type says.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));
  app.setErrorHandler((error: { statusCode?: number }, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) request.log.error({ err: error }, 'OsmAnd request failed');
    return reply.code(status).send();
  });
  app.setNotFoundHandler((_request, reply) => reply.code(404).send());

  const receive = async (request: FastifyRequest, reply: FastifyReply) => {
    const url = request.raw.url ?? '';
    const queryStart = url.indexOf('?');
    const result = parseOsmandRequest({
      contentType: request.headers['content-type'],
      query: queryStart < 0 ? '' : url.slice(queryStart + 1),
      body: typeof request.body === 'string' ? request.body : '',
      receivedAtMs: context.now().getTime(),
    });
    if (!result.ok && (result.error.code !== 'missingLocation' || !result.error.deviceId)) {
      const { code, field } = result.error;
      return reply
        .code(400)
        .type('text/plain')
        .send(field ? `${code}: ${field}` : code);
    }
    const form = result.ok ? result.fix.form : result.error.form;
    const deviceId = result.ok ? result.fix.deviceId : result.error.deviceId!;
    const outcome = await ingest.submit({ deviceId, fix: result.ok ? result.fix : null });
    context.metrics.countPosition(outcome);
    return reply.code(outcome === 'accepted' ? 200 : form === 'json' ? 404 : 400).send();
  };
  for (const url of ['/', '/osmand']) app.route({ method: ['GET', 'POST'], url, handler: receive });

  // Fastify closes the server (no new requests) first; then what is queued is written before the database closes.
  app.addHook('onClose', () => ingest.drain());
  return app;
}
