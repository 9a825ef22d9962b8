import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import compress from '@fastify/compress';
import formBody from '@fastify/formbody';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { AppContext } from './platform/app-context';
import { oidcPlugin } from './auth/oidc/oidc.plugin';
import { apiRoutes } from './api-routes';
import { apiDescription } from './integration/integrators-guide';
import { installErrorHandler } from './http/error-handler';
import { installAuthentication } from './http/authenticate';
import { logSerializers } from './http/log-serializers';
import { installSecurityHeaders, securityHeaders } from './http/security-headers';
import { serveFrontEnds } from './static/front-ends';
import { installMetrics } from './metrics/metrics.routes';
import { sendNotFound } from './static/not-found';
import { trackRequestRoutes } from './platform/request-route';

const API_COMPRESSION_MIN_BYTES = 1024;

export interface BuildAppOptions {
  /** Where the log goes: standard output at `level`, or (tests) the lines written to `stream`. */
  logger?: boolean | { level: string; stream?: { write(line: string): void } };
  /** Sees every route as it is added; the generic security suites walk the route table with it. */
  onRoute?: (route: RouteOptions) => void;
}

/** Builds the whole server from its dependencies; used by main.ts and by every server test. */
export async function buildApp(context: AppContext, options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger
      ? { ...(options.logger === true ? {} : options.logger), serializers: logSerializers }
      : false,
    bodyLimit: context.config.bodyLimitBytes,
    trustProxy: context.config.trustProxy,
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true, ignoreDuplicateSlashes: true },
  }).withTypeProvider<ZodTypeProvider>();

  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  // First, so every later hook's statements know their request (the slow-query log).
  trackRequestRoutes(app);
  installSecurityHeaders(app, securityHeaders(context.config));
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app, context.translator);
  installMetrics(app, context);
  await app.register(formBody, { bodyLimit: 64 * 1024 });

  await app.register(oidcPlugin, { context });

  await app.register(
    async (api) => {
      // JSON answers above 1 KiB go compressed to a client that asks; the front ends' files
      // are compressed once at build time instead (static/front-ends.ts).
      await api.register(compress, { global: true, threshold: API_COMPRESSION_MIN_BYTES, encodings: ['br', 'gzip'] });
      await api.register(swagger, {
        openapi: {
          info: { title: 'Rahti API', version: '1.0.0', description: apiDescription() },
          components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
          security: [{ bearer: [] }],
        },
        transform: jsonSchemaTransform,
      });
      // No validator badge: it would send the API's description to a service elsewhere.
      await api.register(swaggerUi, { routePrefix: '/docs', uiConfig: { docExpansion: 'list', validatorUrl: null } });
      // Its own scope, so the documentation above stays public and every route below is checked.
      await api.register(async (secured) => {
        installAuthentication(secured, context);
        await secured.register(apiRoutes, { context });
      });
    },
    { prefix: '/api' },
  );

  await serveFrontEnds(
    app,
    { web: context.config.webDistDir, driver: context.config.driverDistDir },
    (request, reply) => sendNotFound(context.translator, context.config.publicUrl, request, reply),
  );
  return app;
}
