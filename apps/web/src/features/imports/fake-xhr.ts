import { vi } from 'vitest';

export interface XhrAnswer {
  status: number;
  body?: unknown;
}

/** One request sent through the fake; a test without a handler for it answers by hand. */
export interface FakeXhrRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: FormData;
  progress: (loaded: number, total: number) => void;
  sent: () => void;
  respond: (answer: XhrAnswer) => void;
  /** No answer at all (the connection dropped). */
  fail: () => void;
}

/**
 * Replaces XMLHttpRequest (jsdom's sends nothing useful) for the upload helper. Requests with
 * a handler ("POST /api/…") report full progress and are answered at once.
 */
export function installFakeXhr(handlers: Record<string, XhrAnswer | ((request: FakeXhrRequest) => XhrAnswer)> = {}) {
  const requests: FakeXhrRequest[] = [];

  class FakeXhr {
    upload: { onprogress: ((event: Partial<ProgressEvent>) => void) | null; onload: (() => void) | null } = { onprogress: null, onload: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    ontimeout: (() => void) | null = null;
    onabort: (() => void) | null = null;
    status = 0;
    responseText = '';
    private method = '';
    private url = '';
    private headers: Record<string, string> = {};

    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.headers[name] = value;
    }
    abort() {
      this.onabort?.();
    }
    send(body: FormData) {
      const request: FakeXhrRequest = {
        method: this.method,
        url: this.url,
        headers: this.headers,
        body,
        progress: (loaded, total) => this.upload.onprogress?.({ loaded, total, lengthComputable: true }),
        sent: () => this.upload.onload?.(),
        respond: ({ status, body: answer }) => {
          this.status = status;
          this.responseText = answer === undefined ? '' : JSON.stringify(answer);
          this.onload?.();
        },
        fail: () => this.onerror?.(),
      };
      requests.push(request);
      const handler = handlers[`${this.method} ${this.url}`];
      if (!handler) return;
      queueMicrotask(() => {
        request.progress(1, 1);
        request.sent();
        request.respond(typeof handler === 'function' ? handler(request) : handler);
      });
    }
  }

  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return { requests };
}
