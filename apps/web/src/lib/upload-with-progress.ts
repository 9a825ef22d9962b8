export interface UploadProgress {
  loaded: number;
  /** 0 when the browser cannot tell the size. */
  total: number;
}

export interface UploadRequest {
  url: string;
  body: FormData;
  method?: 'POST' | 'PUT';
  headers?: Record<string, string>;
  onProgress?: (progress: UploadProgress) => void;
  /** Every byte has been sent; the server is now working on it. */
  onSent?: () => void;
  signal?: AbortSignal;
}

export interface UploadResponse {
  status: number;
  /** The parsed JSON answer, or undefined when there was none. */
  body: unknown;
}

/** The request never got an answer (no connection, or the server went away). */
export class UploadNetworkError extends Error {
  constructor() {
    super('Upload failed: no answer');
    this.name = 'UploadNetworkError';
  }
}

function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * A multipart upload that reports bytes sent, which fetch cannot. Resolves with any HTTP
 * answer (the caller decides what a status means); rejects with UploadNetworkError when
 * there is none, and with an AbortError DOMException when `signal` aborts it.
 */
export function uploadWithProgress(
  request: UploadRequest,
  createXhr: () => XMLHttpRequest = () => new XMLHttpRequest(),
): Promise<UploadResponse> {
  return new Promise((resolve, reject) => {
    const aborted = () => new DOMException('Upload aborted', 'AbortError');
    if (request.signal?.aborted) {
      reject(aborted());
      return;
    }
    const xhr = createXhr();
    xhr.open(request.method ?? 'POST', request.url);
    for (const [name, value] of Object.entries(request.headers ?? {})) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) =>
      request.onProgress?.({ loaded: event.loaded, total: event.lengthComputable ? event.total : 0 });
    xhr.upload.onload = () => request.onSent?.();
    xhr.onload = () => resolve({ status: xhr.status, body: parseJson(xhr.responseText) });
    xhr.onerror = () => reject(new UploadNetworkError());
    xhr.ontimeout = () => reject(new UploadNetworkError());
    xhr.onabort = () => reject(aborted());
    request.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(request.body);
  });
}
