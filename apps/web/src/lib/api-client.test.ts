import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createApiClient, type ApiClientOptions } from './api-client';
import { ApiRequestError } from './api-error';
import { resources } from '@rahti/i18n/all';
import { createI18n } from './i18n';
import { ScriptedXhr } from '../test/scripted-xhr';

const i18n = createI18n('en', resources);
const translate = (key: string) => i18n.t(key);

function client(fetch: typeof globalThis.fetch, overrides: Partial<ApiClientOptions> = {}) {
  return createApiClient({
    getAccessToken: () => 'token-1',
    getLanguage: () => 'fi',
    onUnauthorized: vi.fn(),
    translate,
    fetch,
    ...overrides,
  });
}

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => expect.fail('expected the call to fail'),
    (error: unknown) => error as ApiRequestError,
  );

describe('API client', () => {
  it('sends the access token and the UI language with every call', async () => {
    const fetch = vi.fn(async () => new Response('{"ok":true}', { status: 200 }));
    expect(await client(fetch).get('/account/me')).toEqual({ ok: true });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/account/me');
    expect(init.headers).toMatchObject({ Authorization: 'Bearer token-1', 'Accept-Language': 'fi' });
  });

  it('ends the session on 401 and says it has expired', async () => {
    const onUnauthorized = vi.fn();
    const fetch = async () => new Response(null, { status: 401 });
    const error = await failure(client(fetch, { onUnauthorized }).get('/account/me'));
    expect(error.message).toBe('Your session has expired');
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it('says it could not connect when the network fails', async () => {
    const fetch = async () => Promise.reject(new TypeError('Failed to fetch'));
    const error = await failure(client(fetch).get('/organisation'));
    expect(error.message).toBe('Could not connect to server');
    expect(error.status).toBe(0);
  });

  it("passes on the server's localised message and field errors", async () => {
    const body = {
      statusCode: 409,
      code: 'usernameTaken',
      message: 'Käyttäjätunnus on jo käytössä',
      fields: [{ path: 'email', message: 'Käyttäjätunnus on jo käytössä' }],
    };
    const fetch = async () => new Response(JSON.stringify(body), { status: 409 });
    const error = await failure(client(fetch).post('/organisation/users', {}));
    expect(error.message).toBe('Käyttäjätunnus on jo käytössä');
    expect(error.fields).toEqual(body.fields);
  });

  it('says "Unknown error occurred" for a server error without a readable body', async () => {
    const fetch = async () => new Response('<html>Bad gateway</html>', { status: 502 });
    const error = await failure(client(fetch).get('/organisation'));
    expect(error.message).toBe('Unknown error occurred');
  });
});

describe('API client downloads', () => {
  it('fetches a file with the token and keeps its bytes, byte-order mark included', async () => {
    const bytes = new Uint8Array([0xef, 0xbb, 0xbf, 0x41, 0x3b, 0x42]);
    const fetch = vi.fn(
      async () => new Response(bytes, { status: 200, headers: { 'Content-Type': 'text/csv; charset=utf-8' } }),
    );
    const blob = await client(fetch).download('/drivers/export.csv?search=virta');
    expect([...new Uint8Array(await blob.arrayBuffer())]).toEqual([...bytes]);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/drivers/export.csv?search=virta');
    expect(init.headers).toMatchObject({ Authorization: 'Bearer token-1', 'Accept-Language': 'fi' });
  });

  it("turns an error answer into the server's message", async () => {
    const body = { statusCode: 403, code: 'forbidden', message: 'Ei oikeutta' };
    const fetch = async () => new Response(JSON.stringify(body), { status: 403 });
    const error = await failure(client(fetch).download('/drivers/export.csv'));
    expect(error.message).toBe('Ei oikeutta');
    expect(error.status).toBe(403);
  });
});

/** The request the client has just opened. */
function lastXhr(): ScriptedXhr {
  if (!ScriptedXhr.last) throw new Error('no upload was started');
  return ScriptedXhr.last;
}

describe('API client uploads with progress', () => {
  const createXhr = () => new ScriptedXhr() as unknown as XMLHttpRequest;
  const unusedFetch = vi.fn();

  it('sends the token and language, reports the bytes sent and reads the answer', async () => {
    const form = new FormData();
    const progress: number[] = [];
    const promise = client(unusedFetch, { createXhr }).uploadWithProgress('/drivers/import/preview', form, {
      schema: z.object({ total: z.number() }),
      onProgress: ({ loaded, total }) => progress.push(loaded / total),
    });
    const xhr = lastXhr();
    expect([xhr.method, xhr.url, xhr.body]).toEqual(['POST', '/api/drivers/import/preview', form]);
    expect(xhr.headers).toMatchObject({ Authorization: 'Bearer token-1', 'Accept-Language': 'fi' });
    xhr.upload.onprogress?.({ loaded: 50, total: 100, lengthComputable: true });
    xhr.answer(200, { total: 2 });
    expect(await promise).toEqual({ total: 2 });
    expect(progress).toEqual([0.5]);
    expect(unusedFetch).not.toHaveBeenCalled();
  });

  it('ends the session on 401, as every other call does', async () => {
    const onUnauthorized = vi.fn();
    const promise = failure(
      client(unusedFetch, { createXhr, onUnauthorized }).uploadWithProgress('/drivers/import/preview', new FormData()),
    );
    lastXhr().answer(401);
    expect((await promise).message).toBe('Your session has expired');
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it("passes on the server's message, and says it could not connect when no answer came", async () => {
    const api = client(unusedFetch, { createXhr });
    const refused = failure(api.uploadWithProgress('/drivers/import/preview', new FormData()));
    lastXhr().answer(400, { statusCode: 400, code: 'invalidFileType', message: 'Tiedostotyyppi ei kelpaa' });
    expect(await refused).toMatchObject({ status: 400, code: 'invalidFileType', message: 'Tiedostotyyppi ei kelpaa' });

    const dropped = failure(api.uploadWithProgress('/drivers/import/preview', new FormData()));
    lastXhr().onerror?.();
    expect(await dropped).toMatchObject({ status: 0, message: 'Could not connect to server' });
  });
});
