import type { z } from 'zod';
import { apiErrorSchema } from '@rahti/domain';
import { ApiRequestError } from './api-error';

export interface ApiClientOptions {
  getAccessToken: () => string | undefined;
  /** The UI language, sent so the server answers error messages in it. */
  getLanguage: () => string;
  /** Called on 401: the token is no longer accepted, so the session has ended. */
  onUnauthorized: () => void;
  translate: (key: string) => string;
  fetch?: typeof fetch;
  baseUrl?: string;
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A fetch wrapper for `/api/...`: bearer token, language, and one error shape for every failure. */
export function createApiClient(options: ApiClientOptions) {
  const baseUrl = options.baseUrl ?? '/api';

  /** Sends one call; any failure (no connection, 401, an error answer) throws ApiRequestError. */
  async function send(method: Method, path: string, body?: unknown, accept = 'application/json'): Promise<Response> {
    const headers: Record<string, string> = { Accept: accept, 'Accept-Language': options.getLanguage() };
    const token = options.getAccessToken();
    if (token) headers.Authorization = `Bearer ${token}`;
    // A FormData body (file upload) sets its own multipart Content-Type with the boundary.
    const isForm = body instanceof FormData;
    if (body !== undefined && !isForm) headers['Content-Type'] = 'application/json';

    let response: Response;
    try {
      const doFetch = options.fetch ?? fetch;
      response = await doFetch(`${baseUrl}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
      });
    } catch {
      throw new ApiRequestError(0, 'network', options.translate('errors:serverConnection'));
    }

    if (response.status === 401) {
      options.onUnauthorized();
      throw new ApiRequestError(401, 'unauthorized', options.translate('errors:sessionExpired'));
    }
    if (!response.ok) throw toApiError(response.status, await readJson(response), options.translate);
    return response;
  }

  async function request<T>(method: Method, path: string, body?: unknown, schema?: z.ZodType<T>): Promise<T> {
    const response = await send(method, path, body);
    const payload = await readJson(response);
    if (!schema) return payload as T;
    const parsed = schema.safeParse(payload);
    if (!parsed.success) {
      console.error(`Unexpected response from ${method} ${path}`, parsed.error.issues);
      throw new ApiRequestError(response.status, 'invalidResponse', options.translate('errors:unknown'));
    }
    return parsed.data;
  }

  return {
    get: <T>(path: string, schema?: z.ZodType<T>) => request<T>('GET', path, undefined, schema),
    post: <T = unknown>(path: string, body?: unknown, schema?: z.ZodType<T>) => request<T>('POST', path, body ?? {}, schema),
    put: <T = unknown>(path: string, body?: unknown, schema?: z.ZodType<T>) => request<T>('PUT', path, body ?? {}, schema),
    delete: <T = unknown>(path: string) => request<T>('DELETE', path),
    /** Multipart upload (images): PUT with a FormData body. */
    upload: <T = unknown>(path: string, form: FormData, schema?: z.ZodType<T>) => request<T>('PUT', path, form, schema),
    /** A file the server makes (CSV export): GET with the token, the body's bytes as they came. */
    download: async (path: string): Promise<Blob> => (await send('GET', path, undefined, '*/*')).blob(),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '');
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function toApiError(status: number, payload: unknown, translate: (key: string) => string): ApiRequestError {
  const parsed = apiErrorSchema.safeParse(payload);
  if (parsed.success) {
    return new ApiRequestError(status, parsed.data.code, parsed.data.message, parsed.data.fields ?? []);
  }
  return new ApiRequestError(status, 'unknown', translate(status >= 500 ? 'errors:unknown' : 'errors:badRequest'));
}
