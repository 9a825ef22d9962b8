import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { i18n as I18n } from 'i18next';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { ApiError } from './api-error';
import { requestLanguage } from './request-language';

// Keys may hold hyphens: the tracking and outbound errors are named by their kinds ('errors.not-https').
const I18N_KEY = /^[a-z][a-z0-9-]*:[A-Za-z0-9_.-]+$/;

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Catalogue keys naming a request's fields in words, by path ("id" → "Calculation"), for
     * the summary of a 400; a field without one is named by its path.
     */
    fieldLabels?: Readonly<Record<string, string>>;
  }
}

/** The message of an error key ("errors:x" by default) in a language, or the unknown error's. */
export function translateErrorKey(
  t: I18n['t'],
  key: string,
  lng: string,
  params: Record<string, unknown> = {},
): string {
  const fullKey = I18N_KEY.test(key) ? key : `errors:${key}`;
  return t(fullKey, { lng, ...params, defaultValue: t('errors:unknown', { lng }) }) as string;
}

const STATUS_CODES: Record<number, string> = {
  400: 'badRequest',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'notFound',
  405: 'notFound',
  413: 'payloadTooLarge',
  415: 'unsupportedMediaType',
  429: 'tooManyRequests',
};

/**
 * One shape for every error: { statusCode, code, message, fields? }, with the message in the
 * caller's language (an ApiError may add its `details` beside them). Bad input is always a 400
 * naming the field; 5xx never leaks details.
 */
export function installErrorHandler(app: FastifyInstance, translator: I18n): void {
  const t = translator.t.bind(translator);

  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const lng = requestLanguage(request);

    if (error instanceof ApiError) {
      // A 5xx said in words (a file storage out of reach) still has a cause for the operator.
      if (error.statusCode >= 500) request.log.error({ err: error, cause: error.cause }, 'service unavailable');
      return reply.status(error.statusCode).send({
        ...error.details,
        statusCode: error.statusCode,
        code: error.code,
        message: translateErrorKey(t, error.code, lng, error.params),
        ...(error.fields
          ? {
              fields: error.fields.map((f) => ({
                path: f.path,
                message: translateErrorKey(t, f.message, lng, error.params),
              })),
            }
          : {}),
      });
    }

    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields = error.validation.map((issue) => {
        const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || error.validationContext || 'body';
        const message = issue.message && I18N_KEY.test(issue.message) ? issue.message : 'validation:invalid';
        return { path, message: translateErrorKey(t, message, lng) };
      });
      const first = fields[0];
      const label = first && request.routeOptions.config.fieldLabels?.[first.path];
      const name = label ? translateErrorKey(t, label, lng) : first?.path;
      return reply.status(400).send({
        statusCode: 400,
        code: 'validation',
        message: first
          ? translateErrorKey(t, 'validation:fieldLabel', lng, { field: name, message: first.message })
          : translateErrorKey(t, 'badRequest', lng),
        fields,
      });
    }

    if (isResponseSerializationError(error))
      request.log.error({ err: error, cause: error.cause }, 'response did not match its schema');

    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) request.log.error({ err: error }, 'unhandled error');
    const code = STATUS_CODES[status] ?? (status === 500 ? 'unknown' : 'badRequest');
    return reply.status(status).send({ statusCode: status, code, message: translateErrorKey(t, code, lng) });
  });
}
