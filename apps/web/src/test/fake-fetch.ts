/** "METHOD /api/path" → the JSON body to answer 200 with, or a Response, or a function giving either. */
export type FetchHandlers = Record<string, unknown>;

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** A fetch that answers from a table; unknown calls get 204 so fire-and-forget calls stay quiet. */
export function fakeFetch(handlers: FetchHandlers = {}): typeof fetch {
  return async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const key = `${init?.method ?? 'GET'} ${url}`;
    if (!(key in handlers)) return new Response(null, { status: 204 });
    const handler = handlers[key];
    const result: unknown =
      typeof handler === 'function' ? await (handler as (init?: RequestInit) => unknown)(init) : handler;
    return result instanceof Response ? result : jsonResponse(result);
  };
}
