import { vi } from 'vitest';
import { ScriptedXhr } from './scripted-xhr';

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
 * Puts a scripted XMLHttpRequest in place of jsdom's for the pages that upload. Requests with a
 * handler ("POST /api/…") report full progress and are answered at once.
 */
export function installFakeXhr(handlers: Record<string, XhrAnswer | ((request: FakeXhrRequest) => XhrAnswer)> = {}) {
  const requests: FakeXhrRequest[] = [];

  class FakeXhr extends ScriptedXhr {
    override send(body: FormData) {
      super.send(body);
      const request: FakeXhrRequest = {
        method: this.method,
        url: this.url,
        headers: this.headers,
        body,
        progress: (loaded, total) => this.upload.onprogress?.({ loaded, total, lengthComputable: true }),
        sent: () => this.upload.onload?.(),
        respond: ({ status, body: answer }) => this.answer(status, answer),
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
