import type { z } from 'zod';
import { ApiRequestError, readApiError } from './api-error';
import { takeEarlyRequest } from './early-requests';
import { UploadNetworkError, uploadWithProgress, type UploadProgress } from './upload-with-progress';

export interface ApiClientOptions {
  getAccessToken: () => string | undefined;
  /** The UI language, sent so the server answers error messages in it. */
  getLanguage: () => string;
  /** Called on 401: the token is no longer accepted, so the session has ended. */
  onUnauthorized: () => void;
  translate: (key: string) => string;
  fetch?: typeof fetch;
  /** The XMLHttpRequest behind uploads with progress (fetch cannot report bytes sent). */
  createXhr?: () => XMLHttpRequest;
  baseUrl?: string;
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface UploadWithProgressOptions<T> {
  schema?: z.ZodType<T>;
  method?: 'POST' | 'PUT';
  onProgress?: (progress: UploadProgress) => void;
  /** Every byte has been sent; the server is now working on it. */
  onSent?: () => void;
  /** Aborting rejects the call with an AbortError DOMException, not an ApiRequestError. */
  signal?: AbortSignal;
}

/** A fetch wrapper for `/api/...`: bearer token, language, and one error shape for every failure. */
export function createApiClient(options: ApiClientOptions) {
  const baseUrl = options.baseUrl ?? '/api';

  function headersFor(accept: string): Record<string, string> {
    const headers: Record<string, string> = { Accept: accept, 'Accept-Language': options.getLanguage() };
    const token = options.getAccessToken();
    if (token) headers.Authorization = `Bearer ${token}`;
    return headers;
  }

  const noConnection = () => new ApiRequestError(0, 'network', options.translate('errors:serverConnection'));

  /** The error for an answer that is not a success; a 401 also ends the session. */
  function failure(status: number, payload: unknown): ApiRequestError {
    if (status === 401) {
      options.onUnauthorized();
      return new ApiRequestError(401, 'unauthorized', options.translate('errors:sessionExpired'));
    }
    return toApiError(status, payload, options.translate);
  }

  function parse<T>(method: string, path: string, status: number, payload: unknown, schema?: z.ZodType<T>): T {
    if (!schema) return payload as T;
    const parsed = schema.safeParse(payload);
    if (!parsed.success) {
      console.error(`Unexpected response from ${method} ${path}`, parsed.error.issues);
      throw new ApiRequestError(status, 'invalidResponse', options.translate('errors:unknown'));
    }
    return parsed.data;
  }

  /** Sends one call; any failure (no connection, 401, an error answer) throws ApiRequestError. */
  async function send(method: Method, path: string, body?: unknown, accept = 'application/json'): Promise<Response> {
    const headers = headersFor(accept);
    // A FormData body (file upload) sets its own multipart Content-Type with the boundary.
    const isForm = body instanceof FormData;
    if (body !== undefined && !isForm) headers['Content-Type'] = 'application/json';

    let response: Response;
    try {
      const doFetch = options.fetch ?? fetch;
      const url = `${baseUrl}${path}`;
      const early = method === 'GET' && accept === 'application/json' ? takeEarlyRequest(url) : undefined;
      response = await (early ??
        doFetch(url, {
          method,
          headers,
          body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
        }));
    } catch {
      throw noConnection();
    }
    if (!response.ok) throw failure(response.status, await readJson(response));
    return response;
  }

  async function request<T>(method: Method, path: string, body?: unknown, schema?: z.ZodType<T>): Promise<T> {
    const response = await send(method, path, body);
    return parse(method, path, response.status, await readJson(response), schema);
  }

  /** A multipart upload reporting bytes sent, with the same headers and errors as every other call. */
  async function uploadWithProgressTo<T>(
    path: string,
    form: FormData,
    upload: UploadWithProgressOptions<T> = {},
  ): Promise<T> {
    const method = upload.method ?? 'POST';
    const response = await uploadWithProgress(
      {
        url: `${baseUrl}${path}`,
        body: form,
        method,
        headers: headersFor('application/json'),
        onProgress: upload.onProgress,
        onSent: upload.onSent,
        signal: upload.signal,
      },
      options.createXhr,
    ).catch((error: unknown) => {
      throw error instanceof UploadNetworkError ? noConnection() : error;
    });
    if (response.status < 200 || response.status >= 300) throw failure(response.status, response.body);
    return parse(method, path, response.status, response.body, upload.schema);
  }

  return {
    get: <T>(path: string, schema?: z.ZodType<T>) => request<T>('GET', path, undefined, schema),
    post: <T = unknown>(path: string, body?: unknown, schema?: z.ZodType<T>) =>
      request<T>('POST', path, body ?? {}, schema),
    put: <T = unknown>(path: string, body?: unknown, schema?: z.ZodType<T>) =>
      request<T>('PUT', path, body ?? {}, schema),
    delete: <T = unknown>(path: string) => request<T>('DELETE', path),
    /** Multipart upload (images): PUT with a FormData body. */
    upload: <T = unknown>(path: string, form: FormData, schema?: z.ZodType<T>) => request<T>('PUT', path, form, schema),
    /** Multipart upload (an import file) reporting its progress; POST unless `method` says otherwise. */
    uploadWithProgress: uploadWithProgressTo,
    /** A file the server makes (CSV export): GET with the token, the body's bytes as they came. */
    download: async (path: string): Promise<Blob> => (await send('GET', path, undefined, '*/*')).blob(),
    /** A file the server makes from a posted definition (a report): POST with the token, the body's bytes as they came. */
    downloadPosted: async (path: string, body: unknown): Promise<Blob> =>
      (await send('POST', path, body, '*/*')).blob(),
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
  const error = readApiError(payload);
  if (error) return new ApiRequestError(status, error.code, error.message, error.fields ?? []);
  return new ApiRequestError(status, 'unknown', translate(status >= 500 ? 'errors:unknown' : 'errors:badRequest'));
}
