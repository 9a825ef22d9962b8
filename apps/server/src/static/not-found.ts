import type { FastifyReply, FastifyRequest } from 'fastify';
import type { i18n as I18n } from 'i18next';
import { translatorFor } from '../auth/oidc/page-context';
import { choosePageLanguage } from '../auth/oidc/page-language';
import { renderNotFoundPage } from '../auth/oidc/pages';
import { translateErrorKey } from '../http/error-handler';
import { requestLanguage } from '../http/request-language';
import { nonceFor, pageSecurityHeaders } from '../http/security-headers';

const acceptsHtml = (request: FastifyRequest) =>
  request.method === 'GET' && (request.headers.accept ?? '').includes('text/html');

/**
 * The 404 every unknown path answers with, in the caller's language: a page for a browser
 * (in this browser's saved language, from the language cookie), JSON for everyone else.
 */
export function sendNotFound(translator: I18n, publicUrl: string, request: FastifyRequest, reply: FastifyReply) {
  if (acceptsHtml(request)) {
    const language = choosePageLanguage({
      chosen: new URL(request.url, 'http://localhost').searchParams.get('ui_locales'),
      cookieHeader: request.headers.cookie,
      acceptLanguage: request.headers['accept-language'],
    });
    const nonce = nonceFor(reply.raw);
    const page = renderNotFoundPage({
      language,
      t: translatorFor(translator, language),
      currentUrl: request.url,
      appUrl: '/',
      nonce,
    });
    return reply
      .status(404)
      .headers(pageSecurityHeaders(publicUrl, nonce))
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(page);
  }
  const lng = requestLanguage(request);
  return reply.status(404).send({
    statusCode: 404,
    code: 'notFound',
    message: translateErrorKey(translator.t.bind(translator), 'notFound', lng),
  });
}
