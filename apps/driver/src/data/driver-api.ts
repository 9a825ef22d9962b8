/**
 * The calls of the driver API (decision 0012). Answers are sorted into what the sync needs
 * to decide: done, sign in again, refused for good (with the server's error code), or try later.
 * Bodies are trusted as the server's own schema-checked responses: the app loads no zod.
 */
export type ApiAnswer<T> =
  | { kind: 'ok'; body: T }
  | { kind: 'unauthorized' }
  | { kind: 'rejected'; status: number; code: string | null }
  | { kind: 'failed' };

export interface ApiCaller {
  fetch: typeof fetch;
  token: string;
  deviceId: string;
}

/** `rawType`: the body is bytes of that type (a photo), sent as they are rather than as JSON. */
export async function callDriverApi<T>(caller: ApiCaller, method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown, rawType?: string): Promise<ApiAnswer<T>> {
  let response: Response;
  try {
    response = await caller.fetch(path, {
      method,
      headers: {
        Authorization: `Bearer ${caller.token}`,
        'X-Device-Id': caller.deviceId,
        ...(body === undefined ? {} : { 'Content-Type': rawType ?? 'application/json' }),
      },
      ...(body === undefined ? {} : { body: rawType ? (body as BodyInit) : JSON.stringify(body) }),
    });
  } catch {
    return { kind: 'failed' };
  }
  if (response.status === 401) return { kind: 'unauthorized' };
  if (response.ok) {
    try {
      return { kind: 'ok', body: (await response.json()) as T };
    } catch {
      return { kind: 'failed' };
    }
  }
  // 408, 429 and 5xx pass; other refusals would be refused again.
  if (response.status >= 500 || response.status === 408 || response.status === 429) return { kind: 'failed' };
  return { kind: 'rejected', status: response.status, code: await errorCodeOf(response) };
}

async function errorCodeOf(response: Response): Promise<string | null> {
  try {
    const body: unknown = await response.json();
    const code = body && typeof body === 'object' && 'code' in body ? body.code : undefined;
    return typeof code === 'string' ? code : null;
  } catch {
    return null;
  }
}
