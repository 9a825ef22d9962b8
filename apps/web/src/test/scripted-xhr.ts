type Handler = (() => void) | null;

/**
 * Just enough of XMLHttpRequest for uploads with progress (jsdom's sends nothing useful); the
 * test plays the network: it answers, reports progress or drops the connection. `last` is the
 * most recent one made.
 */
export class ScriptedXhr {
  static last: ScriptedXhr | undefined;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown;
  status = 0;
  responseText = '';
  upload: { onprogress: ((event: Partial<ProgressEvent>) => void) | null; onload: Handler } = {
    onprogress: null,
    onload: null,
  };
  onload: Handler = null;
  onerror: Handler = null;
  ontimeout: Handler = null;
  onabort: Handler = null;

  constructor() {
    ScriptedXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.onabort?.();
  }
  /** Answers with raw text, as a proxy's error page would come. */
  answerText(status: number, text: string) {
    this.status = status;
    this.responseText = text;
    this.onload?.();
  }
  /** Answers with a JSON body, or none. */
  answer(status: number, body?: unknown) {
    this.answerText(status, body === undefined ? '' : JSON.stringify(body));
  }
}
