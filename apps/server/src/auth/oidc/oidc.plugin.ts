import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { i18n as I18n } from 'i18next';
import type { Kysely } from 'kysely';
import { issuerOf, type Config } from '../../config/config';
import { nonceFor, pageSecurityHeaders } from '../../http/security-headers';
import type { Database } from '../../db/schema';
import type { Mailer } from '../../platform/mailer';
import type { ServerSecrets } from '../../platform/server-secrets';
import { registerInteractionRoutes } from './interactions.routes';
import { translatorFor } from './page-context';
import { choosePageLanguage } from './page-language';
import { renderErrorPage } from './pages';
import { scheduleExpiredPayloadCleanup } from './payload-adapter';
import { createProvider } from './provider-config';

/** The parts of the app context the sign-in authority uses (AppContext satisfies it). */
export interface OidcContext {
  config: Pick<Config, 'publicUrl'>;
  database: { db: Kysely<Database> };
  secrets: ServerSecrets;
  translator: I18n;
  mailer: Mailer | undefined;
  now: () => Date;
}

export interface OidcPluginOptions {
  context: OidcContext;
}

/** Where Fastify serves the provider; the public address may add a prefix in front (PUBLIC_URL's path). */
const MOUNT = '/oidc';

/**
 * The sign-in authority: oidc-provider under /oidc (discovery, authorization, token, JWKS,
 * sign-out …) and its sign-in and registration pages. Encapsulated: it decorates nothing.
 */
export async function oidcPlugin(app: FastifyInstance, { context }: OidcPluginOptions): Promise<void> {
  const { db } = context.database;
  const issuer = new URL(issuerOf(context.config));
  const publicPath = issuer.pathname.replace(/\/$/, '');
  const pages = { translator: context.translator, publicUrl: context.config.publicUrl };
  const provider = createProvider({
    config: context.config,
    db,
    signingKeys: context.secrets.signingKeys,
    cookieKeys: context.secrets.cookieKeys,
    pages,
  });
  provider.on('server_error', (_ctx, error) => app.log.error({ err: error }, 'sign-in provider error'));

  const stopCleanup = scheduleExpiredPayloadCleanup(db, (error) =>
    app.log.warn({ err: error }, 'removing expired sign-in data failed'),
  );
  app.addHook('onClose', async () => stopCleanup());

  // The interaction pages answer with a page, never JSON, whatever fails.
  app.setErrorHandler((error, request, reply) => {
    request.log.error({ err: error }, 'sign-in page failed');
    const language = choosePageLanguage({
      cookieHeader: request.headers.cookie,
      acceptLanguage: request.headers['accept-language'],
    });
    const t = translatorFor(context.translator, language);
    const nonce = nonceFor(reply.raw);
    return reply
      .status(500)
      .headers(pageSecurityHeaders(context.config.publicUrl, nonce))
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(
        renderErrorPage({
          language,
          t,
          currentUrl: request.url,
          message: t('auth:error.generic'),
          appUrl: `${context.config.publicUrl}/`,
          nonce,
        }),
      );
  });

  registerInteractionRoutes(app, {
    provider,
    db,
    pages,
    now: context.now,
    basePath: publicPath,
    mailer: context.mailer,
    ticketKey: context.secrets.cookieKeys[0] ?? '',
  });

  // Everything else under /oidc goes to the provider untouched: its own body parsing needs the
  // raw stream, and it builds its URLs from the public address and the original path.
  await app.register(async (mount) => {
    mount.removeAllContentTypeParsers();
    mount.addContentTypeParser('*', (_request, _payload, done) => done(null));
    const callback = provider.callback();
    const forwardedProto = issuer.protocol.replace(':', '');
    const handle = async (request: FastifyRequest, reply: FastifyReply) => {
      reply.hijack();
      const raw = request.raw as IncomingMessage & { originalUrl?: string };
      const url = raw.url ?? MOUNT;
      raw.originalUrl = publicPath.slice(0, -MOUNT.length) + url;
      raw.url = url.slice(MOUNT.length) || '/';
      raw.headers['x-forwarded-host'] = issuer.host;
      raw.headers['x-forwarded-proto'] = forwardedProto;
      await callback(raw, reply.raw);
    };
    mount.all(MOUNT, handle);
    mount.all(`${MOUNT}/*`, handle);
  });
}
