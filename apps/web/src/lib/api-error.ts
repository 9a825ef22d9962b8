import type { ApiError } from '@rahti/domain';

export type FieldError = NonNullable<ApiError['fields']>[number];

const isText = (value: unknown): value is string => typeof value === 'string';
const isFieldError = (value: unknown): value is FieldError =>
  typeof value === 'object' &&
  value !== null &&
  isText((value as FieldError).path) &&
  isText((value as FieldError).message);

/**
 * The API's error body (`apiErrorSchema` of @rahti/domain), or undefined for anything else (a
 * proxy's HTML page). Checked by hand: every page loads this, and zod would add 25 KB to it.
 */
export function readApiError(payload: unknown): ApiError | undefined {
  if (typeof payload !== 'object' || payload === null) return undefined;
  const { statusCode, code, message, fields } = payload as Record<string, unknown>;
  if (typeof statusCode !== 'number' || !Number.isFinite(statusCode) || !isText(code) || !isText(message))
    return undefined;
  if (fields !== undefined && !(Array.isArray(fields) && fields.every(isFieldError))) return undefined;
  return {
    statusCode,
    code,
    message,
    ...(fields ? { fields: fields.map(({ path, message: text }) => ({ path, message: text })) } : {}),
  };
}

/**
 * Any failed API call. `message` is ready to show: the server localises its own messages,
 * and the client translates the ones it makes up itself (no connection, expired session).
 */
export class ApiRequestError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: FieldError[];

  constructor(status: number, code: string, message: string, fields: FieldError[] = []) {
    super(message);
    this.name = 'ApiRequestError';
    this.status = status;
    this.code = code;
    this.fields = fields;
  }

  /** A 4xx answer other than 401 says something specific about the request worth showing. */
  get isClientError(): boolean {
    return this.status >= 400 && this.status < 500 && this.status !== 401;
  }
}

/** The error text to show: the server's own words for a 4xx answer, otherwise `fallback`. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiRequestError && (error.isClientError || error.status === 0)) return error.message;
  return fallback;
}
